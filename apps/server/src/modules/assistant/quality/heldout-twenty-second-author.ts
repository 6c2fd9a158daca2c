import type { QualityCase } from './case';
import { HELDOUT_TWENTY_SECOND_AUTHOR_EMERGENCIES } from './heldout-twenty-second-author-emergencies';

/** Work in progress: the header and the everyday part follow. */
export const HELDOUT_TWENTY_SECOND_AUTHOR_CASES: QualityCase[] = [...HELDOUT_TWENTY_SECOND_AUTHOR_EMERGENCIES];
