import { doctor, type QualityCase } from './case';

const rating = (question: string, name: string): QualityCase => ({
  question,
  intent: 'doctor_rating',
  category: 'practice',
  source: doctor(name),
  // The demo doctors have fewer than three verified reviews: Igea says so, never a made-up figure.
  contains: ['abbastanza recensioni verificate'],
  notContains: ['4,9', 'su 5 da'],
});

/** Issue 28 (development part): how a named doctor is rated, from verified reviews only. */
export const DEV_REVIEWS_CASES: QualityCase[] = [
  rating('che recensioni ha il dott. Bianchi?', 'Marco Bianchi'),
  rating("com'è valutato il dottor Bianchi?", 'Marco Bianchi'),
  rating('cosa ne pensano i pazienti del dott Bianchi?', 'Marco Bianchi'),
  rating('Bianchi com è valutato?', 'Marco Bianchi'),
  rating('la dottoressa Esposito ha buone recensioni?', 'Laura Esposito'),
  rating('quante stelle ha la dottoressa Esposito?', 'Laura Esposito'),
];
