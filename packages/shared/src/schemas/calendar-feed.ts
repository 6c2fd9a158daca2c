import { z } from 'zod';

/**
 * A doctor's ICS subscription feed (issue 10 item 7): `GET /api/calendar/feed` answers whether one
 * is active; `POST` makes a new secret URL (the old one stops working) and answers it once, since
 * only a hash of its secret is kept; `DELETE` revokes it.
 */
export const CalendarFeedStatusSchema = z.object({
  active: z.boolean(),
  /** When the current URL was made (ISO), null without a feed. */
  createdAt: z.string().nullable(),
});
export type CalendarFeedStatus = z.infer<typeof CalendarFeedStatusSchema>;

export const CalendarFeedUrlsSchema = z.object({
  /** https://…/calendar/feed/<secret>.ics */
  url: z.string(),
  /** The same with webcal://, which calendar apps open as a subscription. */
  webcalUrl: z.string(),
});
export type CalendarFeedUrls = z.infer<typeof CalendarFeedUrlsSchema>;
