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

  test('expat English: the relative and the first name after it', () => {
    expect(familyReferenceOf('and my son Luca, when is his appointment?')).toEqual({ relationships: ['figlio'], spoken: 'tuo figlio', nameWord: 'luca' });
    expect(familyReferenceOf('does my mum have a visit this week?')?.relationships).toEqual(['madre']);
    expect(familyReferenceOf('my daughter is asking when my appointment is')).toBeNull();
  });

  test('nothing for a question about oneself', () => {
    expect(familyReferenceOf('quando è la mia prossima visita?')).toBeNull();
  });

  test('a relative who asks, comes along or is only in the story is not whose visit it is', () => {
    expect(familyReferenceOf('mia mamma mi chiede quando ho il controllo al cuore, me lo ricordi?')).toBeNull();
    expect(familyReferenceOf('mia figlia mi ha prenotato la visita dal cardiologo ma non mi ha detto quando')).toBeNull();
    expect(familyReferenceOf('posso portare mia madre con me all appuntamento?')).toBeNull();
    expect(familyReferenceOf("dopo l'infarto di mio padre sono in ansia per il mio cuore, quand'è la mia visita?")).toBeNull();
    expect(familyReferenceOf("mio marito chiede se deve prendersi il giorno libero, quand'è che ho la visita?")).toBeNull();
    // …while the relative's own visit stays theirs, even beside a first person.
    expect(familyReferenceOf('ho dimenticato quando è la visita di mia figlia')?.relationships).toEqual(['figlia']);
    expect(familyReferenceOf('quando tocca a mio figlio Luca?')?.nameWord).toBe('luca');
  });

  test('the members meant: by first name when it matches, else by relationship', () => {
    expect(membersReferred({ relationships: ['figlia'], spoken: 'tua figlia', nameWord: 'anna' }, members).map((m) => m.nome)).toEqual(['Anna']);
    expect(membersReferred({ relationships: ['figlia'], spoken: 'tua figlia' }, members).map((m) => m.nome)).toEqual(['Marta', 'Anna']);
    expect(membersReferred({ relationships: ['madre'], spoken: 'tua madre' }, members)).toEqual([]);
  });

  test("a member named by first name alone, not a doctor of that name nor the asker's own visit", () => {
    const names = ['Luca', 'Anna'];
    expect(familyReferenceOf('Luca ha qualche visita prenotata?', names)).toEqual({ relationships: [], spoken: 'Luca', nameWord: 'luca' });
    expect(familyReferenceOf('e anna quando deve tornare dalla pediatra?', names)?.nameWord).toBe('anna');
    expect(familyReferenceOf('quando ho la visita col dottor Luca Romano?', names)).toBeNull();
    expect(familyReferenceOf('quando ho la visita? me lo chiede Luca', names)).toBeNull();
    expect(familyReferenceOf('quando e la visita di Luca?', names)?.nameWord).toBe('luca');
    expect(familyReferenceOf('Luca ha qualche visita prenotata?')).toBeNull();
  });

  test('a relative brought along to one\'s own visit is not whose visit it is', () => {
    expect(familyReferenceOf('alla mia visita posso portare anche mia sorella?')).toBeNull();
    expect(familyReferenceOf('mia madre ha avuto un ictus, ho paura. cosa prevede la visita che ho prenotato?')).toBeNull();
  });
});
