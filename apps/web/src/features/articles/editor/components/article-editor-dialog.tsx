import { isValidAllowedUser } from '@sanity/shared/domain/content/allowed-users';
import { it } from '@sanity/shared/i18n/it';
import { itContent } from '@sanity/shared/i18n/it-content';
import { ImageOff, Send, Save, Sparkles } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from '../../../../lib/toast';
import { Button } from '../../../../components/ui/button';
import { CheckboxField } from '../../../../components/ui/checkbox';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../../components/ui/dialog';
import { Field } from '../../../../components/ui/field';
import { Input } from '../../../../components/ui/input';
import { Switch } from '../../../../components/ui/switch';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../../components/ui/tabs';
import { errorMessage } from '../../../../lib/api-client';
import { useUnsavedChangesGuard } from '../../../../lib/unsaved-changes';
import { useCurrentUser } from '../../../auth/api/get-me';
import { useAllSectors } from '../../../sectors/api/get-sectors';
import { getArticleForEdit, useMyArticles } from '../../api/get-my-articles';
import { suggestTags } from '../../api/suggest-tags';
import { fromArticle, isNonDefault, withAllowedUser, withTag } from '../editor-draft';
import { readLocalDrafts, useArticleEditor, writeLocalDrafts } from '../hooks/use-article-editor';
import { latestLocalDraft, removeLocalDraft } from '../local-drafts';
import { ArchiveTab } from './archive-tab';
import { AudioRecorder } from './audio-recorder';
import { BlockEditor } from './block-editor';
import { ChipInput } from './chip-input';
import { FileButton } from './file-button';

const e = itContent.editor;

let counter = 0;
const newId = () => `b-${Date.now().toString(36)}-${(counter++).toString(36)}-${Math.random().toString(36).slice(2, 6)}`;

function SwitchRow({ label, hint, checked, onChange }: { label: string; hint?: string; checked: boolean; onChange: (v: boolean) => void }) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-3">
      <div className="flex flex-col">
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {label}
        </label>
        {hint ? (
          <p id={`${id}-hint`} className="text-xs text-slate-600">
            {hint}
          </p>
        ) : null}
      </div>
      <Switch id={id} checked={checked} onCheckedChange={onChange} aria-describedby={hint ? `${id}-hint` : undefined} />
    </div>
  );
}

/** 'Crea Nuovo Contenuto' (content spec §2.2): the create tab (block editor and settings) and the archive. Lazy-loaded. */
export default function ArticleEditorDialog({ onClose }: { onClose: () => void }) {
  const user = useCurrentUser();
  // Names of the sectors already chosen, deactivated ones too.
  const sectors = useAllSectors();
  const archive = useMyArticles();
  const editor = useArticleEditor({ onPublished: onClose });
  const { draft, dispatch } = editor;
  // Reload, close or the back button while the draft is not saved asks first (issue 24).
  useUnsavedChangesGuard(editor.dirty);
  const [tab, setTab] = useState<'create' | 'archive'>('create');
  const [confirmClose, setConfirmClose] = useState(false);
  const [local, setLocal] = useState(() => latestLocalDraft(readLocalDrafts()));
  const [suggestions, setSuggestions] = useState<string[] | null>(null);
  const [suggesting, setSuggesting] = useState(false);
  const uploadHintId = useId();
  const categoriesId = useId();

  const uploadDisabled = !draft.title.trim() || editor.uploading;
  const sectorName = new Map((sectors.data ?? []).map((s) => [s.id, s.name]));
  const mySectors = user.sectors.map((id) => ({ id, name: sectorName.get(id) ?? id }));

  const requestClose = (open: boolean) => {
    if (open) return;
    if (isNonDefault(editor.draftRef.current)) setConfirmClose(true);
    else onClose();
  };

  const editExisting = async (id: string) => {
    try {
      const article = await getArticleForEdit(id);
      editor.load(fromArticle(article));
      setSuggestions(null);
      setTab('create');
    } catch (error) {
      toast.error(e.loadError, { description: errorMessage(error) });
    }
  };

  const suggest = async () => {
    setSuggesting(true);
    try {
      const id = await editor.saveDraftQuietly();
      if (id) setSuggestions(await suggestTags(id));
    } catch (error) {
      toast.error(e.suggestError, { description: errorMessage(error) });
    } finally {
      setSuggesting(false);
    }
  };

  const addTag = (text: string) => {
    const { draft: next, error } = withTag(editor.draftRef.current, text);
    if (error) return { error, added: false };
    dispatch({ type: 'setTags', tags: next.tags });
    return { error: null, added: true };
  };

  const pendingSuggestions = (suggestions ?? []).filter((s) => !draft.tags.some((t) => t.toLowerCase() === s.toLowerCase()));

  return (
    <Dialog open onOpenChange={requestClose}>
      <DialogContent size="xl" className="pb-0">
        <DialogHeader>
          <DialogTitle>{e.title}</DialogTitle>
          <DialogDescription>{e.description}</DialogDescription>
        </DialogHeader>
        <Tabs value={tab} onValueChange={(v) => setTab(v as 'create' | 'archive')}>
          <TabsList className="w-full sm:w-auto">
            <TabsTrigger value="create" className="whitespace-nowrap">{e.tabCreate}</TabsTrigger>
            <TabsTrigger value="archive" className="whitespace-nowrap">{e.tabArchive(archive.data?.count ?? 0)}</TabsTrigger>
          </TabsList>

          <TabsContent value="create" className="mt-5">
            {local ? (
              <div role="status" className="mb-5 flex flex-col gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950">
                <div>
                  <p className="font-semibold">{e.restoreTitle}</p>
                  <p>{e.restoreText(new Date(local.draft.savedAt).toLocaleString('it-IT'))}</p>
                </div>
                <div className="flex flex-wrap gap-2">
                  <Button
                    size="sm"
                    onClick={() => {
                      editor.load(local.draft.payload, local.localId);
                      setLocal(null);
                    }}
                  >
                    {e.restore}
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => {
                      writeLocalDrafts(removeLocalDraft(readLocalDrafts(), local.localId));
                      setLocal(null);
                    }}
                  >
                    {e.discardLocal}
                  </Button>
                </div>
              </div>
            ) : null}

            <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_17rem]">
              <div className="flex min-w-0 flex-col gap-5">
                <Field label={e.articleTitle} required>
                  {(control) => (
                    <Input
                      {...control}
                      value={draft.title}
                      maxLength={300}
                      placeholder={e.articleTitlePlaceholder}
                      onChange={(ev) => dispatch({ type: 'setField', patch: { title: ev.target.value } })}
                    />
                  )}
                </Field>

                <section aria-labelledby={`${uploadHintId}-blocks`} className="flex flex-col gap-3">
                  <h3 id={`${uploadHintId}-blocks`} className="text-sm font-semibold text-slate-900">
                    {e.blocks}
                  </h3>
                  <p id={uploadHintId} className={draft.title.trim() ? 'sr-only' : 'text-xs text-slate-600'}>
                    {editor.uploading ? e.uploading : draft.title.trim() ? '' : itContent.content.uploadNeedsContent}
                  </p>
                  <BlockEditor
                    blocks={draft.content}
                    dispatch={dispatch}
                    uploadDisabled={uploadDisabled}
                    uploadHintId={uploadHintId}
                    newId={newId}
                    onUpload={(kind, file, blockId) => void editor.upload(kind, file, file.name, { kind: 'block', blockId })}
                  />
                </section>

                <AudioRecorder
                  disabled={uploadDisabled}
                  describedBy={uploadHintId}
                  onSave={(blob) => editor.upload('audio', blob, e.recordingName, { kind: 'recording', blockId: newId() })}
                />
              </div>

              <div className="flex min-w-0 flex-col gap-5">
                <ChipInput
                  label={e.tags}
                  placeholder={e.tagPlaceholder}
                  hint={e.tagHint}
                  values={draft.tags}
                  onAdd={addTag}
                  onRemove={(tag) => dispatch({ type: 'removeTag', tag })}
                >
                  <div className="mt-1 flex flex-col gap-2">
                    <div>
                      <Button size="sm" variant="secondary" disabled={!draft.draftId || suggesting} aria-describedby={draft.draftId ? undefined : `${uploadHintId}-suggest`} onClick={() => void suggest()}>
                        <Sparkles aria-hidden="true" />
                        {e.suggestTags}
                      </Button>
                    </div>
                    {!draft.draftId ? (
                      <p id={`${uploadHintId}-suggest`} className="text-xs text-slate-600">
                        {e.suggestTagsHint}
                      </p>
                    ) : null}
                    {suggestions !== null ? (
                      pendingSuggestions.length > 0 ? (
                        <div role="group" aria-label={e.suggestions} className="flex flex-col gap-1.5">
                          <p className="text-xs text-slate-600" aria-hidden="true">
                            {e.suggestions}
                          </p>
                          <div className="flex flex-wrap gap-1.5">
                            {pendingSuggestions.map((s) => (
                              <button
                                key={s}
                                type="button"
                                aria-label={e.addSuggestion(s)}
                                onClick={() => {
                                  const result = addTag(s);
                                  if (result.error) toast.error(result.error);
                                }}
                                className="rounded-full border border-dashed border-brand-400 px-3 py-1 text-sm text-brand-800 hover:bg-brand-50"
                              >
                                + {s}
                              </button>
                            ))}
                          </div>
                        </div>
                      ) : (
                        <p className="text-xs text-slate-600">{e.noSuggestions}</p>
                      )
                    ) : null}
                  </div>
                </ChipInput>

                <div className="flex flex-col gap-2">
                  <p className="text-sm font-medium text-slate-800">{e.featuredImage}</p>
                  {draft.featuredImage ? (
                    <img src={draft.featuredImage} alt={e.featuredImageAlt} className="aspect-video w-full rounded-lg border border-slate-200 object-cover" />
                  ) : (
                    <div className="flex aspect-video w-full items-center justify-center rounded-lg border border-dashed border-slate-300 bg-slate-50 text-slate-500">
                      <ImageOff className="size-6" aria-hidden="true" />
                    </div>
                  )}
                  <div className="flex flex-wrap gap-2">
                    <FileButton
                      kind="image"
                      label={e.featuredImage}
                      disabled={uploadDisabled}
                      describedBy={uploadHintId}
                      onFile={(file) => void editor.upload('image', file, file.name, { kind: 'featured' })}
                    />
                    {draft.featuredImage ? (
                      <Button size="sm" variant="ghost" onClick={() => dispatch({ type: 'setField', patch: { featuredImage: null } })}>
                        {e.removeFeaturedImage}
                      </Button>
                    ) : null}
                  </div>
                </div>

                <fieldset className="flex flex-col gap-2" aria-describedby={mySectors.length === 0 ? categoriesId : undefined}>
                  <legend className="mb-1 text-sm font-medium text-slate-800">{e.categories}</legend>
                  {mySectors.length === 0 ? (
                    <p id={categoriesId} className="text-sm text-slate-600">
                      {itContent.content.noCategoriesEnabled}
                    </p>
                  ) : (
                    mySectors.map((s) => (
                      <CheckboxField
                        key={s.id}
                        label={s.name}
                        checked={draft.selectedCategories.includes(s.id)}
                        onCheckedChange={() => dispatch({ type: 'toggleCategory', id: s.id })}
                      />
                    ))
                  )}
                </fieldset>

                <div className="flex flex-col gap-4 rounded-xl border border-slate-200 p-3">
                  <SwitchRow label={e.therapy} hint={e.therapyHint} checked={draft.isTherapy} onChange={(v) => dispatch({ type: 'setField', patch: { isTherapy: v } })} />
                  <SwitchRow label={e.isPublic} hint={e.isPublicHint} checked={draft.isPublic} onChange={(v) => dispatch({ type: 'setField', patch: { isPublic: v } })} />
                  {!draft.isPublic ? (
                    <ChipInput
                      label={e.allowedUsers}
                      placeholder={e.allowedUserPlaceholder}
                      values={draft.allowedUsers}
                      canAdd={isValidAllowedUser}
                      empty={e.noAllowedUsers}
                      onAdd={(text) => {
                        dispatch({ type: 'setAllowedUsers', allowedUsers: withAllowedUser(editor.draftRef.current, text).allowedUsers });
                        return { error: null, added: true };
                      }}
                      onRemove={(value) => dispatch({ type: 'removeAllowedUser', value })}
                    />
                  ) : null}
                  {!draft.isPublic && draft.allowedUsers.some((u) => !u.includes('@')) ? (
                    // A phone entry matches no reader until phones are verified (ADR 0006): say so where it was typed.
                    <p className="text-sm text-amber-800" role="note">
                      {e.phoneEntriesNote}
                    </p>
                  ) : null}
                  <SwitchRow label={e.isPaid} checked={draft.isPaid} onChange={(v) => dispatch({ type: 'setField', patch: { isPaid: v } })} />
                  {draft.isPaid ? (
                    <div className="flex flex-col gap-3">
                      <Field label={e.price} required>
                        {(control) => (
                          <Input {...control} type="number" inputMode="decimal" step="0.01" min="0" value={draft.price} onChange={(ev) => dispatch({ type: 'setField', patch: { price: ev.target.value } })} />
                        )}
                      </Field>
                      <Field label={e.salePrice}>
                        {(control) => (
                          <Input {...control} type="number" inputMode="decimal" step="0.01" min="0" value={draft.salePrice} onChange={(ev) => dispatch({ type: 'setField', patch: { salePrice: ev.target.value } })} />
                        )}
                      </Field>
                      <Field label={e.saleEndDate}>
                        {(control) => (
                          <Input {...control} type="datetime-local" value={draft.saleEndDate} onChange={(ev) => dispatch({ type: 'setField', patch: { saleEndDate: ev.target.value } })} />
                        )}
                      </Field>
                    </div>
                  ) : null}
                </div>
              </div>
            </div>

            <div className="sticky bottom-0 z-10 -mx-6 mt-6 flex flex-row justify-end gap-2 border-t border-slate-200 bg-white/95 px-6 py-3 backdrop-blur">
              <Button variant="outline" className="flex-1 sm:flex-none" disabled={editor.saving || editor.uploading || (!draft.title.trim() && draft.content.length === 0)} onClick={() => void editor.saveDraft()}>
                <Save aria-hidden="true" />
                {editor.saving ? it.common.saving : e.saveDraft}
              </Button>
              <Button className="flex-1 sm:flex-none" disabled={editor.publishing || editor.uploading} onClick={() => void editor.publish()}>
                <Send aria-hidden="true" />
                {editor.publishing ? e.publishing : e.publish}
              </Button>
            </div>
          </TabsContent>

          <TabsContent value="archive" className="mt-5 pb-6">
            <ArchiveTab archive={archive} onEdit={(id) => void editExisting(id)} />
          </TabsContent>
        </Tabs>

        <Dialog open={editor.problems.length > 0} onOpenChange={(o) => (o ? undefined : editor.clearProblems())}>
          <DialogContent size="sm" role="alertdialog">
            <DialogHeader>
              <DialogTitle>{e.errorTitle}</DialogTitle>
            </DialogHeader>
            <DialogDescription asChild>
              <ul className="list-disc space-y-1 pl-5 text-sm text-slate-800">
                {editor.problems.map((p) => (
                  <li key={p}>{p}</li>
                ))}
              </ul>
            </DialogDescription>
            <DialogFooter>
              <Button onClick={editor.clearProblems}>{e.ok}</Button>
            </DialogFooter>
          </DialogContent>
        </Dialog>

        <Dialog open={confirmClose} onOpenChange={setConfirmClose}>
          <DialogContent size="sm" role="alertdialog">
            <DialogHeader>
              <DialogTitle>{e.confirmCloseTitle}</DialogTitle>
              <DialogDescription>{e.confirmCloseText}</DialogDescription>
            </DialogHeader>
            <DialogFooter>
              <Button variant="outline" onClick={() => setConfirmClose(false)}>
                {e.keepEditing}
              </Button>
              <Button
                variant="destructive"
                onClick={() => {
                  setConfirmClose(false);
                  onClose();
                }}
              >
                {e.discardAndClose}
              </Button>
            </DialogFooter>
          </DialogContent>
        </Dialog>
      </DialogContent>
    </Dialog>
  );
}
