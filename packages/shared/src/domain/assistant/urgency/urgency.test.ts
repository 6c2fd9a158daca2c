import { describe, expect, it } from 'vitest';
import { itAssistant } from '../../../i18n/it-assistant';
import type { EmergencyKind } from '../types';
import { loadUrgencyCorpus } from './load-corpus';
import { ALARM_ONLY, assessUrgency, isNone, trainUrgencyModel } from './urgency';

/**
 * Igea's urgency check on messages that are in neither the corpus nor the quality tables: every
 * emergency class in several registers (calm, colloquial, without accents, with typos, in English,
 * about someone else), and the past events, check-ups and general questions that must not raise an
 * alarm (issue 22 points 1–3).
 */
const corpus = loadUrgencyCorpus();
const model = trainUrgencyModel(corpus);

const emergencies: Array<[string, EmergencyKind]> = [
  ['papa da un ora ha la faccia storta e non riesce a tenere il bicchiere con la destra', 'stroke'],
  ['tranquilli niente di che, mia suocera da stamani biascica le parole e il braccio sinistro le cade', 'stroke'],
  ['my grandma suddenly cant lift her right arm and her speech is slurred', 'stroke'],
  ['sento un peso enorme sul petto e sudo freddo, ma forse e ansia', 'cardiac'],
  ['my husband has crushing chest pain going down his left arm', 'cardiac'],
  ['ho preparato una lettera per i miei figli, domani non ci saro piu', 'suicide'],
  ['ormai sono solo un peso per tutti, ho messo da parte le pastiglie', 'suicide'],
  ['i dont see any point in going on, i want to end it all', 'suicide'],
  ['il bimbo ha morso una capsula del detersivo per la lavatrice', 'poisoning'],
  ['my toddler swallowed a button battery 10 minutes ago', 'poisoning'],
  ['si e tagliato col flessibile e il sangue esce a fiotti', 'bleeding'],
  ['mia figlia non riesce a respirare, fa un fischio e ha le labbra viola', 'breathing'],
  ['my dad collapsed in the kitchen and is not breathing', 'unconscious'],
  ['e caduto a terra e non risponde quando lo chiamo', 'unconscious'],
  ['mio nipote e a terra che si scuote tutto con la bava alla bocca', 'seizure'],
  ['dopo aver mangiato i gamberi ha la lingua gonfia e fa fatica a respirare', 'allergy'],
  ['la bimba si e rovesciata addosso la pentola di acqua bollente', 'burn'],
  ['mio marito e diabetico, e tutto sudato, confuso e non mi risponde bene', 'hypoglycemia'],
  ['mio figlio ha 39 di febbre, il collo rigido e delle macchie viola sulle gambe', 'meningitis'],
  ['stasera mio marito mi ha preso a pugni e ho paura che torni', 'violence'],
  // Lasting, yet urgent: suicidal talk and violence stay emergencies however long they have gone on.
  ['da mesi penso che per tutti sarebbe meglio se non ci fossi più', 'suicide'],
  ['da anni il mio compagno mi picchia, stanotte mi ha minacciata col coltello', 'violence'],
  ['la glicemia di mio nonno è scesa a 48, è tutto sudato e non ragiona', 'hypoglycemia'],
  ['my mum took her blood pressure tablets twice by mistake', 'poisoning'],
  ['I wish I could just disappear, there is no way out', 'suicide'],
  // A farewell without the word "addio": letters left for one's own, to be understood after (eighth session).
  ['ho lasciato un biglietto a mio marito sul tavolo, dopo capirà perché', 'suicide'],
  ['ho scritto due righe per mia sorella, così saprà che non è colpa sua', 'suicide'],
  ['ho preparato delle lettere per i miei genitori, le troveranno domani', 'suicide'],
  ['sto sistemando le mie cose e ho scritto a tutti per salutarli, tanto dopo capiranno', 'suicide'],
  ['i wrote letters to my kids so they will understand afterwards', 'suicide'],
  ["sono incinta di 8 settimane e stamattina ho avuto un'emorragia", 'bleeding'],
];

const notEmergencies = [
  'ho avuto un infarto due anni fa, mi serve un cardiologo per il controllo',
  'mia madre ha avuto un ictus nel 2015, ora fa fisioterapia: c’è un fisiatra a Milano?',
  'quali sono i sintomi dell’ictus?',
  'how do I recognise a heart attack?',
  'muoio dal ridere con questo video',
  'sto morendo di fame, a che ora apre la mensa?',
  'che infarto quando ho visto la bolletta del gas',
  'mi sono scottato leggermente un dito col forno, è solo un po’ rosso',
  'il mese scorso sono svenuta per il caldo, ora sto bene ma vorrei un controllo',
  'sono allergica alle graminacee, cerco un allergologo',
  'come prenoto una visita dal dermatologo?',
  'quando è il mio prossimo appuntamento?',
  // Everyday complaints, about oneself or a relative, and lasting ones (fever and a son do not make an emergency).
  'mio figlio ha la tosse',
  'mia moglie ha la febbre da ieri sera',
  'mio suocero ha di nuovo mal di schiena',
  'ho la gola rossa e un po di febbre',
  'non riesco a dormire bene da un mese',
  'ogni tanto sento il cuore che batte forte quando bevo il caffè',
  'my wife has a cough and a mild fever',
  // small injuries said to be small, and questions about a condition (issue 22, session 4)
  'ho un taglietto sul dito, sanguina pochissimo',
  'mi sono bruciata un dito con il ferro da stiro, una cosa piccola',
  'anything about asthma?',
  "mio marito russa e di notte si sveglia senza fiato, ha l'apnea notturna?",
  // asking what a complaint is or which medicine, lifelong conditions, a what-if (issue 22, sixth session)
  'mio figlio ha delle bollicine rosse sul petto che prudono, sarà varicella o sesta malattia?',
  'mio padre prende quattro pastiglie per la pressione e ha sempre sonno, quale gli posso sospendere?',
  'is this bump on my arm an insect bite or an allergy?',
  'ipoteticamente, se uno avesse la gola infiammata, che antibiotico prende?',
  'mia sorella ha l’asma fin da bambina, c’è un pneumologo a Torino?',
  'e si non passa che faccio?',
  'dopo cena la glicemia era 185, domani la ricontrollo',
  'my knee has been swollen since I fell off my bike on Sunday',
  // seventh session: a complaint named in a question, a habitual one, a new mark on the skin, a story ended well
  'ho la gola rossa con le placche e i linfonodi gonfi, sarà tonsillite?',
  'mia figlia ha delle bolle rosse sulle braccia che prudono, è varicella?',
  'mi sveglio sempre con le mani intorpidite, poi passa',
  'è comparsa una macchia marrone sulla gamba che prima non avevo',
  "ieri a mia figlia è andato di traverso un boccone, per fortuna l'ha sputato subito; vorrei comunque farla vedere",
  'ho scritto le lettere di auguri per i miei figli',
  'ho scritto una lettera di presentazione per il lavoro',
  'le lettere sono pronte, domani le spedisco',
  // a bleeding at an earlier delivery, dry or peeling skin, a mouth sore that never heals, hearing less (eighth session)
  "nella prima gravidanza ho avuto delle perdite di sangue, adesso aspetto il secondo: c'è un ginecologo a Roma?",
  'col primo figlio ho avuto un emorragia al parto, ora sono incinta di nuovo, devo fare controlli particolari?',
  'mi si spella la pelle del naso ed è tutta secca',
  "mia figlia ha un'afta sulla lingua che non va via mai",
  "mio nonno sente poco dall'orecchio destro, a chi lo porto?",
  'da un po\' le lettere del libro le vedo sfocate',
  'faccio fatica a leggere le scritte dei cartelli finché non ci sono sotto',
];

// Everyday complaints the classifier once raised: a crick with its cause, hair loss, a family's
// past habit told in the imperfect (emergency.ts PAST_HABIT).
const everydayLookalikes = [
  'ho il collo tutto rigido dopo aver dormito sul treno',
  "mi sono svegliata con il collo rigido, ho dormito storta",
  "collo rigido da stamattina per un colpo d'aria",
  'dopo la palestra ho il collo rigido e non giro la testa',
  'mi cade un mucchio di capelli quando mi pettino',
  'perdo capelli a ciuffi sotto la doccia, a chi mi rivolgo?',
  'mio nonno aveva spesso convulsioni, cerco un neurologo a Torino',
  'mia zia andava spesso in ipoglicemia, avete un diabetologo a Roma?',
  'mio padre era epilettico e aveva spesso crisi epilettiche, cerco un neurologo',
  'e se fosse per mia sorella?',
  'e per mio figlio invece?',
  'se fosse per mia madre?',
  // Breath explained by the nose, nights without sleep and a partner's snoring (tenth round).
  'col raffreddore da una settimana respiro solo con la bocca, il naso e tappato',
  'mio figlio ha le adenoidi e di notte respira male dal naso',
  'mia moglie russa cosi forte che non dormo piu da giorni',
  'sono due notti che non chiudo occhio per il lavoro e sono agitatissima',
  // Worries about looks (eleventh round).
  'mio figlio ha la faccia piena di punti neri e ci sta male, non esce più di casa',
  'my daughter has pimples all over her face and she is devastated',
  'ho la pelle piena di brufoli da settimane e sto malissimo quando mi guardo allo specchio',
];
// The same words with a sign of danger today stay emergencies.
const stillUrgent: Array<[string, EmergencyKind]> = [
  ['ho dormito storto e ora ho il collo rigido e la febbre a 39', 'meningitis'],
  ['mio figlio ha il collo rigido, vomita e ha dormito tutto il giorno', 'meningitis'],
  ['mia nonna era diabetica e adesso e in ipoglicemia e non risponde', 'hypoglycemia'],
  ['mio padre aveva spesso dolore al petto, ora ha dolore al petto', 'cardiac'],
  ['ha il raffreddore ma adesso ha le labbra blu e respira malissimo', 'breathing'],
  ['non dormo piu da settimane e vorrei non svegliarmi mai piu', 'suicide'],
  ['non dormo, non mangio, non ho piu voglia di vivere', 'suicide'],
];

describe('assessUrgency', () => {
  it.each(everydayLookalikes)('an everyday lookalike: %s', (text) => {
    expect(assessUrgency(text, model).kind).toBeNull();
  });
  it.each(stillUrgent)('still urgent: %s → %s', (text, kind) => {
    expect(assessUrgency(text, model).kind).toBe(kind);
  });
  it.each(emergencies)('%s → %s', (text, kind) => {
    expect(assessUrgency(text, model).kind).toBe(kind);
  });
  it.each(notEmergencies)('not an emergency: %s', (text) => {
    expect(assessUrgency(text, model).kind).toBeNull();
  });

  it('the rules are a floor the classifier cannot lower, and they work alone without a model', () => {
    expect(assessUrgency('non respira', model)).toMatchObject({ kind: 'breathing', by: 'rules' });
    expect(assessUrgency('non respira', null)).toMatchObject({ kind: 'breathing', by: 'rules' });
    expect(assessUrgency('da stamattina non muove bene il braccio destro e parla un po’ confusa', null).kind).toBe('stroke');
  });

  it('a kind the classifier nearly chose, with a number of its own, is given too', () => {
    const verdict = assessUrgency('mio marito mi picchia e stanotte ho pensato di farla finita, ho già preparato le pastiglie', model);
    expect(verdict.kind).not.toBeNull();
    expect([verdict.kind, ...verdict.also]).toEqual(expect.arrayContaining(['violence', 'suicide']));
  });

  it('a few words alone need more than the classifier\'s usual margin; the rules still decide a short danger', () => {
    expect(assessUrgency('e lui dove sta?', model).kind).toBeNull();
    expect(assessUrgency('e se non passa?', model).kind).toBeNull();
    expect(assessUrgency('non respira', model).kind).toBe('breathing');
    expect(assessUrgency('svenuto', model).kind).toBe('unconscious');
  });

  it('someone who wants to kill me is violence, not suicidal talk', () => {
    expect(assessUrgency('vuole uccidermi', model).kind).toBe('violence');
    expect(assessUrgency('voglio uccidermi', model).kind).toBe('suicide');
  });

  it('a danger told in one line of a long message is still found', () => {
    const long =
      'buongiorno, scusate se disturbo, volevo chiedere per il rinnovo della tessera e poi per la visita della nonna che era fissata per giovedi, ' +
      'comunque adesso la nonna e seduta in cucina e da mezz ora ha la bocca tutta storta e non capisco cosa dice, pero dice che sta bene, ' +
      'e poi volevo sapere se il parcheggio vicino allo studio e a pagamento';
    expect(assessUrgency(long, model).kind).toBe('stroke');
  });

  it('every label of the corpus is an emergency kind with its own answer, no emergency, or an emergency of no stated kind, and each has enough examples', () => {
    const kinds = Object.keys(itAssistant.emergency);
    for (const [label, lines] of Object.entries(corpus)) {
      if (!isNone(label) && label !== ALARM_ONLY) expect(kinds).toContain(label);
      expect(lines.length, label).toBeGreaterThanOrEqual(label === 'none' ? 1500 : isNone(label) ? 40 : 80);
    }
  });
});
