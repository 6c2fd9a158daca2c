import { describe, expect, it } from 'vitest';
import { dialogOfLink, STEP_LINKS } from './settings-links';

describe('settings links', () => {
  it('opens the dialog a known word names, nothing otherwise', () => {
    expect(dialogOfLink('servizi')).toBe('services');
    expect(dialogOfLink('orari')).toBe('hours');
    expect(dialogOfLink('campi')).toBe('fields');
    expect(dialogOfLink('toString')).toBeNull();
    expect(dialogOfLink('')).toBeNull();
    expect(dialogOfLink(null)).toBeNull();
  });
  it('every step links to where it is done', () => {
    expect(STEP_LINKS.services).toBe('/settings?apri=servizi');
    expect(STEP_LINKS.hours).toBe('/settings?apri=orari');
    expect(STEP_LINKS.address).toBe('/settings#indirizzo-studio');
    expect(STEP_LINKS.calendar).toBe('/settings#calendario');
  });
});
