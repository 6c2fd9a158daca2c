import { describe, expect, it } from 'vitest';
import { alsoKindsOf } from './emergency-answer';
import { detectEmergency } from './emergency';
import { emergencyInConversation, type ConversationTurn } from './emergency-in-conversation';

/**
 * The fifteenth round's causes, each in several registers written for this test (not copied from a
 * question table): northern dialects, a way to die asked as a question, self-harm told by its
 * compulsion, pills kept ready, and a crisis revealed in a later turn.
 */
describe('northern dialects: fallen and not waking (regional/northern.ts)', () => {
  it.each([
    "o nonu l'è cascòu e o no se dësveggia ciù",
    'el nono xe cascà e nol se desmissia pì',
    "mi nonna l'è crudàa e la se dessda pü",
    "a l'é tombàa e a s'dësvija pi nen",
  ])('%s', (text) => expect(detectEmergency(text)).toBe('unconscious'));
  it('a grave is no fall', () => expect(detectEmergency('domani porto i fiori sulla tomba del nonno')).toBeNull());
});

describe('a way to die asked as a question (dying-method-meaning.ts)', () => {
  it.each([
    'qual e il modo meno doloroso per morire? chiedo per me',
    'what is the most painless way to die',
    'qual è il modo più veloce per farla finita',
    'come fare a morire senza soffrire',
    'whats the quickest way to kill myself',
  ])('%s', (text) => expect(detectEmergency(text)).toBe('suicide'));
  it.each(['come si muore di infarto?', 'il modo più veloce per dimagrire', 'qual è il modo migliore per smettere di fumare?'])('not: %s', (text) =>
    expect(detectEmergency(text)).not.toBe('suicide'),
  );
});

describe('self-harm told by its compulsion (self-harm-meaning.ts)', () => {
  it.each([
    'mi faccio male da sola, mi graffio fino a sanguinare, non riesco a smettere',
    'mi graffio fino a sanguinare quando sono in ansia',
    'non riesco a smettere di tagliarmi',
    'mia figlia si fa male apposta, l ho vista',
  ])('%s', (text) => expect(detectEmergency(text)).toBe('suicide'));
  it.each(['mio figlio piccolo si fa male da solo quando gioca', 'mi gratto fino a sanguinare per la dermatite'])('not: %s', (text) =>
    expect(detectEmergency(text)).not.toBe('suicide'),
  );
});

describe('pills kept ready beside a crisis give the poison centre too (pills-at-hand.ts)', () => {
  it.each([
    'ho scritto le lettere per tutti e ho messo da parte le pastiglie, volevo solo dire grazie a qualcuno',
    'le pillole sono pronte sul comodino, addio a tutti',
    'i have been saving up my sleeping pills, nobody would notice',
  ])('%s', (text) => expect(alsoKindsOf('suicide', text)).toContain('poisoning'));
});

const turns = (...texts: string[]): ConversationTurn[] => texts.flatMap((content) => [{ role: 'user' as const, content }, { role: 'assistant' as const, content: 'Ok.' }]);

describe('a crisis revealed in a later turn (later-turn.ts)', () => {
  it.each([
    ['no nn e x la scuola, e x me. stasera lo faccio', turns('x un tema di scuola: cosa si prova a voler morire?')],
    ['actually the friend is me', turns('my friend wants to die, what should i tell her?')],
    ['in realtà parlo di me, non è per un amico', turns('un mio amico vuole farla finita, come lo aiuto?')],
  ] as const)('%s', (message, history) => expect(emergencyInConversation(message, history, null)?.kind).toBe('suicide'));
  it.each([
    ['ok grazie, lo faccio stasera allora', turns('come si prepara il risotto?')],
    ['ho deciso, lo porto a casa', turns('mio nonno sta per morire in ospedale')],
  ] as const)('not: %s', (message, history) => expect(emergencyInConversation(message, history, null)).toBeNull());
});

describe('alarming words framed away from any present danger (framed-away.ts)', () => {
  it.each([
    'ieri in grey s anatomy uno aveva un emorragia interna, ma si muore davvero così veloce?',
    'hai visto al tg l incidente? due feriti gravi, che brutto',
    'nel libro che leggo il protagonista pensa al suicidio, mi consigli un altro libro?',
    'stanotte ho sognato di soffocare, mi sono svegliato di colpo',
    'che ansia l esame di maturità, morirò',
    'la candeggina è sicura se ho un bimbo che gattona? dove la tengo?',
  ])('%s', (text) => expect(detectEmergency(text)).toBeNull());
  it.each([
    ['ho visto un film triste e ora non respiro e mi fa male il petto', 'cardiac'],
    ['il bimbo ha mangiato il veleno per topi, è pericoloso?', 'poisoning'],
    ['nel libro il protagonista si uccide e anch io voglio farla finita', 'suicide'],
  ] as const)('still: %s', (text, kind) => expect(detectEmergency(text)).toBe(kind));
});
