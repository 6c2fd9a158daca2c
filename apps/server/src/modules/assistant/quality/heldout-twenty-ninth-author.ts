import type { QualityCase } from './case';
import { HELDOUT_TWENTY_NINTH_AUTHOR_EMERGENCIES } from './heldout-twenty-ninth-author-emergencies';
import { HELDOUT_TWENTY_NINTH_AUTHOR_EVERYDAY } from './heldout-twenty-ninth-author-everyday';

/**
 * The twenty-ninth author's held-out part of Igea's quality table, 2026-11-28 (work in progress).
 */
export const HELDOUT_TWENTY_NINTH_AUTHOR_CASES: QualityCase[] = [...HELDOUT_TWENTY_NINTH_AUTHOR_EMERGENCIES, ...HELDOUT_TWENTY_NINTH_AUTHOR_EVERYDAY];
