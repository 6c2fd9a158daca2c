import { type ArticleCard } from '@sanity/shared/schemas/articles';

/**
 * /materiali (content spec §2.5): favourites first (most recently marked first), then the assigned
 * items not already among them; one card per id. Split into articles and therapies.
 */
export function mergeMaterials<T extends Pick<ArticleCard, 'id' | 'isTherapy'>>(favorites: readonly T[], assigned: readonly T[]): { articles: T[]; therapies: T[] } {
  const seen = new Set<string>();
  const merged: T[] = [];
  for (const item of [...favorites, ...assigned]) {
    if (seen.has(item.id)) continue;
    seen.add(item.id);
    merged.push(item);
  }
  return { articles: merged.filter((a) => !a.isTherapy), therapies: merged.filter((a) => a.isTherapy) };
}
