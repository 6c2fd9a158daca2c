import { describe, expect, it } from 'vitest';
import { isEnglish } from './language';

describe('isEnglish', () => {
  it.each(['help my dad collapsed and is not breathing', 'my husband has chest pain', 'I want to kill myself'])('English: %s', (text) => {
    expect(isEnglish(text)).toBe(true);
  });
  it.each(['mio padre non respira', 'ho un forte dolore al petto', 'help', 'ho letto the new york times', 'la mia app non va, help'])('not English: %s', (text) => {
    expect(isEnglish(text)).toBe(false);
  });
});
