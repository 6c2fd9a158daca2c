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

  it('adds nothing to a kind that already has its number, or to a message naming no other kind', () => {
    expect(alsoKindsOf('suicide', 'voglio farla finita stasera')).toEqual([]);
    expect(alsoKindsOf('cardiac', 'ho un dolore fortissimo al petto e sudo freddo')).toEqual([]);
    expect(emergencyAnswerText('cardiac', { message: 'dolore al petto' })).not.toContain('1522');
  });
});
