import type { QualityCase } from './case';
import { HELDOUT_THIRTY_THIRD_AUTHOR_EMERGENCIES } from './heldout-thirty-third-author-emergencies';
import { HELDOUT_THIRTY_THIRD_AUTHOR_EVERYDAY } from './heldout-thirty-third-author-everyday';

/**
 * The thirty-third author's HELD-OUT part of Igea's quality table, written 2026-11-28 independently of
 * the other authors, to be measured untouched (not wired into sets.ts by its author, who neither ran
 * Igea nor the bench on it). Header and summary: see below (completed with the second half).
 */
export const HELDOUT_THIRTY_THIRD_AUTHOR_CASES: QualityCase[] = [...HELDOUT_THIRTY_THIRD_AUTHOR_EMERGENCIES, ...HELDOUT_THIRTY_THIRD_AUTHOR_EVERYDAY];
