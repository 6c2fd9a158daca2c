import { expect, it } from 'vitest';
import { detectIntent } from './intents';
import type { EmergencyKind, Intent, IntentContext } from './types';

// The active sectors of the seed (apps/server/src/seed/reference-data.ts) and cities of the demo
// directory, plus a two-word city and a sector an admin might add.
export const ctx: IntentContext = {
  sectors: [
    { id: 'cardiologia', name: 'Cardiologia' },
    { id: 'dermatologia', name: 'Dermatologia' },
    { id: 'nutrizione', name: 'Nutrizione' },
    { id: 'psicologia', name: 'Psicologia' },
    { id: 'fisioterapia', name: 'Fisioterapia' },
    { id: 'pediatria', name: 'Pediatria' },
    { id: 'ginecologia', name: 'Ginecologia' },
    { id: 'ortopedia', name: 'Ortopedia' },
    { id: 'neurologia', name: 'Neurologia' },
    { id: 'oculistica', name: 'Oculistica' },
    { id: 'otorinolaringoiatria', name: 'Otorinolaringoiatria' },
    { id: 'endocrinologia', name: 'Endocrinologia' },
    { id: 'medicina-generale', name: 'Medicina generale' },
    { id: 'odontoiatria', name: 'Odontoiatria' },
    { id: 'allergologia-x', name: 'Allergologia' },
  ],
  cities: ['Milano', 'Torino', 'Roma', 'Monza', 'Bologna', 'Reggio Emilia'],
  surnames: ['Bianchi', 'Esposito', 'Conti', 'Gallo'],
};

export interface Expect {
  /** The first (best) sector. */
  sector?: string;
  city?: string;
  doctorName?: string;
  topic?: string;
  emergency?: EmergencyKind;
}


/** A message, the intent it must be read as, and what else must be read from it. */
export type IntentRow = [string, Intent, Expect?];

/** One test per row: the intent, and the sector, city, doctor, topic or emergency kind the row names. */
export function expectIntents(table: IntentRow[]): void {
  it.each(table)('%s → %s', (text, intent, expected = {}) => {
    const r = detectIntent(text, ctx);
    expect(r.intent).toBe(intent);
    if (expected.sector) expect(r.sectorIds[0]).toBe(expected.sector);
    if (expected.city) expect(r.city).toBe(expected.city);
    if (expected.doctorName) expect(r.doctorName).toBe(expected.doctorName);
    if (expected.topic !== undefined) expect(r.topic).toBe(expected.topic);
    if (expected.emergency) expect(r.emergency).toBe(expected.emergency);
  });
}
