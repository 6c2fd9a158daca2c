import { describe, expect, test } from 'vitest';
import { type ExternalCalendarEvent } from '@sanity/shared/schemas/calendar';
import { externalItems } from './external-items';

const event = (over: Partial<ExternalCalendarEvent> & Pick<ExternalCalendarEvent, 'start' | 'end'>): ExternalCalendarEvent => ({
  id: 'ev1',
  summary: 'Congresso',
  description: '',
  ...over,
});

// December 2026 in Rome (UTC+1): [2026-11-30T23:00Z, 2026-12-31T23:00Z).
const december = { from: new Date('2026-11-30T23:00:00Z'), to: new Date('2026-12-31T23:00:00Z') };

describe('externalItems', () => {
  test('a timed event is one entry of category Evento esterno with its Rome times', () => {
    const [item, ...rest] = externalItems([event({ start: { dateTime: '2026-12-03T09:30:00Z' }, end: { dateTime: '2026-12-03T11:00:00Z' } })], december);
    expect(rest).toEqual([]);
    expect(item).toMatchObject({
      id: 'esterno:ev1:2026-12-03',
      eventId: 'ev1',
      type: 'Congresso',
      category: 'Evento esterno',
      time: '10:30 - 12:00',
      status: 'confirmed',
      isActive: true,
      allDay: false,
      patientId: null,
    });
    expect(item?.date.toISOString()).toBe('2026-12-03T09:30:00.000Z');
  });

  test('without a summary the title is Evento esterno', () => {
    const [item] = externalItems([event({ summary: '  ', start: { dateTime: '2026-12-03T09:00:00Z' }, end: { dateTime: '2026-12-03T10:00:00Z' } })], december);
    expect(item?.type).toBe('Evento esterno');
  });

  test('an event crossing midnight becomes one entry per day (spec §9)', () => {
    const items = externalItems([event({ start: { dateTime: '2026-12-04T21:00:00Z' }, end: { dateTime: '2026-12-05T05:00:00Z' } })], december);
    expect(items.map((i) => [i.id, i.time, i.allDay])).toEqual([
      ['esterno:ev1:2026-12-04', '22:00 - 00:00', false],
      ['esterno:ev1:2026-12-05', '00:00 - 06:00', false],
    ]);
  });

  test('a middle day of a long timed event counts as the whole day', () => {
    const items = externalItems([event({ start: { dateTime: '2026-12-10T15:00:00Z' }, end: { dateTime: '2026-12-12T10:00:00Z' } })], december);
    expect(items.map((i) => [i.date.toISOString(), i.time, i.allDay])).toEqual([
      ['2026-12-10T15:00:00.000Z', '16:00 - 00:00', false],
      ['2026-12-10T23:00:00.000Z', 'Tutto il giorno', true],
      ['2026-12-11T23:00:00.000Z', '00:00 - 11:00', false],
    ]);
  });

  test('an all-day event ends the day before its exclusive end date', () => {
    const items = externalItems([event({ start: { date: '2026-12-08' }, end: { date: '2026-12-10' } })], december);
    expect(items.map((i) => [i.id, i.time, i.allDay, i.date.toISOString(), i.end.toISOString()])).toEqual([
      ['esterno:ev1:2026-12-08', 'Tutto il giorno', true, '2026-12-07T23:00:00.000Z', '2026-12-08T23:00:00.000Z'],
      ['esterno:ev1:2026-12-09', 'Tutto il giorno', true, '2026-12-08T23:00:00.000Z', '2026-12-09T23:00:00.000Z'],
    ]);
  });

  test('a one-day all-day event covers that day only, also when the end equals the start', () => {
    expect(externalItems([event({ start: { date: '2026-12-08' }, end: { date: '2026-12-09' } })], december).map((i) => i.id)).toEqual(['esterno:ev1:2026-12-08']);
    expect(externalItems([event({ start: { date: '2026-12-08' }, end: { date: '2026-12-08' } })], december).map((i) => i.id)).toEqual(['esterno:ev1:2026-12-08']);
  });

  test('an all-day event on the DST change day lasts 23 hours', () => {
    const march = { from: new Date('2027-02-28T23:00:00Z'), to: new Date('2027-03-31T22:00:00Z') };
    const [item] = externalItems([event({ start: { date: '2027-03-28' }, end: { date: '2027-03-29' } })], march);
    expect(item?.date.toISOString()).toBe('2027-03-27T23:00:00.000Z');
    expect(item?.end.toISOString()).toBe('2027-03-28T22:00:00.000Z');
    expect(item?.allDay).toBe(true);
  });

  test('only the days inside the window are kept', () => {
    const items = externalItems([event({ start: { date: '2026-11-20' }, end: { date: '2027-01-10' } })], december);
    expect(items).toHaveLength(31);
    expect(items[0]?.id).toBe('esterno:ev1:2026-12-01');
    expect(items.at(-1)?.id).toBe('esterno:ev1:2026-12-31');
    expect(externalItems([event({ start: { dateTime: '2027-01-05T10:00:00Z' }, end: { dateTime: '2027-01-05T11:00:00Z' } })], december)).toEqual([]);
  });

  test('a missing or earlier end is the start plus 1 hour; an unreadable start is left out', () => {
    const [noEnd] = externalItems([event({ start: { dateTime: '2026-12-03T09:00:00Z' }, end: {} })], december);
    expect(noEnd?.time).toBe('10:00 - 11:00');
    const [backwards] = externalItems([event({ start: { dateTime: '2026-12-03T09:00:00Z' }, end: { dateTime: '2026-12-03T08:00:00Z' } })], december);
    expect(backwards?.time).toBe('10:00 - 11:00');
    expect(externalItems([event({ start: { dateTime: 'domani' }, end: {} }), event({ start: { date: '2026-02-30' }, end: {} })], december)).toEqual([]);
  });

  test('HTML descriptions become plain text notes; entries are sorted by start', () => {
    const items = externalItems(
      [
        event({ id: 'b', description: 'Sala 2<br>Portare&nbsp;badge &amp; slide', start: { dateTime: '2026-12-03T15:00:00Z' }, end: { dateTime: '2026-12-03T16:00:00Z' } }),
        event({ id: 'a', start: { dateTime: '2026-12-03T08:00:00Z' }, end: { dateTime: '2026-12-03T09:00:00Z' } }),
      ],
      december,
    );
    expect(items.map((i) => i.eventId)).toEqual(['a', 'b']);
    expect(items[1]?.notes).toBe('Sala 2\nPortare badge & slide');
  });
});
