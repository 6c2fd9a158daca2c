import { itContent } from '../../i18n/it-content';

/** What publishing needs (content spec §5); the same checks run in the dialog and on the server. */
export interface PublishCandidate {
  title: string;
  content: readonly unknown[] | string;
  featuredImage: string | null;
  selectedCategories: readonly string[];
  isPaid: boolean;
  price: number | null;
}

/** The messages that stop publishing, in the spec's order; empty when it may be published. */
export function publishProblems(a: PublishCandidate): string[] {
  const m = itContent.content;
  const problems: string[] = [];
  if (!a.title.trim()) problems.push(m.titleRequired);
  const hasContent = typeof a.content === 'string' ? a.content.trim() !== '' : a.content.length > 0;
  if (!hasContent) problems.push(m.contentRequired);
  if (!a.featuredImage) problems.push(m.featuredImageRequired);
  if (a.selectedCategories.length === 0) problems.push(m.categoryRequired);
  if (a.isPaid && (a.price === null || !(a.price > 0))) problems.push(m.priceRequired);
  return problems;
}
