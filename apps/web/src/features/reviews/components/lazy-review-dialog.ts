import { type ComponentProps } from 'react';
import { lazyDialog } from '../../../components/ui/lazy-dialog';
import type ReviewDialog from './review-dialog';

/** The review dialog, loaded the first time it opens (its form, the star inputs and the moderation check stay out of the page). */
export const LazyReviewDialog = lazyDialog<ComponentProps<typeof ReviewDialog>>(() => import('./review-dialog'));
