import { publishProblems } from '@sanity/shared/domain/content/publish';
import { checkUpload, type UploadKind } from '@sanity/shared/domain/uploads/upload-rules';
import { itContent } from '@sanity/shared/i18n/it-content';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { toast } from '../../../../lib/toast';
import { errorMessage } from '../../../../lib/api-client';
import { reportServerError } from '../../../../lib/server-error';
import { invalidateArticleQueries, publishArticle } from '../../api/publish-article';
import { saveDraft } from '../../api/save-draft';
import { uploadArticleFile } from '../../api/upload-file';
import { type EditorAction, type EditorDraft, editorReducer, emptyDraft, isNonDefault, isSaveable, publishCandidate, toPayload } from '../editor-draft';
import { LOCAL_DRAFTS_KEY, putLocalDraft, removeLocalDraft } from '../local-drafts';

/** The kind's name in 'Errore nel caricamento del {kind}' (spec §8). */
const uploadKindName: Record<UploadKind, string> = { image: 'immagine', video: 'video', audio: 'audio', pdf: 'pdf' };

/** Where an uploaded file goes: a media block, the featured image, or a new audio block (recording). */
export type UploadTarget = { kind: 'block'; blockId: string } | { kind: 'featured' } | { kind: 'recording'; blockId: string };

const newLocalId = () => `local-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

function readStorage(): string | null {
  try {
    return window.localStorage.getItem(LOCAL_DRAFTS_KEY);
  } catch {
    return null;
  }
}

function writeStorage(value: string) {
  try {
    window.localStorage.setItem(LOCAL_DRAFTS_KEY, value);
  } catch {
    // Storage full or disabled: nothing more we can keep.
  }
}

/**
 * The create tab's state and its server work: draft saves (with the localStorage fallback),
 * uploads (a draft is saved first to get its id, and again after each upload) and publishing.
 */
export function useArticleEditor({ onPublished }: { onPublished: () => void }) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<EditorDraft>(emptyDraft);
  const draftRef = useRef<EditorDraft>(emptyDraft);
  const [initialLocalId] = useState(newLocalId);
  const localId = useRef(initialLocalId);
  const [uploading, setUploading] = useState(false);
  const [saving, setSaving] = useState(false);
  const [publishing, setPublishing] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);
  // The draft as last stored on the server (or opened from the archive): anything else is unsaved work (issue 24).
  const [stored, setStored] = useState<EditorDraft>(emptyDraft);

  const dispatch = useCallback((action: EditorAction) => {
    draftRef.current = editorReducer(draftRef.current, action);
    setDraft(draftRef.current);
  }, []);

  /** Saves the current draft; returns its id, or null when skipped or failed (then kept locally). */
  const persist = useCallback(
    async (announce: boolean): Promise<string | null> => {
      const current = draftRef.current;
      if (!isSaveable(current)) return current.draftId;
      setSaving(true);
      try {
        const { draftId } = await saveDraft(toPayload(current));
        const untouched = draftRef.current === current;
        if (draftRef.current.draftId !== draftId) dispatch({ type: 'setField', patch: { draftId } });
        if (untouched) setStored(draftRef.current);
        writeStorage(removeLocalDraft(readStorage(), localId.current));
        void queryClient.invalidateQueries({ queryKey: ['articles', 'mine'] });
        if (announce) toast.success(itContent.content.draftSaved);
        return draftId;
      } catch (error) {
        writeStorage(putLocalDraft(readStorage(), localId.current, draftRef.current, Date.now()));
        toast.error(itContent.editor.draftSaveError, { description: `${errorMessage(error)} ${itContent.editor.draftSavedLocally}` });
        return null;
      } finally {
        setSaving(false);
      }
    },
    [dispatch, queryClient],
  );

  const upload = useCallback(
    async (kind: UploadKind, file: Blob, fileName: string, target: UploadTarget) => {
      const fail = (message: string) =>
        toast.error(itContent.content.uploadErrorTitle, { description: itContent.content.uploadError(uploadKindName[kind], message || itContent.editor.retryLater) });
      if (!draftRef.current.title.trim()) {
        fail(itContent.content.uploadNeedsContent);
        return false;
      }
      const problem = checkUpload(kind, { name: fileName, size: file.size, type: file.type });
      if (problem) {
        fail(problem);
        return false;
      }
      setUploading(true);
      try {
        const draftId = draftRef.current.draftId ?? (await persist(false));
        if (!draftId) return false;
        const uploaded = await uploadArticleFile(draftId, kind, file, fileName);
        if (target.kind === 'featured') dispatch({ type: 'setField', patch: { featuredImage: uploaded.url } });
        else if (target.kind === 'block') dispatch({ type: 'updateBlock', id: target.blockId, data: { url: uploaded.url, fileName: uploaded.fileName } });
        else
          dispatch({
            type: 'addBlock',
            block: { id: target.blockId, type: 'audio', data: { url: uploaded.url, caption: '', alignment: 'left', fileName: uploaded.fileName } },
          });
        await persist(false);
        return true;
      } catch (error) {
        fail(errorMessage(error, ''));
        return false;
      } finally {
        setUploading(false);
      }
    },
    [dispatch, persist],
  );

  const publish = useCallback(async () => {
    const found = publishProblems(publishCandidate(draftRef.current));
    if (found.length > 0) {
      setProblems(found);
      return;
    }
    setPublishing(true);
    try {
      const saved = await publishArticle(toPayload(draftRef.current));
      // The title says what happened (issue 24): the server's 'Articolo pubblicato con successo!', not a bare 'Successo!'.
      toast.success(saved.message || itContent.content.publishSuccess);
      writeStorage(removeLocalDraft(readStorage(), localId.current));
      invalidateArticleQueries(queryClient);
      onPublished();
    } catch (error) {
      // What failed as the title, the server's reason (e.g. not verified yet) under it.
      reportServerError(error, { title: itContent.content.publishError, fallback: itContent.content.publishError });
    } finally {
      setPublishing(false);
    }
  }, [onPublished, queryClient]);

  /** Replaces the draft (a new article, a restored local draft, an archive item); a restored local one keeps its local id. */
  const load = useCallback(
    (next: EditorDraft, restoredLocalId?: string) => {
      if (restoredLocalId) localId.current = restoredLocalId;
      dispatch({ type: 'reset', draft: next });
      // A draft restored from this browser is not on the server yet; one from the archive is.
      setStored(restoredLocalId ? emptyDraft : draftRef.current);
    },
    [dispatch],
  );

  return {
    draft,
    draftRef,
    dispatch,
    /** Whether the draft holds changes the server does not have yet. */
    dirty: draft !== stored && isNonDefault(draft),
    load,
    saveDraft: () => persist(true),
    saveDraftQuietly: () => persist(false),
    upload,
    publish,
    uploading,
    saving,
    publishing,
    problems,
    clearProblems: () => setProblems([]),
  };
}

export { readStorage as readLocalDrafts, writeStorage as writeLocalDrafts };
