import type { QualityCase } from './case';

/** The twenty-ninth author's held-out part, second half (see heldout-twenty-ninth-author.ts). */
export const HELDOUT_TWENTY_NINTH_AUTHOR_EVERYDAY: QualityCase[] = [];
