import type { QualityCase } from './case';
import { HELDOUT_TWENTY_SIXTH_AUTHOR_EMERGENCIES } from './heldout-twenty-sixth-author-emergencies';

/**
 * The twenty-sixth author's held-out part of Igea's quality table, 2026-11-28 (work in progress: the
 * everyday part follows). Not run against Igea, nor through the bench, by its author.
 */
export const HELDOUT_TWENTY_SIXTH_AUTHOR_CASES: QualityCase[] = [...HELDOUT_TWENTY_SIXTH_AUTHOR_EMERGENCIES];
