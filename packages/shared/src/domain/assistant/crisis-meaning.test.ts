import { describe, expect, it } from 'vitest';
import { crisisByMeaning, crisisConcepts } from './crisis-meaning';
import { detectEmergency } from './emergency';
import { emergencyAnswerText } from './emergency-answer';
import { canonicalItalian } from './spelling';

/**
 * Suicidal talk by meaning (issue 22 points 1 and 2): written for this class, in none of the corpus
 * or the quality tables. The rules alone must catch them (the chat block's offline fallback has
 * nothing else), whatever words of a list they lack.
 */
const byClass: Record<string, string[]> = {
  'a farewell without "addio", or things left in order': [
    'ho lasciato sul tavolo una busta per ognuno dei miei figli, cosi non dovranno chiedersi niente dopo',
    'ho chiesto scusa a tutti quelli che ho fatto soffrire, ora posso andare tranquilla',
    'ho messo in ordine le carte della casa e il testamento, tanto ormai non serve più a niente',
    'ho scritto a mio fratello dove trova le chiavi e i conti, grazie per tutto quello che ha fatto',
    'everyone would be better off, I’ve already said goodbye to my kids',
    'ho lasciato un biglietto per mia sorella, stanotte non mi troveranno',
  ],
  'a burden with an end': [
    'i miei genitori si libererebbero di un peso se io sparissi',
    'sono solo un problema per chi mi sta vicino, sarebbe più semplice sparire',
    'a casa mia nessuno se ne accorgerebbe se non mi svegliassi più',
    'tanto a nessuno mancherei, ho già scelto come',
    'nn ce la faccio piu, nessuno se ne accorgerebbe se sparissi',
  ],
  'means with a plan, a place or an end': [
    'ho comprato una corda, so già dove andare stanotte',
    'da settimane tengo da parte i sonniferi, stanotte li prendo tutti insieme',
    'sono sul parapetto del ponte e guardo giù',
    'quante pastiglie di sonnifero servono per non svegliarsi?',
    'I have saved up my pills, I know where I’ll do it',
  ],
  'hopelessness with an end or a plan': [
    'mi sono stancata di lottare, stasera chiudo con tutto',
    'non vedo nessun futuro, vorrei scomparire e basta',
    'non ha più senso niente, vorrei addormentarmi per sempre',
    'life is pointless, i decided how',
    'a che serve svegliarsi, tanto a nessuno importa',
  ],
  'about someone close': [
    'mio figlio mi ha scritto che ha già deciso come, e che tanto a nessuno importa',
    'my sister texted that she has decided how and that nobody would notice',
    'mia madre ha messo in ordine i documenti e dice che presto non ci sarà più',
    'mio fratello ha regalato le sue cose, dice che tanto è tutto inutile',
    'il mio compagno dice che e un peso per tutti e che vuole sparire per sempre',
  ],
};

const notACrisis = [
  'ho scritto le lettere per i miei figli per il loro compleanno',
  'mi sento un peso sullo stomaco da stamattina e non ha senso che continui a mangiare',
  'anni fa ho accumulato le pastiglie, poi ho fatto terapia e ora sto bene',
  'ho sistemato le carte per la dichiarazione dei redditi, grazie per l’aiuto',
  'il ponte del primo maggio andiamo al mare, a nessuno importa del lavoro',
  'mia nonna ha fatto testamento e ha sistemato tutto con il notaio',
  'ho messo in ordine i documenti per il commercialista, dove trova le chiavi lo sa mio fratello',
  'sono stanca di tutto, il lavoro non ha più senso, cerco uno psicologo a Milano',
  'mio padre dice che è un peso per noi da quando è in sedia a rotelle, come posso aiutarlo?',
  'ho preparato i biglietti di natale per i miei nipoti',
  'domani mattina non mi troveranno in ufficio, ho la visita dal dentista',
  'sono sul tetto a sistemare l’antenna, come si cura una storta alla caviglia?',
];

describe('suicidal talk by meaning: two concepts of crisis, no word of a list needed', () => {
  for (const [name, messages] of Object.entries(byClass)) {
    it(`${name}: the crisis answer, with Telefono Amico`, () => {
      for (const message of messages) {
        expect(detectEmergency(message), `${message} [${crisisConcepts(canonicalItalian(message)).join(', ')}]`).toBe('suicide');
        expect(emergencyAnswerText('suicide', { message })).toContain('Telefono Amico');
      }
    });
  }

  it('one concept alone, a matter settled long ago or a figure is not a crisis', () => {
    for (const message of notACrisis) expect(crisisByMeaning(canonicalItalian(message)), message).toBe(false);
    for (const message of notACrisis) expect(detectEmergency(message), message).toBeNull();
  });

  it('another emergency told with crisis words also gets Telefono Amico', () => {
    const text = emergencyAnswerText('poisoning', { message: 'ho preso tutte le pastiglie della scatola, tanto a nessuno importa, ho già deciso' });
    expect(text).toContain('Antiveleni');
    expect(text).toContain('Telefono Amico');
  });
});
