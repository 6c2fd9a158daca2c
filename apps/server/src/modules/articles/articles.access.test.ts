import { describe, expect, test } from 'vitest';
import { canRead, viewerKeys } from './articles.access';

const author = { id: 'autore', keys: ['autore@esempio.it'] };
const reader = { id: 'lettore', keys: viewerKeys({ email: 'Lettore@Esempio.it', emailVerifiedAt: new Date('2026-01-01T00:00:00Z') }) };
const stranger = { id: 'altro', keys: ['altro@esempio.it'] };

describe('canRead', () => {
  test('drafts: the author only, not-found for everyone else', () => {
    const draft = { authorId: 'autore', status: 'draft' as const, isPublic: true, allowedKeys: [], authorActive: true };
    expect(canRead(author, draft)).toBe('ok');
    expect(canRead(stranger, draft)).toBe('not-found');
    expect(canRead(null, draft)).toBe('not-found');
  });
  test('published public: anyone', () => {
    const a = { authorId: 'autore', status: 'published' as const, isPublic: true, allowedKeys: [], authorActive: true };
    expect([canRead(null, a), canRead(stranger, a)]).toEqual(['ok', 'ok']);
  });
  test('published private: author and allowed keys; forbidden otherwise', () => {
    const a = { authorId: 'autore', status: 'published' as const, isPublic: false, allowedKeys: ['lettore@esempio.it', '+393475550101'], authorActive: true };
    expect(canRead(author, a)).toBe('ok');
    expect(canRead(reader, a)).toBe('ok');
    expect(canRead(stranger, a)).toBe('forbidden');
    expect(canRead(null, a)).toBe('forbidden');
  });
  test('an author disabled or erased: their content is gone for everyone else (ADR 0013)', () => {
    const a = { authorId: 'autore', status: 'published' as const, isPublic: true, allowedKeys: [], authorActive: false };
    expect([canRead(author, a), canRead(stranger, a), canRead(null, a)]).toEqual(['ok', 'not-found', 'not-found']);
  });
  test('viewer keys: the e-mail in lower case only; a self-declared phone never identifies a reader', () => {
    expect(reader.keys).toEqual(['lettore@esempio.it']);
    const phoneOnly = { authorId: 'autore', status: 'published' as const, isPublic: false, allowedKeys: ['+393475550101'], authorActive: true };
    expect(canRead(reader, phoneOnly)).toBe('forbidden');
  });
  test('an unverified e-mail is no key: anyone can register an address they do not own (ADR 0012)', () => {
    expect(viewerKeys({ email: 'lettore@esempio.it', emailVerifiedAt: null })).toEqual([]);
  });
});
