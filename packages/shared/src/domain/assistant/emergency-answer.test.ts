import { describe, expect, it } from 'vitest';
import { alsoKindsOf, emergencyAnswerText } from './emergency-answer';

describe('the emergency answer names every number the message calls for', () => {
  it('cuts made on purpose get Telefono Amico beside the bleeding advice', () => {
    expect(alsoKindsOf('bleeding', 'mi sono tagliata le braccia di nuovo e il sangue non si ferma')).toEqual(['suicide']);
    expect(emergencyAnswerText('bleeding', { message: 'i cut myself and it keeps bleeding' })).toContain('Telefono Amico');
  });

  it('pills swallowed before a collapse get the poison centre', () => {
    const text = emergencyAnswerText('unconscious', { message: 'mio fratello ha preso tutte le pastiglie della mamma e ora non risponde' });
    expect(text).toContain('112');
    expect(text).toContain('Antiveleni');
  });

  it('a beating that left a wound gets 1522', () => {
    expect(emergencyAnswerText('bleeding', { message: 'mio marito mi ha picchiata e perdo sangue dal naso' })).toContain('1522');
  });

  it('one hint of a crisis, a substance named before its swallowing, or a push or a threat are enough beside another kind', () => {
    for (const message of ['è caduto dal balcone, prima aveva scritto una lettera per ognuno di noi', 'sono sul parapetto e mi gira la testa', 'è a terra e non risponde, a nessuno importava di lui diceva']) {
      expect(alsoKindsOf('unconscious', message), message).toContain('suicide');
    }
    expect(alsoKindsOf('unconscious', 'le pastiglie della nonna, il bimbo ne ha mangiate due e ora non si sveglia')).toContain('poisoning');
    expect(alsoKindsOf('breathing', 'il piccolo ha messo in bocca una capsula di detersivo e ora tossisce')).toContain('poisoning');
    expect(alsoKindsOf('unconscious', 'il liquido della sigaretta elettronica, il bimbo l ha bevuto e ora è molle')).toContain('poisoning');
    expect(alsoKindsOf('general', 'mio padre è ubriaco e urla, ha un coltello in mano')).toContain('violence');
    expect(alsoKindsOf('stroke', 'mio marito mi ha spinto giù dalle scale e non sento la gamba')).toContain('violence');
    expect(alsoKindsOf('bleeding', 'il mio ex mi minaccia e mi ha tagliato il braccio')).toContain('violence');
    // Hopelessness alone is any distress's ("non ce la faccio più"), and a weight on the chest is the heart's.
    expect(alsoKindsOf('breathing', 'non ce la faccio più a respirare')).toEqual([]);
    expect(alsoKindsOf('cardiac', 'ho un peso sul petto e sudo freddo')).toEqual([]);
  });

  it('adds nothing to a kind that already has its number, or to a message naming no other kind', () => {
    expect(alsoKindsOf('suicide', 'voglio farla finita stasera')).toEqual([]);
    expect(alsoKindsOf('cardiac', 'ho un dolore fortissimo al petto e sudo freddo')).toEqual([]);
    expect(emergencyAnswerText('cardiac', { message: 'dolore al petto' })).not.toContain('1522');
  });
});
