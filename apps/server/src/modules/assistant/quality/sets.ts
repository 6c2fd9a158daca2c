import type { QualityCase } from './case';
import { DEV_EMERGENCY_CASES } from './dev-emergencies';
import { DEV_EVERYDAY_CASES } from './dev-everyday';
import { DEV_REVIEWS_CASES } from './dev-reviews';
import { DEV_FAMILY_CASES } from './dev-family';
import { DEV_EIGHTH_HELDOUT_CASES } from './dev-eighth-heldout';
import { DEV_NINTH_HELDOUT_CASES } from './dev-ninth-heldout';
import { DEV_TENTH_HELDOUT_CASES } from './dev-tenth-heldout';
import { DEV_ELEVENTH_HELDOUT_CASES } from './dev-eleventh-heldout';
import { DEV_TWELFTH_HELDOUT_CASES } from './dev-twelfth-heldout';
import { DEV_THIRTEENTH_HELDOUT_CASES } from './dev-thirteenth-heldout';
import { DEV_FOURTEENTH_HELDOUT_CASES } from './dev-fourteenth-heldout';
import { DEV_SEVENTEENTH_HELDOUT_CASES } from './dev-seventeenth-heldout';
import { DEV_SIXTEENTH_HELDOUT_CASES } from './dev-sixteenth-heldout';
import { DEV_FIFTEENTH_HELDOUT_CASES } from './dev-fifteenth-heldout';
import { DEV_TWENTY_FOURTH_HELDOUT_CASES } from './dev-twenty-fourth-heldout';
import { DEV_TWENTY_THIRD_HELDOUT_CASES } from './dev-twenty-third-heldout';
import { DEV_TWENTY_SECOND_HELDOUT_CASES } from './dev-twenty-second-heldout';
import { DEV_TWENTY_FIRST_HELDOUT_CASES } from './dev-twenty-first-heldout';
import { DEV_TWENTIETH_HELDOUT_CASES } from './dev-twentieth-heldout';
import { DEV_NINETEENTH_HELDOUT_CASES } from './dev-nineteenth-heldout';
import { DEV_EIGHTEENTH_HELDOUT_CASES } from './dev-eighteenth-heldout';
import { DEV_FIFTH_AUTHOR_CASES } from './dev-fifth-author';
import { DEV_FIFTH_HELDOUT_CASES } from './dev-fifth-heldout';
import { DEV_FIRST_HELDOUT_CASES } from './dev-first-heldout';
import { DEV_FOURTH_AUTHOR_CASES } from './dev-fourth-author';
import { DEV_FOURTH_HELDOUT_CASES } from './dev-fourth-heldout';
import { DEV_SECOND_AUTHOR_CASES } from './dev-second-author';
import { DEV_SECOND_HELDOUT_CASES } from './dev-second-heldout';
import { DEV_SEVENTH_AUTHOR_CASES } from './dev-seventh-author';
import { DEV_SEVENTH_HELDOUT_CASES } from './dev-seventh-heldout';
import { DEV_SIXTH_AUTHOR_CASES } from './dev-sixth-author';
import { DEV_SIXTH_HELDOUT_CASES } from './dev-sixth-heldout';
import { DEV_TENTH_AUTHOR_CASES } from './dev-tenth-author';
import { DEV_THIRD_AUTHOR_CASES } from './dev-third-author';
import { DEV_THIRD_HELDOUT_CASES } from './dev-third-heldout';
import { DEV_VIDEO_VISIT_CASES } from './dev-video-visits';
import { HELDOUT_THIRTIETH_AUTHOR_CASES } from './heldout-thirtieth-author';
import { HELDOUT_THIRTY_FIRST_AUTHOR_CASES } from './heldout-thirty-first-author';
import { HELDOUT_THIRTY_SECOND_AUTHOR_CASES } from './heldout-thirty-second-author';
import { HELDOUT_THIRTY_THIRD_AUTHOR_CASES } from './heldout-thirty-third-author';
import { HELDOUT_THIRTY_FOURTH_AUTHOR_CASES } from './heldout-thirty-fourth-author';
import { QUALITY_CASES } from './issue-11-questions';

/**
 * The two parts of Igea's quality table (issue 22 "Measured"). The development part is what the
 * rules, the corpus and the answers are tuned on; quality.test.ts guards it. The held-out part was
 * written by a separate author who saw neither the rules, the corpus nor the development part, and
 * is only measured (npm run bench, which prints its misses only with BENCH_SHOW_HELDOUT=1): a
 * change made because a held-out question failed would make its figure meaningless. A held-out
 * part, once measured and reported, may be retired into the development part and replaced by a
 * new one from a new author (dev-first-heldout.ts was the first, dev-second-heldout.ts the second,
 * dev-third-heldout.ts the third, dev-fourth-heldout.ts the fourth: the ninth author's,
 * dev-fifth-heldout.ts the fifth: the eleventh author's, dev-sixth-heldout.ts the sixth: the twelfth
 * author's, retired in the eleventh tuning round, dev-seventh-heldout.ts the seventh: the thirteenth
 * author's, retired in the twelfth tuning round, dev-eighth-heldout.ts the eighth: the fourteenth
 * author's, retired in the thirteenth tuning round, dev-ninth-heldout.ts the ninth: the fifteenth author's,
 * retired in the fourteenth tuning round, dev-tenth-heldout.ts the tenth: the sixteenth author's, retired in
 * the fifteenth, dev-eleventh-heldout.ts and dev-twelfth-heldout.ts the eleventh and twelfth: the
 * seventeenth and eighteenth authors', retired in the sixteenth, dev-thirteenth-heldout.ts and
 * dev-fourteenth-heldout.ts: the nineteenth and twentieth authors', retired in the seventeenth; dev-fifteenth-,
 * dev-sixteenth- and dev-seventeenth-heldout.ts: the twenty-first to twenty-third authors', retired in the eighteenth;
 * dev-eighteenth-, dev-nineteenth- and dev-twentieth-heldout.ts: the twenty-fourth to twenty-sixth authors', retired
 * in the twenty-second; dev-twenty-first- to dev-twenty-fourth-heldout.ts: the twenty-seventh to twenty-ninth and
 * the thirty-fifth authors', retired in the twenty-third).
 * Development parts by new authors join it after being measured untouched (dev-tenth-author.ts,
 * the ninth session). DEVELOPMENT_PARTS names each table of the development part by its file, so
 * the bench can print the figures of each table and ask only some (BENCH_PARTS).
 */
export const DEVELOPMENT_PARTS: Readonly<Record<string, readonly QualityCase[]>> = {
  'issue-11-questions': QUALITY_CASES,
  'dev-emergencies': DEV_EMERGENCY_CASES,
  'dev-everyday': DEV_EVERYDAY_CASES,
  'dev-first-heldout': DEV_FIRST_HELDOUT_CASES,
  'dev-second-author': DEV_SECOND_AUTHOR_CASES,
  'dev-third-author': DEV_THIRD_AUTHOR_CASES,
  'dev-fourth-author': DEV_FOURTH_AUTHOR_CASES,
  'dev-fifth-author': DEV_FIFTH_AUTHOR_CASES,
  'dev-sixth-author': DEV_SIXTH_AUTHOR_CASES,
  'dev-second-heldout': DEV_SECOND_HELDOUT_CASES,
  'dev-seventh-author': DEV_SEVENTH_AUTHOR_CASES,
  'dev-third-heldout': DEV_THIRD_HELDOUT_CASES,
  'dev-tenth-author': DEV_TENTH_AUTHOR_CASES,
  'dev-fourth-heldout': DEV_FOURTH_HELDOUT_CASES,
  'dev-fifth-heldout': DEV_FIFTH_HELDOUT_CASES,
  'dev-sixth-heldout': DEV_SIXTH_HELDOUT_CASES,
  'dev-seventh-heldout': DEV_SEVENTH_HELDOUT_CASES,
  'dev-eighth-heldout': DEV_EIGHTH_HELDOUT_CASES,
  'dev-ninth-heldout': DEV_NINTH_HELDOUT_CASES,
  'dev-tenth-heldout': DEV_TENTH_HELDOUT_CASES,
  'dev-eleventh-heldout': DEV_ELEVENTH_HELDOUT_CASES,
  'dev-twelfth-heldout': DEV_TWELFTH_HELDOUT_CASES,
  'dev-thirteenth-heldout': DEV_THIRTEENTH_HELDOUT_CASES,
  'dev-fourteenth-heldout': DEV_FOURTEENTH_HELDOUT_CASES,
  'dev-fifteenth-heldout': DEV_FIFTEENTH_HELDOUT_CASES,
  'dev-sixteenth-heldout': DEV_SIXTEENTH_HELDOUT_CASES,
  'dev-seventeenth-heldout': DEV_SEVENTEENTH_HELDOUT_CASES,
  'dev-eighteenth-heldout': DEV_EIGHTEENTH_HELDOUT_CASES,
  'dev-nineteenth-heldout': DEV_NINETEENTH_HELDOUT_CASES,
  'dev-twentieth-heldout': DEV_TWENTIETH_HELDOUT_CASES,
  'dev-twenty-first-heldout': DEV_TWENTY_FIRST_HELDOUT_CASES,
  'dev-twenty-second-heldout': DEV_TWENTY_SECOND_HELDOUT_CASES,
  'dev-twenty-third-heldout': DEV_TWENTY_THIRD_HELDOUT_CASES,
  'dev-twenty-fourth-heldout': DEV_TWENTY_FOURTH_HELDOUT_CASES,
  'dev-reviews': DEV_REVIEWS_CASES,
  'dev-video-visits': DEV_VIDEO_VISIT_CASES,
  'dev-family': DEV_FAMILY_CASES,
};
export const DEVELOPMENT_SET: readonly QualityCase[] = Object.values(DEVELOPMENT_PARTS).flat();
/**
 * The held-out part by table (2026-11-28; no tuner has seen any): the thirtieth to thirty-fourth
 * authors', written apart from each other and from every tuner while the twenty-second round began,
 * measured untouched before it was merged (docs/benchmarks.md, "Igea's figures"). The bench prints each
 * table's figures beside the part's.
 */
export const HELDOUT_PARTS: Readonly<Record<string, readonly QualityCase[]>> = {
  'heldout-thirtieth-author': HELDOUT_THIRTIETH_AUTHOR_CASES,
  'heldout-thirty-first-author': HELDOUT_THIRTY_FIRST_AUTHOR_CASES,
  'heldout-thirty-second-author': HELDOUT_THIRTY_SECOND_AUTHOR_CASES,
  'heldout-thirty-third-author': HELDOUT_THIRTY_THIRD_AUTHOR_CASES,
  'heldout-thirty-fourth-author': HELDOUT_THIRTY_FOURTH_AUTHOR_CASES,
};
