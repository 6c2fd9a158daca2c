import type { QualityCase } from './case';

/** The thirty-third author's held-out part, second half (being written). */
export const HELDOUT_THIRTY_THIRD_AUTHOR_EVERYDAY: QualityCase[] = [];
