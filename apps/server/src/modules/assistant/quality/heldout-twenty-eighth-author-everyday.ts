import type { QualityCase } from './case';

// The twenty-eighth author's held-out part, second file (written next).
export const HELDOUT_TWENTY_EIGHTH_AUTHOR_EVERYDAY: QualityCase[] = [];
