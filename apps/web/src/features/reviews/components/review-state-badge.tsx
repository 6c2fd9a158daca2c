import { itReviews as r } from '@sanity/shared/i18n/it-reviews';
import { type MyReviewStatus } from '@sanity/shared/schemas/reviews';
import { Badge } from '../../../components/ui/badge';

const TONE = { pending: 'amber', published: 'success', rejected: 'neutral' } as const satisfies Record<MyReviewStatus, string>;

/** The writer's review state: 'In revisione', 'Pubblicata', 'Non pubblicata'. */
export function ReviewStateBadge({ status }: { status: MyReviewStatus }) {
  return <Badge tone={TONE[status]}>{r.statusLabels[status]}</Badge>;
}
