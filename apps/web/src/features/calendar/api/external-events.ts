import { type CalendarSyncResult, CalendarEventsSchema, CalendarSyncResultSchema, type CalendarWindow } from '@sanity/shared/schemas/calendar';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { type ExternalCalendarItem, externalItems } from '../external-items';
import { calendarConnectionQueryOptions, calendarQueryKey } from './get-connection';

/** POST /api/calendar/sync: pulls the window from the doctor's calendar and waits (bounded) for it. */
export function syncCalendar(window: CalendarWindow) {
  return api.post('/api/calendar/sync', window, import.meta.env.DEV ? CalendarSyncResultSchema : undefined);
}

/** GET /api/calendar/events: the cached events of the doctor's calendar that are not app bookings. */
export function getCalendarEvents(window: CalendarWindow, signal?: AbortSignal) {
  const params = new URLSearchParams(window);
  return api.get(`/api/calendar/events?${params.toString()}`, import.meta.env.DEV ? CalendarEventsSchema : undefined, signal);
}

export interface ExternalEventsResult {
  connected: boolean;
  items: ExternalCalendarItem[];
  /** The sync's answer, null when not connected or when the calls failed. */
  sync: CalendarSyncResult | null;
  /** A call failed: logged, and the list is empty (spec §8). */
  failed: boolean;
}

const EMPTY: ExternalEventsResult = { connected: false, items: [], sync: null, failed: false };

/**
 * Spec §4: on the appointments view the connection is checked first; when connected the window is
 * synchronised from the calendar into the app, then its events are fetched and mapped to one entry
 * per day ('Evento esterno'). Spec §8: calendar failures are logged and give an empty list, so the
 * app's own appointments always show. A sync that did not finish in time still lets the events
 * cached so far be read.
 */
export async function loadExternalEvents(queryClient: QueryClient, window: CalendarWindow, signal?: AbortSignal): Promise<ExternalEventsResult> {
  try {
    const connection = await queryClient.fetchQuery({ ...calendarConnectionQueryOptions(), staleTime: 0 });
    if (!connection.connected) return EMPTY;
    let sync: CalendarSyncResult | null = null;
    try {
      sync = await syncCalendar(window);
    } catch (error) {
      console.warn('Sincronizzazione del calendario non riuscita', error);
    }
    const res = await getCalendarEvents(window, signal);
    const items = res.connected ? externalItems(res.events, { from: new Date(window.timeMin), to: new Date(window.timeMax) }) : [];
    return { connected: res.connected, items, sync, failed: sync === null };
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    console.warn('Eventi del calendario non disponibili', error);
    return { ...EMPTY, failed: true };
  }
}

/** The external events of a window of the doctor's /appuntamenti (one month). */
export const externalEventsQueryOptions = (queryClient: QueryClient, timeMin: string, timeMax: string) =>
  queryOptions({
    queryKey: [...calendarQueryKey, 'events', timeMin, timeMax],
    queryFn: ({ signal }) => loadExternalEvents(queryClient, { timeMin, timeMax }, signal),
  });
