import { describe, expect, it } from 'vitest';
import { detectInConversation } from './follow-ups';
import { ctx, expectIntents, type IntentRow } from './intents.test-support';
import { isAbout } from './relevance';

// Nineteenth round, part B (dev-fifteenth/sixteenth/seventeenth-heldout; by cause, new sentences of
// each kind, not the tables' own): one's own visit asked in Spanish, Ligurian, texting or with the date
// noted and lost; cancelling asked as its rule; a visit's details with "ci vuole qualcosa" and "cosa mi
// chiede"; a medicine question by its shape; a general question about an illness or how to help;
// a holiday's errands and a dish; greetings and thanks in other languages.
const table: IntentRow[] = [
  // One's own visit, however asked.
  ['cuando es mi cita?', 'next_appointment'],
  ['what day is the appointment i made?', 'next_appointment'],
  ['che ora o la visita?', 'next_appointment'],
  ["me la sono segnata la visita ma non trovo il foglio, quand'era?", 'next_appointment'],
  ["la visita dal dermatologo quando l'avevo fissata?", 'next_appointment'],
  ['mia figlia ha qualcosa prenotato dalla pediatra?', 'next_appointment'],
  ['agenda di domani, chi viene?', 'next_appointment'],
  ["ho fatto un intervento anni fa, ora devo rifare il controllo: quando ce l'ho la visita?", 'next_appointment'],
  // and not: a search, the practice's hours, how to book
  ['cerco un cardiologo a Milano', 'find_doctor', { city: 'Milano' }],
  ['quando riceve il dott Bianchi?', 'practice_info'],
  ['come si prenota una visita?', 'how_to_book'],
  // Cancelling asked as its rule, or in Roman.
  ['entro quando posso annullare?', 'how_to_cancel'],
  ['si puo spostare anche il giorno stesso?', 'how_to_cancel'],
  ["devo disdi' l'appuntamento, come se fa?", 'how_to_cancel'],
  // and not: an account or the subscription
  ['posso cancellare il mio account?', 'settings'],
  ["quanto costa l'abbonamento pro?", 'platform_pro'],
  // A booked visit's details.
  ['serve qualcosa di speciale per la visita di domani?', 'visit_question'],
  ['cosa mi chiedera il cardiologo alla visita?', 'visit_question'],
  ["la visita ce l'ho giovedi, dove sta lo studio?", 'visit_question'],
  // A medicine question by its shape, for anyone.
  ['se uno dimentica una dose di eliquis cosa deve fare?', 'diagnosis'],
  ['la glicemia stamattina era 130, sono valori normali?', 'diagnosis'],
  ['che crema le metto per la dermatite?', 'diagnosis'],
  ['damme na medicina pe la febbre', 'diagnosis'],
  ['is my blood pressure pill the cause of my cough?', 'diagnosis'],
  ['cual es la dosis de ibuprofeno para un nino?', 'diagnosis'],
  ['chiedo per un amico: chi prende lo xarelto puo bere vino?', 'diagnosis'],
  // A general question about an illness, or how to help someone.
  ['quali sono i segni della depressione negli anziani?', 'content'],
  ["effetti dell'alcol sul fegato", 'content'],
  ['come posso aiutare mio padre che ha il diabete a mangiare meglio?', 'content'],
  ['how do i support my sister after her surgery?', 'content'],
  // A holiday's errands, a dish, greetings and thanks.
  ['orari del traghetto per Capri', 'off_topic'],
  ['noleggio ombrelloni a Rimini prezzi', 'off_topic'],
  ['come si fanno gli arancini?', 'off_topic'],
  ['hola', 'greeting'],
  ['thanks so much', 'thanks'],
];

describe('intents: the nineteenth round causes', () => {
  expectIntents(table);
});

// Follow-ups: asked again, a city alone, the same how-to on another device, regional words, a kind of visit.
describe('follow-ups: the nineteenth round causes', () => {
  const after = (turns: string[], text: string) => detectInConversation(text, ctx, { userMessages: turns }).intent;
  it('reads "say it again" as the previous question', () => {
    expect(after(['come annullo la visita?'], 'scusa non ho capito, puoi ripetere?')).toBe('how_to_cancel');
    expect(after(['come si prenota?'], 'nun ho capito, me lo ridici?')).toBe('how_to_book');
  });
  it('continues a search with a city alone, even one named like a football club', () => {
    expect(after(['cerco un dermatologo a Milano'], 'e a Roma?')).toBe('find_doctor');
    expect(after(['cerco un dermatologo a Torino'], 'e a Milano invece?')).toBe('find_doctor');
  });
  it('continues a platform how-to on another device', () => {
    expect(after(['come collego il calendario google?'], 'e con outlook?')).toBe('connect_calendar');
  });
  it('reads the dialects in a follow-up and a kind of visit after a how-to', () => {
    expect(after(['quando ho la visita?'], "e addo sta 'o studio?")).toBe('visit_question');
    expect(after(['come si annulla?'], 'e per la visita in video?')).toBe('how_to_cancel');
  });
});

// Reading asked outright after values or a complaint, thanks with a story told as over, whom to see for
// the skin, an impersonal "when to call", and booking "it" with a named doctor.
const more: IntentRow[] = [
  ['la pressione stamattina era 145/90, avete consigli scritti dai medici per abbassarla?', 'content'],
  ['mal di ginocchio quando corro, esercizi? c e un piano?', 'content'],
  ['mia zia vuole leggere cosa mangiare per il colesterolo, prende gia le pastiglie', 'content'],
  // and not: a medicine asked through an article
  ['avete un articolo che dice quale antibiotico prendere per la cistite?', 'diagnosis'],
  ['grazie mille, la settimana scorsa mi avete detto di andare al pronto soccorso e ora sta bene', 'thanks'],
  ['mio marito e stato operato il mese scorso, va tutto bene, volevo ringraziarvi', 'thanks'],
  // and not: thanks with a complaint still there
  ['grazie, ho ancora mal di testa', 'symptoms'],
  ['mi sono scottata al mare mesi fa, chi mi guarda la pelle?', 'find_doctor'],
  ['la tosse nei bambini, quando si chiama il pediatra? in generale', 'content'],
  ['the check up is due soon, how do I book it with Dr Bianchi?', 'how_to_book'],
];

describe('intents: the nineteenth round causes, second part', () => {
  expectIntents(more);
});

describe('follow-ups: a place the directory does not list', () => {
  it('continues a search with "e a <place>?" even when the place reads as a football club', () => {
    expect(detectInConversation('e a Napoli?', ctx, { userMessages: ['mi trovi un cardiologo a Milano?'] }).intent).toBe('find_doctor');
  });
});

// A story about a film, a book, the news or a school task: the work asked is out of scope, a health fact
// asked is an article's, whatever frames it.
const works: IntentRow[] = [
  ['ho visto un film sul cancro, come si chiamava quel film con la dottoressa?', 'off_topic'],
  ['hai visto al tg la notizia del terremoto? che paura', 'off_topic'],
  ['in francese come si dice ospedale? e per la scuola', 'off_topic'],
  ['il romanzo parlava di una malattia, mi consigli un altro libro?', 'off_topic'],
  ['in un telefilm uno aveva la meningite, e sempre mortale?', 'content'],
  ['la sindrome del bambino scosso esiste davvero? l ho letto su facebook', 'content'],
  ['per un racconto che scrivo: cosa si fa se qualcuno ha un attacco d asma? avete articoli?', 'content'],
  // and not: a book on a health subject, a medicine named
  ["mi consigli un libro sull'ansia?", 'content'],
];

describe('intents: a story about a work, and what it asks', () => {
  expectIntents(works);
});

describe('intents: Tuscan "o che l\'ho io?"', () => {
  expectIntents([
    ["o che l'ho io? mi gira il capo da stamani", 'diagnosis'],
  ]);
});

describe('relevance: a condition named by a noun and an adjective', () => {
  it('"disturbi alimentari" is not an article on nutrition, and still finds one on eating disorders', () => {
    const nutrition = { title: 'Alimentazione e colesterolo: cosa mettere nel piatto', text: 'Una alimentazione equilibrata per ragazzi e adulti.' };
    const disorders = { title: 'Anoressia e bulimia negli adolescenti', text: 'I segnali da non sottovalutare.' };
    expect(isAbout('segnali disturbi alimentari ragazza', nutrition)).toBe(false);
    expect(isAbout('segnali disturbi alimentari ragazza', disorders)).toBe(true);
  });
});
