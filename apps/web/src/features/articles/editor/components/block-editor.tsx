import { toEmbedUrl } from '@sanity/shared/domain/content/embeds';
import { normalizeLinkUrl } from '@sanity/shared/domain/content/urls';
import { type UploadKind } from '@sanity/shared/domain/uploads/upload-rules';
import { itContent } from '@sanity/shared/i18n/it-content';
import { BLOCK_TYPES } from '@sanity/shared/schemas/articles';
import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../../components/ui/button';
import { Field } from '../../../../components/ui/field';
import { Input, Textarea } from '../../../../components/ui/input';
import { NativeSelect } from '../../../../components/ui/native-select';
import { type Alignment, canMove, type EditorAction, type EditorBlock, newBlock } from '../editor-draft';
import { FileButton } from './file-button';

const e = itContent.editor;

type BlockEditorProps = {
  blocks: EditorBlock[];
  dispatch: (action: EditorAction) => void;
  uploadDisabled: boolean;
  uploadHintId: string;
  onUpload: (kind: UploadKind, file: File, blockId: string) => void;
  newId: () => string;
};

/** The block list of content spec §2.2: add, edit in place, move up and down (disabled at the ends), delete. */
export function BlockEditor({ blocks, dispatch, uploadDisabled, uploadHintId, onUpload, newId }: BlockEditorProps) {
  return (
    <div className="flex flex-col gap-3">
      {blocks.length === 0 ? <p className="rounded-xl border border-dashed border-slate-300 px-4 py-5 text-sm text-slate-600">{e.noBlocks}</p> : null}
      {blocks.map((block, index) => (
        <BlockCard
          key={block.id}
          block={block}
          index={index}
          canUp={canMove(blocks, block.id, -1)}
          canDown={canMove(blocks, block.id, 1)}
          dispatch={dispatch}
          uploadDisabled={uploadDisabled}
          uploadHintId={uploadHintId}
          onUpload={onUpload}
        />
      ))}
      <div role="group" aria-label={e.addBlock} className="flex flex-col gap-2 rounded-xl bg-slate-50 p-3">
        <p className="text-sm font-medium text-slate-800" aria-hidden="true">
          {e.addBlock}
        </p>
        <div className="flex flex-wrap gap-2">
          {BLOCK_TYPES.map((type) => (
            <Button key={type} size="sm" variant="outline" onClick={() => dispatch({ type: 'addBlock', block: newBlock(type, newId()) })}>
              {e.blockNames[type]}
            </Button>
          ))}
        </div>
      </div>
    </div>
  );
}

type BlockCardProps = Omit<BlockEditorProps, 'blocks' | 'newId'> & { block: EditorBlock; index: number; canUp: boolean; canDown: boolean };

function BlockCard({ block, index, canUp, canDown, dispatch, uploadDisabled, uploadHintId, onUpload }: BlockCardProps) {
  const name = e.blockNames[block.type];
  const update = (data: Partial<EditorBlock['data']>) => dispatch({ type: 'updateBlock', id: block.id, data });
  return (
    <section aria-label={e.blockLabel(index + 1, name)} className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-3 sm:p-4">
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm font-semibold text-slate-900" aria-hidden="true">
          {index + 1}. {name}
        </p>
        <div className="flex items-center gap-1">
          <Button size="icon-sm" variant="ghost" aria-label={e.moveUp} title={e.moveUp} disabled={!canUp} onClick={() => dispatch({ type: 'moveBlock', id: block.id, direction: -1 })}>
            <ArrowUp aria-hidden="true" />
          </Button>
          <Button size="icon-sm" variant="ghost" aria-label={e.moveDown} title={e.moveDown} disabled={!canDown} onClick={() => dispatch({ type: 'moveBlock', id: block.id, direction: 1 })}>
            <ArrowDown aria-hidden="true" />
          </Button>
          <Button size="icon-sm" variant="ghost" aria-label={e.remove} title={e.remove} onClick={() => dispatch({ type: 'removeBlock', id: block.id })}>
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      </div>
      <BlockFields block={block} update={update} uploadDisabled={uploadDisabled} uploadHintId={uploadHintId} onUpload={onUpload} />
    </section>
  );
}

function AlignmentSelect({ value, onChange }: { value: Alignment; onChange: (a: Alignment) => void }) {
  return (
    <Field label={e.alignment} className="sm:w-40">
      {(control) => (
        <NativeSelect {...control} value={value} onChange={(ev) => onChange(ev.target.value as Alignment)}>
          <option value="left">{e.alignLeft}</option>
          <option value="center">{e.alignCenter}</option>
          <option value="right">{e.alignRight}</option>
        </NativeSelect>
      )}
    </Field>
  );
}

const alignClass: Record<Alignment, string> = { left: 'text-left', center: 'text-center', right: 'text-right' };

type FieldsProps = {
  block: EditorBlock;
  update: (data: Partial<EditorBlock['data']>) => void;
  uploadDisabled: boolean;
  uploadHintId: string;
  onUpload: BlockEditorProps['onUpload'];
};

function BlockFields({ block, update, uploadDisabled, uploadHintId, onUpload }: FieldsProps) {
  const previewId = useId();
  switch (block.type) {
    case 'paragraph':
      return (
        <>
          <Field label={e.text}>
            {(control) => <Textarea {...control} rows={4} className={alignClass[block.data.alignment]} value={block.data.text} onChange={(ev) => update({ text: ev.target.value })} />}
          </Field>
          <AlignmentSelect value={block.data.alignment} onChange={(alignment) => update({ alignment })} />
        </>
      );
    case 'heading':
      return (
        <>
          <Field label={e.text}>
            {(control) => <Input {...control} className={alignClass[block.data.alignment]} value={block.data.text} onChange={(ev) => update({ text: ev.target.value })} />}
          </Field>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Field label={e.level} className="sm:w-32">
              {(control) => (
                <NativeSelect {...control} value={block.data.level} onChange={(ev) => update({ level: Number(ev.target.value) })}>
                  {[1, 2, 3, 4, 5, 6].map((n) => (
                    <option key={n} value={n}>
                      {e.levelOption(n)}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </Field>
            <AlignmentSelect value={block.data.alignment} onChange={(alignment) => update({ alignment })} />
          </div>
        </>
      );
    case 'list':
      return (
        <>
          <Field label={e.listType} className="sm:w-48">
            {(control) => (
              <NativeSelect {...control} value={block.data.listType} onChange={(ev) => update({ listType: ev.target.value as 'ordered' | 'unordered' })}>
                <option value="unordered">{e.unordered}</option>
                <option value="ordered">{e.ordered}</option>
              </NativeSelect>
            )}
          </Field>
          <Field label={e.listItems}>
            {(control) => <Textarea {...control} rows={4} value={block.data.items.join('\n')} onChange={(ev) => update({ items: ev.target.value.split('\n') })} />}
          </Field>
        </>
      );
    case 'link': {
      const invalid = block.data.url.trim() !== '' && normalizeLinkUrl(block.data.url) === null;
      return (
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label={e.url} error={invalid ? itContent.content.linkInvalid : undefined}>
            {(control) => (
              <Input
                {...control}
                type="url"
                inputMode="url"
                value={block.data.url}
                onChange={(ev) => update({ url: ev.target.value })}
                onBlur={() => {
                  const url = normalizeLinkUrl(block.data.url);
                  if (url && url !== block.data.url) update({ url });
                }}
              />
            )}
          </Field>
          <Field label={e.linkTitle}>{(control) => <Input {...control} value={block.data.title} onChange={(ev) => update({ title: ev.target.value })} />}</Field>
        </div>
      );
    }
    case 'embed': {
      const embedUrl = block.data.url.trim() ? toEmbedUrl(block.data.embedType, block.data.url) : null;
      const invalid = block.data.url.trim() !== '' && embedUrl === null;
      return (
        <>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Field label={e.embedProvider} className="sm:w-40">
              {(control) => (
                <NativeSelect {...control} value={block.data.embedType} onChange={(ev) => update({ embedType: ev.target.value as 'youtube' | 'vimeo' })}>
                  <option value="youtube">YouTube</option>
                  <option value="vimeo">Vimeo</option>
                </NativeSelect>
              )}
            </Field>
            <Field label={e.url} className="flex-1" error={invalid ? itContent.content.embedInvalid : undefined}>
              {(control) => <Input {...control} type="url" inputMode="url" value={block.data.url} onChange={(ev) => update({ url: ev.target.value })} />}
            </Field>
          </div>
          {embedUrl ? (
            <div className="aspect-video w-full overflow-hidden rounded-lg bg-slate-900">
              <iframe
                src={embedUrl}
                title={e.embedPreview}
                className="size-full"
                loading="lazy"
                referrerPolicy="strict-origin-when-cross-origin"
                allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
                allowFullScreen
              />
            </div>
          ) : null}
          <Field label={e.caption}>{(control) => <Input {...control} value={block.data.caption} onChange={(ev) => update({ caption: ev.target.value })} />}</Field>
        </>
      );
    }
    case 'image':
    case 'video':
    case 'audio':
    case 'pdf': {
      const kind: UploadKind = block.type;
      const name = e.blockNames[block.type].toLowerCase();
      return (
        <>
          <div className="flex flex-wrap items-center gap-3">
            <FileButton
              kind={kind}
              label={block.data.url ? `${e.replaceFile} (${name})` : e.chooseFile(name)}
              disabled={uploadDisabled}
              describedBy={uploadHintId}
              onFile={(file) => onUpload(kind, file, block.id)}
            />
            {block.data.fileName ? <span className="min-w-0 truncate text-sm text-slate-600">{block.data.fileName}</span> : null}
          </div>
          {block.data.url ? (
            <div id={previewId} className={block.type === 'pdf' ? undefined : alignClass[block.data.alignment]}>
              {block.type === 'image' ? (
                <img src={block.data.url} alt={block.data.caption || block.data.fileName} className="inline-block max-h-64 rounded-lg object-contain" />
              ) : block.type === 'video' ? (
                <video src={block.data.url} controls className="inline-block max-h-64 w-full rounded-lg bg-slate-900" aria-label={block.data.caption || block.data.fileName} />
              ) : block.type === 'audio' ? (
                <audio src={block.data.url} controls className="inline-block w-full" aria-label={block.data.caption || block.data.fileName} />
              ) : (
                <a href={block.data.url} target="_blank" rel="noreferrer" className="text-sm font-medium text-brand-700 underline">
                  {(block.type === 'pdf' && block.data.title) || block.data.fileName}
                </a>
              )}
            </div>
          ) : null}
          <div className="flex flex-col gap-3 sm:flex-row">
            {block.type === 'pdf' ? (
              <Field label={e.pdfTitle} className="flex-1">
                {(control) => <Input {...control} value={block.data.title} onChange={(ev) => update({ title: ev.target.value })} />}
              </Field>
            ) : null}
            <Field label={e.caption} className="flex-1">
              {(control) => <Input {...control} value={block.data.caption} onChange={(ev) => update({ caption: ev.target.value })} />}
            </Field>
            {block.type !== 'pdf' ? <AlignmentSelect value={block.data.alignment} onChange={(alignment) => update({ alignment })} /> : null}
          </div>
        </>
      );
    }
    case 'separator':
      return (
        <>
          <hr className="border-slate-300" />
          <p className="text-xs text-slate-600">{e.separatorHint}</p>
        </>
      );
  }
}
