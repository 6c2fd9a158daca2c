import { z } from 'zod';

/**
 * A doctor's average (one decimal) and count of published reviews (issue 28); null below
 * REVIEWS_RATING_THRESHOLD ('Nuovo su Sanity'). Its own module: the directory's and the profile's
 * schemas carry it without loading the reviews' contract and catalogue.
 */
export const RatingSummarySchema = z.object({ average: z.number(), count: z.number().int() }).nullable();
export type RatingSummary = z.infer<typeof RatingSummarySchema>;
