import { describe, expect, it } from 'vitest';
import { detectInConversation } from './follow-ups';
import { ctx, expectIntents, type IntentRow } from './intents.test-support';

// Twenty-third round, part B (dev-twenty-first … twenty-fourth-heldout; by cause, new sentences of each
// kind, not the tables' own), each cause with its negatives.
const after = (turns: string[], text: string) => detectInConversation(text, ctx, { userMessages: turns });

describe('twenty-third round B: follow-ups that use the turns before', () => {
  it('a price asked after a search is the practice price list of that specialty, not the search again', () => {
    expect(after(['mi serve un dermatologo'], 'e quanto viene la mappatura?')).toMatchObject({ intent: 'practice_info', sectorIds: ['dermatologia'] });
    expect(after(['cerco un ortopedico'], 'e la visita quanto costa?')).toMatchObject({ intent: 'practice_info', sectorIds: ['ortopedia'] });
    // and not: a cheaper doctor asked for is another search
    expect(after(['cerco un ortopedico a Milano'], 'e qualcuno che costi meno?').intent).toBe('find_doctor');
  });

  it("a practice word after a named doctor's practice is that practice, not one's own visit", () => {
    expect(after(['che orari fa la dottoressa Esposito?'], "e l'indirizzo dello studio?")).toMatchObject({ intent: 'practice_info', doctorName: 'Esposito' });
    expect(after(['quanto costa una visita dal dott Bianchi?'], 'e dove si trova lo studio?')).toMatchObject({ intent: 'practice_info', doctorName: 'Bianchi' });
    // and not: after one's own visit, "e dove?" is that visit's place
    expect(after(['quando ho la visita?'], 'e dove si trova?').intent).toBe('visit_question');
  });

  it('a when asked alone after talk of one\'s own visit is that visit, not a practice nobody named', () => {
    expect(after(['ho una domanda sulla mia visita'], 'a che ora è?').intent).toBe('next_appointment');
    expect(after(['riguardo il mio appuntamento'], 'quand è?').intent).toBe('next_appointment');
    // Igea's answer about that visit names its doctor: still the visit
    const lastAnswer = 'La tua prossima visita è con Dott. Marco Bianchi (Cardiologia).';
    expect(detectInConversation('quando è?', ctx, { userMessages: ['una domanda sul mio appuntamento'], lastAnswer }).intent).toBe('next_appointment');
    expect(detectInConversation('e quando riceve?', ctx, { userMessages: ['una domanda sul mio appuntamento'], lastAnswer }).intent).toBe('practice_info');
    // and not: after a doctor named, "e quando riceve?" is his practice
    expect(after(['cerco il dott Bianchi'], 'e quando riceve?').intent).toBe('practice_info');
  });
});

describe('twenty-third round B: where one finds a report or a result is Materiali', () => {
  const table: IntentRow[] = [
    ['gli esiti delle analisi dove li vedo?', 'favorites'],
    ['dove posso scaricare il referto della visita?', 'favorites'],
    ['where do I find my report after the visit?', 'favorites'],
    // and not: the way to a practice, a practice's address
    ['dove si trova lo studio del dott Bianchi?', 'practice_info'],
    ['come prenoto un referto di laboratorio?', 'how_to_book'],
  ];
  expectIntents(table);
});

describe("twenty-third round B: one's own visit by its shape", () => {
  const table: IntentRow[] = [
    // Whether a visit may be had online is the platform's how-to, not one's own visit.
    ['posso farla online la visita?', 'how_to_book'],
    ['è possibile fare il controllo in videochiamata?', 'how_to_book'],
    // and not: the visit named as one's own
    ['la visita che ho prenotato posso farla online?', 'visit_question'],
    // A choice of two weeks or months is a question of time; a verb of going down or up to the visit is one's own.
    ['il controllo dalla Esposito è questo mese o il prossimo?', 'next_appointment'],
    ['devo salire in città per il controllo, che giorno è?', 'next_appointment'],
    // and not: a practice's hours, a booking
    ['la Esposito riceve questa settimana o la prossima?', 'practice_info'],
  ];
  expectIntents(table);
});

describe("twenty-third round B: a relative's visit said booked, after a clause", () => {
  const table: IntentRow[] = [
    ['mia madre deve rifare le analisi col medico, ha ancora un appuntamento?', 'next_appointment'],
    ['Sofia deve tornare dalla dermatologa per i nei, ha già un controllo fissato?', 'next_appointment'],
    // and not: a doctor's free visits
    ['il dermatologo ha visite libere?', 'find_doctor'],
  ];
  expectIntents(table);
});

describe('twenty-third round B: "è normale…?" of something a doctor has already seen is an article question', () => {
  const table: IntentRow[] = [
    ["è normale che mio figlio abbia ancora la tosse? il medico l'ha visitato lunedì", 'content'],
    ['è normale che il neo sia cresciuto? la dermatologa ha detto che non è niente', 'content'],
    ['is it normal that my baby sneezes a lot? the pediatrician said it was fine', 'content'],
    // and not: a complaint with no doctor's word (the safety line), a value or a medicine asked (refused)
    ['ho la tosse da una settimana, è normale?', 'symptoms'],
    ["è normale dargli due tachipirine al giorno? la pediatra l'ha visto ieri", 'diagnosis'],
    ["la pediatra l'ha vista ieri, è normale avere la glicemia a 110 o è diabete?", 'diagnosis'],
  ];
  expectIntents(table);
});
