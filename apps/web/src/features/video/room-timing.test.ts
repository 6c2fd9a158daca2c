import { describe, expect, test } from 'vitest';
import { nextRoomCheckIn, opensWhen } from './room-timing';

const window = { opensAt: '2026-12-03T09:15:00.000Z', closesAt: '2026-12-03T10:30:00.000Z' };

describe('nextRoomCheckIn', () => {
  test('a room not yet open is asked about again just after it opens, within five minutes', () => {
    expect(nextRoomCheckIn({ state: 'not_yet', ...window }, new Date('2026-12-03T09:13:00.000Z'))).toBe(121_000);
    expect(nextRoomCheckIn({ state: 'not_yet', ...window }, new Date('2026-12-02T09:13:00.000Z'))).toBe(300_000);
  });

  test('an open room is asked about again as it closes; a clock past the boundary waits a little, not zero', () => {
    expect(nextRoomCheckIn({ state: 'open', url: 'https://meet.example/x', ...window }, new Date('2026-12-03T10:29:00.000Z'))).toBe(61_000);
    expect(nextRoomCheckIn({ state: 'not_yet', ...window }, new Date('2026-12-03T09:20:00.000Z'))).toBe(5_000);
  });

  test('an ended or unavailable room is not asked about again', () => {
    expect(nextRoomCheckIn({ state: 'ended', ...window }, new Date('2026-12-03T11:00:00.000Z'))).toBe(false);
    expect(nextRoomCheckIn({ state: 'unavailable', ...window }, new Date('2026-12-03T09:00:00.000Z'))).toBe(false);
  });
});

describe('opensWhen', () => {
  test('says when the room opens in Rome time, as the reminders do', () => {
    const room = { state: 'not_yet' as const, ...window };
    expect(opensWhen(room, new Date('2026-12-03T08:00:00.000Z'))).toBe('tra 1 ora e 15 minuti, alle 10:15');
    expect(opensWhen(room, new Date('2026-12-02T18:00:00.000Z'))).toBe('domani alle 10:15');
    expect(opensWhen(room, new Date('2026-11-30T18:00:00.000Z'))).toBe('giovedì 3 dicembre alle 10:15');
  });
});
