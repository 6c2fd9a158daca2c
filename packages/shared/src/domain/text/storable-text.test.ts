import { describe, expect, it } from 'vitest';
import { isStorableText } from './storable-text';

describe('isStorableText', () => {
  it('accepts ordinary text, accents and characters outside the BMP', () => {
    expect(isStorableText('Niccolò Rossi')).toBe(true);
    expect(isStorableText('Visita 🩺 domani')).toBe(true);
    expect(isStorableText('')).toBe(true);
  });

  it('refuses NUL anywhere and lone surrogates', () => {
    expect(isStorableText('Mario\u0000Rossi')).toBe(false);
    expect(isStorableText('\u0000')).toBe(false);
    expect(isStorableText('a\uD800b')).toBe(false);
    expect(isStorableText('a\uDC00')).toBe(false);
    expect(isStorableText('🩺'.slice(0, 1))).toBe(false);
  });
});
