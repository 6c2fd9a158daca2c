import { describe, expect, it } from 'vitest';
import { standardFormsOf } from './learner-forms';

describe('standardFormsOf: learners’ Italian and the dialects’ question words in the standard form', () => {
  it.each([
    ['io avere visita quando', 'io ho visita quando'],
    ['io volere prenotare dottore cuore', 'io voglio prenotare dottore cuore'],
    ['tu sapere quando mio appuntamento', 'tu sai quando mio appuntamento'],
    ['io prenotare visita pelle', 'io prenoto visita pelle'],
    ['mio figlio luca avere visita quando', 'mio figlio luca ha visita quando'],
    ['avere visita domani', 'ho visita domani'],
    ['a pediatra ferrari unni e', 'a pediatra ferrari dove e'],
    ['lo studio addo sta', 'lo studio dove sta'],
    ['quantu custa a visita', 'quanto costa a visita'],
    ['io non potere venire domani', 'io non posso venire domani'],
    ['quanto costare visita pelle', 'quanto costa visita pelle'],
    ['dove essere studio di dottore bianchi', 'dove e studio di dottore bianchi'],
    // The central dialects (sixteenth round): Tuscan and Roman question words and possessives.
    ['la mi visita icche giorno l e', 'la mia visita che giorno e'],
    ['quanno tocca a me dar cardiologo', 'quando tocca a me dar cardiologo'],
    ['mi nonna c ha er pacemaker', 'mia nonna ha il pacemaker'],
    ['il controllo der cuore', 'il controllo del cuore'],
  ])('%s → %s', (typed, standard) => expect(standardFormsOf(typed)).toBe(standard));

  it.each(['mio figlio potrebbe avere un allergia al latte', 'io capire poco', 'vorrei avere un appuntamento', 'unni ci sono i medici', 'mi fa male la testa'])('left as it is: %s', (typed) => {
    expect(standardFormsOf(typed)).toBe(typed);
  });
});
