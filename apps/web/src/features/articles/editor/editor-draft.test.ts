import { itContent } from '@sanity/shared/i18n/it-content';
import { describe, expect, it } from 'vitest';
import {
  canMove,
  type EditorDraft,
  editorReducer,
  emptyDraft,
  isNonDefault,
  isSaveable,
  newBlock,
  payloadBlocks,
  publishCandidate,
  toPayload,
  withAllowedUser,
  withTag,
} from './editor-draft';

const withBlocks = (...types: Parameters<typeof newBlock>[0][]): EditorDraft =>
  types.reduce((d, type, i) => editorReducer(d, { type: 'addBlock', block: newBlock(type, `b${i}`) }), emptyDraft);

describe('editorReducer: blocks', () => {
  it('adds blocks with the spec defaults (heading level 2, unordered list, left alignment)', () => {
    const d = withBlocks('paragraph', 'heading', 'list');
    expect(d.content.map((b) => b.type)).toEqual(['paragraph', 'heading', 'list']);
    expect(d.content[1]!.data).toEqual({ text: '', level: 2, alignment: 'left' });
    expect(d.content[2]!.data).toEqual({ listType: 'unordered', items: [] });
  });

  it('edits a block in place, leaving the others alone', () => {
    const d = editorReducer(withBlocks('paragraph', 'heading'), { type: 'updateBlock', id: 'b1', data: { text: 'Sezione', level: 3 } });
    expect(d.content[1]!.data).toEqual({ text: 'Sezione', level: 3, alignment: 'left' });
    expect(d.content[0]!.data).toEqual({ text: '', alignment: 'left' });
  });

  it('moves blocks up and down; moving past either end is disabled and a no-op', () => {
    const d = withBlocks('paragraph', 'heading', 'separator');
    expect(canMove(d.content, 'b0', -1)).toBe(false);
    expect(canMove(d.content, 'b2', 1)).toBe(false);
    expect(canMove(d.content, 'b1', -1)).toBe(true);
    expect(canMove(d.content, 'b1', 1)).toBe(true);
    expect(editorReducer(d, { type: 'moveBlock', id: 'b0', direction: -1 })).toBe(d);
    expect(editorReducer(d, { type: 'moveBlock', id: 'b2', direction: 1 })).toBe(d);
    const down = editorReducer(d, { type: 'moveBlock', id: 'b0', direction: 1 });
    expect(down.content.map((b) => b.id)).toEqual(['b1', 'b0', 'b2']);
    const up = editorReducer(d, { type: 'moveBlock', id: 'b2', direction: -1 });
    expect(up.content.map((b) => b.id)).toEqual(['b0', 'b2', 'b1']);
  });

  it('deletes a block', () => {
    const d = editorReducer(withBlocks('paragraph', 'heading'), { type: 'removeBlock', id: 'b0' });
    expect(d.content.map((b) => b.id)).toEqual(['b1']);
  });

  it('sends only complete blocks: media without a file, invalid links and embeds stay in the editor', () => {
    let d = withBlocks('image', 'link', 'embed', 'list', 'separator');
    expect(payloadBlocks(d.content).map((b) => b.type)).toEqual(['list', 'separator']);
    d = editorReducer(d, { type: 'updateBlock', id: 'b0', data: { url: '/media/users/u/articles/a/images/1_x.png' } });
    d = editorReducer(d, { type: 'updateBlock', id: 'b1', data: { url: 'example.com' } });
    d = editorReducer(d, { type: 'updateBlock', id: 'b2', data: { url: 'https://youtu.be/dQw4w9WgXcQ' } });
    d = editorReducer(d, { type: 'updateBlock', id: 'b3', data: { items: [' uno ', '', 'due'] } });
    const sent = payloadBlocks(d.content);
    expect(sent.map((b) => b.type)).toEqual(['image', 'link', 'embed', 'list', 'separator']);
    expect(sent[3]!.data).toEqual({ listType: 'unordered', items: ['uno', 'due'] });
  });
});

describe('tags and allowed users', () => {
  it('adds trimmed tags, ignores duplicates and stops at 5 with the spec message', () => {
    let d = emptyDraft;
    for (const tag of [' cuore ', 'Cuore', 'ansia', 'sonno', 'dieta', 'sport']) d = withTag(d, tag).draft;
    expect(d.tags).toEqual(['cuore', 'ansia', 'sonno', 'dieta', 'sport']);
    const sixth = withTag(d, 'stress');
    expect(sixth.error).toBe(itContent.content.tagLimit);
    expect(sixth.draft).toBe(d);
    expect(editorReducer(d, { type: 'removeTag', tag: 'ansia' }).tags).toEqual(['cuore', 'sonno', 'dieta', 'sport']);
  });

  it('adds valid allowed users only, trimmed and de-duplicated', () => {
    let d = withAllowedUser(emptyDraft, '  Mario@Example.it ');
    d = withAllowedUser(d, 'mario@example.it');
    d = withAllowedUser(d, 'non valido');
    d = withAllowedUser(d, '+39 333 123 4567');
    d = withAllowedUser(d, '+393331234567');
    expect(d.allowedUsers).toEqual(['mario@example.it', '+39 333 123 4567']);
    expect(editorReducer(d, { type: 'removeAllowedUser', value: 'mario@example.it' }).allowedUsers).toEqual(['+39 333 123 4567']);
  });
});

describe('confirm close, save and payload rules', () => {
  it('a new article is default; any change (title, block, switch, tag, category) is not', () => {
    expect(isNonDefault(emptyDraft)).toBe(false);
    expect(isNonDefault({ ...emptyDraft, draftId: 'x' })).toBe(false);
    expect(isNonDefault({ ...emptyDraft, title: 'Ciao' })).toBe(true);
    expect(isNonDefault(withBlocks('separator'))).toBe(true);
    expect(isNonDefault({ ...emptyDraft, isPublic: false })).toBe(true);
    expect(isNonDefault(withTag(emptyDraft, 'cuore').draft)).toBe(true);
    expect(isNonDefault(editorReducer(emptyDraft, { type: 'toggleCategory', id: 'cardiologia' }))).toBe(true);
    const toggledBack = editorReducer(editorReducer(emptyDraft, { type: 'toggleCategory', id: 'c' }), { type: 'toggleCategory', id: 'c' });
    expect(isNonDefault(toggledBack)).toBe(false);
  });

  it('a save is skipped with no title and no content', () => {
    expect(isSaveable(emptyDraft)).toBe(false);
    expect(isSaveable({ ...emptyDraft, title: '  ' })).toBe(false);
    expect(isSaveable({ ...emptyDraft, title: 'Titolo' })).toBe(true);
    expect(isSaveable(withBlocks('paragraph'))).toBe(true);
  });

  it('builds the payload: prices only when paid, allowed users only when private, the draft id when known', () => {
    const d: EditorDraft = { ...emptyDraft, draftId: 'd1', title: 'T', price: '9,90', salePrice: '5', saleEndDate: '2026-12-01T10:30', allowedUsers: ['a@b.it'] };
    expect(toPayload(d)).toMatchObject({ draftId: 'd1', price: null, salePrice: null, saleEndDate: null, allowedUsers: [] });
    const paid = toPayload({ ...d, isPaid: true, isPublic: false });
    expect(paid).toMatchObject({ price: 9.9, salePrice: 5, allowedUsers: ['a@b.it'], isPublic: false });
    expect(paid.saleEndDate).toBe(new Date('2026-12-01T10:30').toISOString());
    expect(toPayload(emptyDraft)).not.toHaveProperty('draftId');
  });

  it('feeds publishProblems with the numeric price', () => {
    expect(publishCandidate({ ...emptyDraft, isPaid: true, price: '' }).price).toBeNull();
    expect(publishCandidate({ ...emptyDraft, isPaid: true, price: '12.5' }).price).toBe(12.5);
  });
});
