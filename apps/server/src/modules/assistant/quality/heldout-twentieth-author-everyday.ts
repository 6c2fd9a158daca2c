import type { QualityCase } from './case';

export const HELDOUT_TWENTIETH_AUTHOR_EVERYDAY: QualityCase[] = [];
