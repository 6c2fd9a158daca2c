import { page, type QualityCase } from './case';

/**
 * Issue 30's development cases: a holder asking about a relative's visit, from the demo data (Giulia
 * Rossi, the demo patient, has her son Luca Rossi in her care, with a past visit only; no daughter).
 * Development part: tuned on, never held out.
 */
export const DEV_FAMILY_CASES: readonly QualityCase[] = [
  { question: 'quando è la visita di mio figlio?', intent: 'next_appointment', category: 'own_data', contains: ['Luca Rossi non ha visite in programma'] },
  { question: 'la prossima visita di mio figlio Luca', intent: 'next_appointment', category: 'own_data', contains: ['Luca Rossi'], notContains: ['Giulia'] },
  { question: 'quando è la visita di mia figlia?', intent: 'next_appointment', category: 'own_data', source: page('Familiari'), contains: ['Non trovo tua figlia tra i tuoi familiari'] },
  { question: 'mio figlio Luca ha appuntamenti?', intent: 'next_appointment', category: 'own_data', contains: ['Luca Rossi'] },
  { question: 'quando è la visita di mio figlio?', intent: 'next_appointment', category: 'own_data', asker: 'stranger', contains: ['Non trovo tuo figlio'] },
  // Her own next visit is hers, not her son's.
  { question: 'quando è la mia prossima visita?', intent: 'next_appointment', category: 'own_data', contains: ['Marco Bianchi'], notContains: ['Luca'] },
];
