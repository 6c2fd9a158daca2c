import { describe, expect, it } from 'vitest';
import { asksWhatMyVisitInvolves, asksWhenMyVisit } from './own-visit-shape';
import { canonicalItalian } from './spelling';

/**
 * One's own visit by the shape of the question (issue 22 points 4 and 6): written for this class,
 * in none of the quality tables.
 */
const whenMine = [
  'quand e che devo ripassare dalla dermatologa?',
  'tra quanto ci rivediamo col dottore?',
  'non mi ricordo piu quando devo tornare dal cardiologo',
  'ho perso il foglio con la data del controllo, quando era?',
  'controllo, quando?',
  'when do I see the doctor again?',
  'la visita col dermatologo e martedi o mercoledi?',
];
const notWhenMine = [
  'quando riceve il dottor Bianchi?',
  'quando devo andare dal medico se ho la febbre alta?',
  'quando vorrei prenotare una visita dal cardiologo, come faccio?',
  'a che ora apre lo studio del dottore?',
  'cerco un cardiologo libero quando possibile',
  'quando e meglio fare il vaccino antinfluenzale?',
  'il cardiologo riceve lunedi o martedi?',
];
const involves = [
  'alla visita mi fanno anche l elettrocardiogramma?',
  'ci devo andare a digiuno?',
  'la visita sara lunga? devo avvisare al lavoro',
  'per l appuntamento cosa prevede il medico?',
  'alla visita posso venire con mio marito?',
  'la visita che ho e online o devo andare in studio?',
];
const notInvolves = [
  'il mio capo mi fa venire un infarto ogni giorno, quand e la mia visita?',
  'in generale una visita cardiologica quanto dura?',
  'vorrei prenotare una visita a digiuno',
  'il digiuno intermittente fa bene?',
];

describe('own visit by its shape', () => {
  it('a time asked of a visit one goes to, or a date lost, is about one s own visit', () => {
    for (const m of whenMine) expect(asksWhenMyVisit(canonicalItalian(m)), m).toBe(true);
  });
  it('a practice s hours, a conditional piece of advice or a booking wanted is not', () => {
    for (const m of notWhenMine) expect(asksWhenMyVisit(canonicalItalian(m)), m).toBe(false);
  });
  it('what a visit one goes to involves: fasting, length, what they do', () => {
    for (const m of involves) expect(asksWhatMyVisitInvolves(canonicalItalian(m)), m).toBe(true);
    for (const m of notInvolves) expect(asksWhatMyVisitInvolves(canonicalItalian(m)), m).toBe(false);
  });
});
