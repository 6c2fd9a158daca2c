import { DEFAULT_APPOINTMENT_TYPE, EXTERNAL_EVENT_CATEGORY } from '../appointments/map-appointment';
import { APPOINTMENT_ID_LABEL, BOOKING_MARKER, PATIENT_ID_LABEL } from './booking-description';

/** The type an event gets when its category is 'Check' or 'Controllo' (spec §9). */
export const CHECK_TYPE = 'Check';

/** What the rules read from an event of the doctor's calendar. */
export interface RemoteEventText {
  summary: string;
  description: string;
  /** The event's CATEGORIES, when the provider gives them (CalDAV); Google events have none. */
  categories?: readonly string[];
}

/** An event the app pushed for a booking: the pull links it to its appointment. */
export interface RemoteBooking {
  kind: 'booking';
  /** From the 'ID Paziente:' line; null when the line is missing or empty (e.g. the e-mailed invitation). */
  patientId: string | null;
  /** From our 'ID Appuntamento:' line, when present. */
  appointmentId: string | null;
  /** 'Check' for a Check/Controllo category, else 'Appuntamento'. */
  type: string;
  category: typeof DEFAULT_APPOINTMENT_TYPE;
}

/** Any other event of the calendar: shown to the doctor as 'Evento esterno', and busy time. */
export interface RemoteExternalEvent {
  kind: 'external';
  /** 'Check' for a Check/Controllo category, else the event's summary, else 'Evento esterno'. */
  type: string;
  category: typeof EXTERNAL_EVENT_CATEGORY;
}

export type ParsedRemoteEvent = RemoteBooking | RemoteExternalEvent;

/**
 * Spec §9 on one event of the doctor's calendar: an app booking iff its description contains the
 * marker sentence, its patient id on the 'ID Paziente:' line; every other event is an 'Evento
 * esterno'. Descriptions are read as plain text: Google Calendar's editor may have turned ours into
 * HTML (`<br>`, `&nbsp;`), and lines may end in CRLF.
 *
 * The category (spec: "the category 'Check' or 'Controllo' gives type Check") is read from, in
 * order, the event's CATEGORIES, a 'Categoria:' line of the description, and otherwise its title:
 * Google events carry no category, so a doctor marks a check-up by naming it ('Controllo
 * pressione', 'Check-up'). The words are compared whole, ignoring case and accents.
 */
export function parseRemoteEvent(event: RemoteEventText): ParsedRemoteEvent {
  const description = plainText(event.description);
  const isCheck = categoryTexts(event, description).some(namesCheck);
  if (flatten(description).includes(BOOKING_MARKER)) {
    return {
      kind: 'booking',
      patientId: labelledValue(description, PATIENT_ID_LABEL),
      appointmentId: labelledValue(description, APPOINTMENT_ID_LABEL),
      type: isCheck ? CHECK_TYPE : DEFAULT_APPOINTMENT_TYPE,
      category: DEFAULT_APPOINTMENT_TYPE,
    };
  }
  const summary = event.summary.trim();
  return { kind: 'external', type: isCheck ? CHECK_TYPE : summary || EXTERNAL_EVENT_CATEGORY, category: EXTERNAL_EVENT_CATEGORY };
}

const CATEGORY_LINE = /^\s*categoria\s*:\s*(.+?)\s*$/im;

/** Where the event's category may be written, most explicit first; the title only when nothing else says. */
function categoryTexts(event: RemoteEventText, description: string): string[] {
  const explicit = (event.categories ?? []).flatMap((c) => c.split(','));
  const line = CATEGORY_LINE.exec(description)?.[1];
  if (line) explicit.push(line);
  return explicit.some((c) => c.trim() !== '') ? explicit : [event.summary];
}

/** Whether a text has the word 'Check' or 'Controllo' ('Check-up', 'controllo annuale'; not 'Checklist'). */
function namesCheck(text: string): boolean {
  const words = text.normalize('NFD').replace(/\p{Mn}/gu, '').toLowerCase().split(/[^\p{L}\p{N}]+/u);
  return words.includes('check') || words.includes('controllo');
}

/** The first token after `label` at the start of a line (the ids hold no spaces), or null. */
function labelledValue(description: string, label: string): string | null {
  for (const line of description.split('\n')) {
    const trimmed = line.trim();
    if (!trimmed.startsWith(label)) continue;
    const value = trimmed.slice(label.length).trim().split(/\s+/)[0] ?? '';
    return value === '' ? null : value.slice(0, 120);
  }
  return null;
}

const ENTITIES: Record<string, string> = { nbsp: ' ', amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", '#39': "'" };

/** The description as plain text lines: HTML line breaks become newlines, other tags go, entities are decoded. */
function plainText(description: string): string {
  return description
    .replace(/\r\n?/g, '\n')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|li)>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(nbsp|amp|lt|gt|quot|apos|#39);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\u00a0/g, ' ');
}

/** Whitespace collapsed, so a marker the calendar wrapped or double-spaced is still found. */
function flatten(text: string): string {
  return text.replace(/\s+/g, ' ');
}
