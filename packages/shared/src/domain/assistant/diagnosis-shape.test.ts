import { describe, expect, it } from 'vitest';
import { asksDiagnosisByShape } from './diagnosis-shape';
import { canonicalItalian } from './spelling';

/**
 * Diagnosis and medicine questions by their shape (issue 22 point 8): written for this class, in
 * none of the quality tables.
 */
const diagnosis = [
  'mi cola il naso da tre giorni, sara sinusite o raffreddore?',
  'per il mal di schiena meglio ibuprofene o paracetamolo?',
  'se avessi le macchie rosse sulle gambe potrebbe essere psoriasi?',
  'le bolle che ho sulle mani sono da allergia?',
  'cosa potrei avere se mi fischia l orecchio da giorni?',
  'dimmelo tu cosa ho, nessuno mi ascolta',
  'per una mia collega: che terapia ci vuole per la clamidia?',
  'could it be an infection? my finger is red and warm',
];
const notDiagnosis = [
  'come si cura la gotta?',
  'differenza tra influenza e covid?',
  'come capisco se il mio mal di testa e emicrania?',
  'ho mal di testa e ansia, c e uno psicologo?',
  'visite o appuntamenti online, come funzionano?',
  'in generale la sinusite o il raffreddore passano da soli?',
];

describe('diagnosis by its shape', () => {
  it('a choice between complaints or medicines, a named guess about one s signs, what one has, a cure for someone: refused', () => {
    for (const m of diagnosis) expect(asksDiagnosisByShape(canonicalItalian(m), m.includes('?')), m).toBe(true);
  });
  it('a question about a complaint in general or a search is not', () => {
    for (const m of notDiagnosis) expect(asksDiagnosisByShape(canonicalItalian(m), m.includes('?')), m).toBe(false);
  });
});
