import type { QualityCase } from './case';

/** The thirty-second author's held-out part, second file: the other categories (being written). */
export const HELDOUT_THIRTY_SECOND_AUTHOR_EVERYDAY: QualityCase[] = [];
