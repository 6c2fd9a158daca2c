import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { parseConfig } from '../../config';
import { createRunningTestClock } from '../../lib/clock';

describe('TEST_CLOCK_START: a test-only setting', () => {
  test('refused unless NODE_ENV=test, so that no production server moves its clock', () => {
    for (const NODE_ENV of ['production', 'development', undefined]) {
      expect(() => parseConfig({ TEST_CLOCK_START: '2026-12-01T07:00:00Z', ...(NODE_ENV ? { NODE_ENV } : {}) }), String(NODE_ENV)).toThrow(
        'TEST_CLOCK_START vale solo per i test: richiede NODE_ENV=test',
      );
    }
    expect(parseConfig({ NODE_ENV: 'test', TEST_CLOCK_START: '2026-12-01T08:00:00+01:00' }).TEST_CLOCK_START).toBe('2026-12-01T08:00:00+01:00');
    expect(parseConfig({ NODE_ENV: 'production' }).TEST_CLOCK_START).toBeUndefined();
    expect(() => parseConfig({ NODE_ENV: 'test', TEST_CLOCK_START: 'domani' })).toThrow('TEST_CLOCK_START="domani": deve essere una data e ora ISO 8601');
  });
});

describe('createRunningTestClock', () => {
  test('starts at the given instant, runs at the wall clock’s pace, jumps on set and advance', () => {
    let wall = Date.parse('2030-01-01T00:00:00Z');
    const clock = createRunningTestClock('2026-12-01T07:00:00Z', () => wall);
    expect(clock.now().toISOString()).toBe('2026-12-01T07:00:00.000Z');
    wall += 1_500;
    expect(clock.now().toISOString()).toBe('2026-12-01T07:00:01.500Z');
    clock.set('2026-12-01T09:00:00Z');
    wall += 1_000;
    expect(clock.now().toISOString()).toBe('2026-12-01T09:00:01.000Z');
    clock.advance(60_000);
    expect(clock.now().toISOString()).toBe('2026-12-01T09:01:01.000Z');
    expect(() => clock.set('mai')).toThrow('invalid test clock time');
  });
});

describe('/api/test/clock', () => {
  let withClock: TestApp;
  let without: TestApp;
  const clock = createRunningTestClock('2026-12-01T07:00:00Z');

  beforeAll(async () => {
    [withClock, without] = await Promise.all([createTestApp({ testClock: clock }), createTestApp()]);
  });
  afterAll(async () => {
    await Promise.all([withClock?.close(), without?.close()]);
  });

  test('exists only on a server given a test clock: the services read the clock it moves', async () => {
    const read = await withClock.app.inject({ method: 'GET', url: '/api/test/clock' });
    expect(read.statusCode).toBe(200);
    expect(Date.parse(read.json<{ now: string }>().now)).toBeGreaterThanOrEqual(Date.parse('2026-12-01T07:00:00Z'));
    expect(Date.parse(read.json<{ now: string }>().now)).toBeLessThan(Date.parse('2026-12-01T07:10:00Z'));

    const moved = await withClock.app.inject({ method: 'PUT', url: '/api/test/clock', payload: { at: '2026-12-02T10:00:00+01:00' } });
    expect(moved.statusCode).toBe(200);
    expect(moved.json<{ now: string }>().now.slice(0, 16)).toBe('2026-12-02T09:00');
    expect(withClock.app.services.clock.now().toISOString().slice(0, 16)).toBe('2026-12-02T09:00');

    const bad = await withClock.app.inject({ method: 'PUT', url: '/api/test/clock', payload: { at: 'domani' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ error: { message: string } }>().error.message).toContain('deve essere una data e ora ISO 8601');

    for (const method of ['GET', 'PUT'] as const) {
      const absent = await without.app.inject({ method, url: '/api/test/clock', payload: method === 'PUT' ? { at: '2026-12-02T10:00:00Z' } : undefined });
      expect(absent.statusCode, method).toBe(404);
    }
  });
});
