import { doctor, type QualityCase } from './case';

/**
 * Issue 29's development cases: whether a doctor sees patients online ('fa visite online?'), from
 * the demo data (Dott.ssa Laura Esposito's 'Controllo acne' is offered in the studio or online; Dott.
 * Marco Bianchi's only online service is switched off). Development part: tuned on, never held out.
 */
export const DEV_VIDEO_VISIT_CASES: readonly QualityCase[] = [
  { question: 'la dottoressa Esposito fa visite online?', intent: 'practice_info', category: 'practice', source: doctor('Laura Esposito'), contains: ['online', 'Controllo acne'] },
  { question: 'il dott Bianchi fa televisite?', intent: 'practice_info', category: 'practice', source: doctor('Marco Bianchi'), contains: ['non offre visite online'] },
  { question: 'posso fare una videovisita con la dott.ssa Esposito?', intent: 'practice_info', category: 'practice', contains: ['Controllo acne'] },
  { question: 'il mio dottore visita anche da remoto?', intent: 'practice_info', category: 'practice', contains: ['online'] },
];
