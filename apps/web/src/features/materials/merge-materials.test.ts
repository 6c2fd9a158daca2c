import { describe, expect, it } from 'vitest';
import { mergeMaterials } from './merge-materials';

const card = (id: string, isTherapy = false) => ({ id, isTherapy });

describe('mergeMaterials', () => {
  it('puts favourites first, then assigned items, one card per id, split by kind', () => {
    const { articles, therapies } = mergeMaterials([card('a1'), card('t1', true)], [card('t1', true), card('t2', true), card('a1'), card('a2')]);
    expect(articles.map((a) => a.id)).toEqual(['a1', 'a2']);
    expect(therapies.map((a) => a.id)).toEqual(['t1', 't2']);
  });

  it('handles empty lists', () => {
    expect(mergeMaterials([], [])).toEqual({ articles: [], therapies: [] });
  });
});
