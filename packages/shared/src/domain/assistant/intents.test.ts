import { describe, expect, it } from 'vitest';
import { detectIntent } from './intents';
import { ctx } from './intents.test-support';

// detectIntent beyond the intent of one message (the tables by intent are intents-*.test.ts).
describe('detectIntent', () => {
  it('names no city, doctor or sector that the message does not name', () => {
    const r = detectIntent('come cambio la password?', ctx);
    expect(r).toEqual({ intent: 'settings', sectorIds: [], topic: 'cambio password' });
  });

  it('ignores sectors the platform does not offer (inactive ones are not in the context)', () => {
    const r = detectIntent('cerco un dermatologo', { sectors: [{ id: 'cardiologia', name: 'Cardiologia' }], cities: [] });
    expect(r.sectorIds).toEqual([]);
  });
});
