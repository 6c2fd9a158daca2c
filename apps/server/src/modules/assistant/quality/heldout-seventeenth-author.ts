import type { QualityCase } from './case';
import { HELDOUT_SEVENTEENTH_AUTHOR_EMERGENCIES } from './heldout-seventeenth-author-emergencies';

/**
 * The seventeenth author's held-out part of Igea's quality table, 2026-11-28 (work in progress: the
 * everyday part follows). Not run against Igea by its author; not wired into sets.ts.
 */
export const HELDOUT_SEVENTEENTH_AUTHOR_CASES: QualityCase[] = [...HELDOUT_SEVENTEENTH_AUTHOR_EMERGENCIES];
