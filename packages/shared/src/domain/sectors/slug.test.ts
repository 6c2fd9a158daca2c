import { expect, test } from 'vitest';
import { SLUG_PATTERN, slugOf } from './slug';

test('slugOf makes readable ids: lower case, no accents, hyphens', () => {
  expect(slugOf('Medicina interna')).toBe('medicina-interna');
  expect(slugOf('  Ortopedia & Traumatologia ')).toBe('ortopedia-traumatologia');
  expect(slugOf('Psicologia dell’età evolutiva')).toBe('psicologia-dell-eta-evolutiva');
  expect(slugOf('ÀÉÎÕÜ çñ')).toBe('aeiou-cn');
  expect(slugOf('Pro 2027')).toBe('pro-2027');
  expect(slugOf('—!?')).toBe('');
  // Compatibility forms keep their letters (not 'sica', 'stra-e'); other scripts give no id.
  expect(slugOf('Medicina ﬁsica')).toBe('medicina-fisica');
  expect(slugOf('Fußpflege ＰＲＯ²')).toBe('fusspflege-pro2');
  expect(slugOf('Ωμέγα')).toBe('');
  expect(slugOf('a'.repeat(100))).toHaveLength(60);
  expect(slugOf(`${'a'.repeat(59)} b`)).toBe('a'.repeat(59));
  for (const name of ['Medicina interna', 'Pro 2027', 'x']) expect(SLUG_PATTERN.test(slugOf(name))).toBe(true);
});
