import { describe, expect, test } from 'vitest';
import { familyReferenceOf, membersReferred } from './family-reference';

const members = [
  { nome: 'Luca', relationship: 'figlio' as const },
  { nome: 'Marta', relationship: 'figlia' as const },
  { nome: 'Anna', relationship: 'figlia' as const },
];

describe('familyReferenceOf', () => {
  test('names the relative and the first name after it', () => {
    expect(familyReferenceOf('Quando è la visita di mia figlia?')).toEqual({ relationships: ['figlia'], spoken: 'tua figlia' });
    expect(familyReferenceOf('la prossima visita di mio figlio Luca')).toEqual({ relationships: ['figlio'], spoken: 'tuo figlio', nameWord: 'luca' });
    expect(familyReferenceOf('mia mamma ha appuntamenti?')?.relationships).toEqual(['madre']);
    expect(familyReferenceOf('mio figlio ha una visita domani?')?.nameWord).toBeUndefined();
  });

  test('nothing for a question about oneself', () => {
    expect(familyReferenceOf('quando è la mia prossima visita?')).toBeNull();
  });

  test('the members meant: by first name when it matches, else by relationship', () => {
    expect(membersReferred({ relationships: ['figlia'], spoken: 'tua figlia', nameWord: 'anna' }, members).map((m) => m.nome)).toEqual(['Anna']);
    expect(membersReferred({ relationships: ['figlia'], spoken: 'tua figlia' }, members).map((m) => m.nome)).toEqual(['Marta', 'Anna']);
    expect(membersReferred({ relationships: ['madre'], spoken: 'tua madre' }, members)).toEqual([]);
  });
});
