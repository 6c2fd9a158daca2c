import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

test('GET /api/sectors lists only active sectors, ordered by name, with Italian descriptions', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/sectors' });
  expect(response.statusCode).toBe(200);
  const { sectors } = response.json<{ sectors: Array<{ id: string; name: string; description: string | null; active: boolean }> }>();
  const names = sectors.map((s) => s.name);
  expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'it')));
  expect(names).toEqual(expect.arrayContaining(['Cardiologia', 'Dermatologia', 'Medicina generale', 'Odontoiatria', 'Otorinolaringoiatria']));
  expect(sectors.length).toBeGreaterThanOrEqual(14);
  expect(sectors.every((s) => s.active && s.description)).toBe(true);
  expect(sectors.map((s) => s.id)).not.toContain('chirurgia-estetica');
});
