import { describe, expect, it } from 'vitest';
import { emptyDraft } from './editor-draft';
import { LOCAL_DRAFTS_KEY, latestLocalDraft, parseLocalDrafts, putLocalDraft, removeLocalDraft } from './local-drafts';

const draft = { ...emptyDraft, title: 'Bozza', tags: ['cuore'] };

describe('localStorage fallback (article_drafts)', () => {
  it('uses the spec key', () => {
    expect(LOCAL_DRAFTS_KEY).toBe('article_drafts');
  });

  it('stores an object keyed by local id with the payload and a timestamp', () => {
    const raw = putLocalDraft(null, 'local-1', draft, 1000);
    expect(JSON.parse(raw)).toEqual({ 'local-1': { payload: draft, savedAt: 1000 } });
    expect(parseLocalDrafts(raw)).toEqual({ 'local-1': { payload: draft, savedAt: 1000 } });
  });

  it('replaces the same local id and keeps others', () => {
    let raw = putLocalDraft(null, 'a', draft, 1);
    raw = putLocalDraft(raw, 'b', { ...draft, title: 'Altra' }, 2);
    raw = putLocalDraft(raw, 'a', { ...draft, title: 'Nuova' }, 3);
    const stored = parseLocalDrafts(raw);
    expect(Object.keys(stored)).toEqual(['a', 'b']);
    expect(stored.a!.payload.title).toBe('Nuova');
    expect(latestLocalDraft(raw)?.localId).toBe('a');
    expect(Object.keys(parseLocalDrafts(removeLocalDraft(raw, 'a')))).toEqual(['b']);
  });

  it('treats unreadable storage as empty and fills missing fields with the defaults', () => {
    expect(parseLocalDrafts('not json')).toEqual({});
    expect(parseLocalDrafts('[1,2]')).toEqual({});
    expect(parseLocalDrafts(JSON.stringify({ x: { payload: 'bad', savedAt: 1 }, y: { payload: { title: 'Solo titolo' }, savedAt: 5 } }))).toEqual({
      y: { payload: { ...emptyDraft, title: 'Solo titolo' }, savedAt: 5 },
    });
    expect(latestLocalDraft(null)).toBeNull();
  });
});
