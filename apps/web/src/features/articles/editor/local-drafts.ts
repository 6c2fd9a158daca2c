import { z } from 'zod';
import { type EditorDraft, emptyDraft } from './editor-draft';

/**
 * The fallback when a draft save fails (content spec §4, §8): the draft is kept in the browser's
 * localStorage under `article_drafts`, an object keyed by a local id with the payload and when it
 * was stored. Pure functions over the stored string; the dialog does the reading and writing.
 */
export const LOCAL_DRAFTS_KEY = 'article_drafts';

const StoredDraftSchema = z.object({ payload: z.record(z.string(), z.unknown()), savedAt: z.number() });
export type StoredDraft = { payload: EditorDraft; savedAt: number };
export type LocalDrafts = Record<string, StoredDraft>;

/** Reads the stored object; anything unreadable counts as none. Drafts missing fields get the defaults. */
export function parseLocalDrafts(raw: string | null): LocalDrafts {
  if (!raw) return {};
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return {};
  }
  if (!json || typeof json !== 'object' || Array.isArray(json)) return {};
  const out: LocalDrafts = {};
  for (const [id, value] of Object.entries(json as Record<string, unknown>)) {
    const parsed = StoredDraftSchema.safeParse(value);
    if (parsed.success) out[id] = { payload: { ...emptyDraft, ...(parsed.data.payload as Partial<EditorDraft>) }, savedAt: parsed.data.savedAt };
  }
  return out;
}

/** The stored string with `draft` put (or replaced) under `localId`. */
export function putLocalDraft(raw: string | null, localId: string, draft: EditorDraft, now: number): string {
  return JSON.stringify({ ...parseLocalDrafts(raw), [localId]: { payload: draft, savedAt: now } });
}

/** The stored string without `localId`. */
export function removeLocalDraft(raw: string | null, localId: string): string {
  const { [localId]: _gone, ...rest } = parseLocalDrafts(raw);
  return JSON.stringify(rest);
}

/** The most recently stored draft, to offer it back when the dialog opens. */
export function latestLocalDraft(raw: string | null): { localId: string; draft: StoredDraft } | null {
  const entries = Object.entries(parseLocalDrafts(raw));
  if (entries.length === 0) return null;
  const [localId, draft] = entries.reduce((a, b) => (b[1].savedAt > a[1].savedAt ? b : a));
  return { localId, draft };
}
