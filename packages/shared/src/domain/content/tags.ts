import { itContent } from '../../i18n/it-content';

export const MAX_TAGS = 5;

/** Adds a tag (trimmed; duplicates ignored case-insensitively; at most 5). */
export function addTag(tags: readonly string[], input: string): { tags: string[]; error: string | null } {
  const tag = input.trim();
  if (!tag) return { tags: [...tags], error: null };
  if (tags.some((t) => t.toLocaleLowerCase('it') === tag.toLocaleLowerCase('it'))) return { tags: [...tags], error: null };
  if (tags.length >= MAX_TAGS) return { tags: [...tags], error: itContent.content.tagLimit };
  return { tags: [...tags, tag], error: null };
}

/** The stored form of a tag list: trimmed, non-empty, de-duplicated, at most 5 (extra ones dropped). */
export function normalizeTags(tags: readonly string[]): string[] {
  return tags.reduce<string[]>((acc, t) => addTag(acc, t).tags, []).slice(0, MAX_TAGS);
}
