import { z } from 'zod';
import { id, instant, text } from './fields';
import { itCalendar } from '../i18n/it-calendar';

/**
 * A doctor's external calendar (issue 10): the connection card of settings, the CalDAV and Google
 * connect flows, the cached external events, the manual sync and the conflicts list.
 * See docs/api.md § Calendar and docs/decisions (calendar sync).
 */
const m = itCalendar;

export const CALENDAR_PROVIDERS = ['google', 'caldav'] as const;
export type CalendarProviderKind = (typeof CALENDAR_PROVIDERS)[number];

/** The longest window of `GET /api/calendar/events` and `POST /api/calendar/sync` (days). */
export const CALENDAR_MAX_WINDOW_DAYS = 62;

export const CalendarConnectionSchema = z.object({
  connected: z.boolean(),
  provider: z.enum(CALENDAR_PROVIDERS).nullable(),
  /** ISO instant of the last successful pull, null before the first one. */
  lastUpdate: z.string().nullable(),
  /** The provider refused the stored credentials: the doctor must connect again. */
  needsReauth: z.boolean(),
  /** Short Italian text when the last sync failed (calendar unreachable), else null. */
  problem: z.string().nullable(),
  calendarName: z.string().nullable(),
  /** Pushed events carry the service name in their title (opt-in; never intake answers). */
  detailedTitles: z.boolean(),
  /** The server has GOOGLE_CLIENT_ID/SECRET, so "Connect Google Calendar" can be offered. */
  googleAvailable: z.boolean(),
  /** Confirmed future bookings whose event was deleted in the external calendar. */
  conflicts: z.number().int().min(0),
});
export type CalendarConnection = z.infer<typeof CalendarConnectionSchema>;

export const GoogleAuthUrlSchema = z.object({ authUrl: z.string() });
export type GoogleAuthUrl = z.infer<typeof GoogleAuthUrlSchema>;

function parseUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

/**
 * An http(s) URL. Whether plain http is accepted is decided by the server, not here: only it knows
 * CALDAV_ALLOW_PRIVATE_NETWORKS and where the host resolves (http only to the clinic's own network
 * with the setting on; see apps/server/src/modules/calendar/caldav-target.ts). It answers 400 with
 * `serverUrlHttpsRequired` or `serverAddressRefused` on the field.
 */
function calDavUrl(message: string) {
  return text(message)
    .trim()
    .min(1, { message: m.serverUrlInvalid })
    .max(2000, { message })
    .refine((v) => {
      const url = parseUrl(v);
      return url !== null && (url.protocol === 'https:' || url.protocol === 'http:');
    }, { message });
}

export const CalDavConnectSchema = z.object({
  serverUrl: calDavUrl(m.serverUrlInvalid),
  username: text(m.usernameRequired).trim().min(1, { message: m.usernameRequired }).max(320, { message: m.usernameRequired }),
  // Not trimmed: a password may legitimately start or end with a space.
  password: text(m.passwordRequired).min(1, { message: m.passwordRequired }).max(1000, { message: m.passwordRequired }),
  /** A specific calendar collection; without it the first usable calendar of the account. */
  calendarUrl: z
    .union([z.literal('').transform(() => undefined), calDavUrl(m.calendarUrlInvalid)])
    .optional(),
});
export type CalDavConnect = z.infer<typeof CalDavConnectSchema>;
export type CalDavConnectInput = z.input<typeof CalDavConnectSchema>;

export const CalendarConnectionPatchSchema = z.object({
  detailedTitles: z.boolean().optional(),
});
export type CalendarConnectionPatch = z.infer<typeof CalendarConnectionPatchSchema>;

export const CalendarDisconnectedSchema = z.object({ disconnected: z.literal(true) });

/** A window of instants, `timeMin` < `timeMax`, at most CALENDAR_MAX_WINDOW_DAYS long. */
export const CalendarWindowSchema = z
  .object({ timeMin: instant(m.windowInvalid), timeMax: instant(m.windowInvalid) })
  .refine(
    (w) => {
      const span = Date.parse(w.timeMax) - Date.parse(w.timeMin);
      return span > 0 && span <= CALENDAR_MAX_WINDOW_DAYS * 24 * 60 * 60 * 1000;
    },
    { message: m.windowInvalid, path: ['timeMax'] },
  );
export type CalendarWindow = z.infer<typeof CalendarWindowSchema>;

/** A start or end as calendars give it: `dateTime` for timed events, `date` (YYYY-MM-DD) for all-day. */
const EventTimeSchema = z.object({
  dateTime: z.string().optional(),
  date: z.string().optional(),
});

/** The spec's External calendar event; all-day events have `date` fields with an exclusive end. */
export const ExternalCalendarEventSchema = z.object({
  id: z.string(),
  summary: z.string(),
  description: z.string(),
  start: EventTimeSchema,
  end: EventTimeSchema,
});
export type ExternalCalendarEvent = z.infer<typeof ExternalCalendarEventSchema>;

export const CalendarEventsSchema = z.object({
  connected: z.boolean(),
  events: z.array(ExternalCalendarEventSchema),
});
export type CalendarEvents = z.infer<typeof CalendarEventsSchema>;

export const CalendarSyncResultSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  errors: z.array(z.string()),
});
export type CalendarSyncResult = z.infer<typeof CalendarSyncResultSchema>;

export const CalendarConflictSchema = z.object({
  appointmentId: z.string(),
  /** The appointment's day (YYYY-MM-DD, practice time zone). */
  date: z.string(),
  /** 'HH:mm - HH:mm' */
  time: z.string(),
  patientName: z.string(),
  serviceName: z.string(),
});
export type CalendarConflict = z.infer<typeof CalendarConflictSchema>;

export const CalendarConflictsSchema = z.object({ conflicts: z.array(CalendarConflictSchema) });
export type CalendarConflicts = z.infer<typeof CalendarConflictsSchema>;

export const CONFLICT_ACTIONS = ['restore', 'cancel'] as const;
export const CalendarConflictActionSchema = z.object({
  action: z.enum(CONFLICT_ACTIONS, { message: m.conflictActionInvalid }),
});
export type CalendarConflictAction = z.infer<typeof CalendarConflictActionSchema>;

export const CalendarConflictParamsSchema = z.object({ appointmentId: id({ max: 100 }) });

export const CalendarConflictResolvedSchema = z.object({ resolved: z.literal(true) });
