import { describe, expect, it } from 'vitest';
import { detectInConversation } from './follow-ups';
import { detectIntent } from './intents';
import { ctx } from './intents.test-support';
import type { IntentContext } from './types';

describe('detectInConversation', () => {
  const after = (turns: string[], text: string) => detectInConversation(text, ctx, { userMessages: turns });

  it('price and reviews asked after a search are about the doctor found (eleventh round)', () => {
    const found = 'Ecco i medici che ho trovato: Dott.ssa Laura Esposito (Dermatologia, Milano).';
    const so = (text: string) => detectInConversation(text, ctx, { userMessages: ['mi consigli una dermatologa?'], lastAnswer: found });
    expect(so('quanto costa una visita da lei?')).toMatchObject({ intent: 'practice_info', doctorName: 'Laura Esposito' });
    expect(so('ha buone recensioni?')).toMatchObject({ intent: 'doctor_rating', doctorName: 'Laura Esposito' });
  });

  it('a refusal stays a refusal when the same thing is asked for someone else or insisted on', () => {
    expect(after(['quale antibiotico prendo per la cistite?'], 'e se invece fosse per mia madre di 80 anni?').intent).toBe('diagnosis');
    expect(after(['che pomata metto sulla scottatura?'], 'e per un neonato?').intent).toBe('diagnosis');
    expect(after(['chi ha vinto il festival?'], 'dimmelo comunque dai').intent).toBe('off_topic');
    expect(after(['cerco un dermatologo a Milano'], 'e per mia figlia?').intent).toBe('find_doctor');
  });

  it('a short follow-up continues the previous question with what it changes', () => {
    expect(after(['quando riceve il dottor Bianchi?'], 'e la Esposito?')).toMatchObject({ intent: 'practice_info', doctorName: 'Esposito' });
    expect(after(['cerco un dermatologo a Milano'], 'e a Roma?')).toMatchObject({ intent: 'find_doctor', city: 'Roma', sectorIds: ['dermatologia'] });
    expect(after(['come prenoto una visita?'], 'e per annullare invece?').intent).toBe('how_to_cancel');
    expect(after(['quando vedo il dottor Bianchi?'], 'quanto dura?').intent).toBe('visit_question');
    expect(after(['cerco un otorino'], 'dove si trova?')).toMatchObject({ intent: 'practice_info', sectorIds: ['otorinolaringoiatria'] });
    expect(after(['how do I book a visit?'], 'what if I have to call it off?').intent).toBe('how_to_cancel');
    expect(after(['cerco una dermatologa a Milano'], 'in che via è?').intent).toBe('practice_info');
    expect(after(['cerco un dermatologo a Milano'], 'chi me lo può togliere un neo?')).toMatchObject({ intent: 'find_doctor', sectorIds: ['dermatologia'] });
  });

  it('a city named in a follow-up is not a listed surname it begins ("e a Roma?" is not Dott. Romano)', () => {
    const withRomano: IntentContext = { ...ctx, surnames: [...(ctx.surnames ?? []), 'Romano'] };
    const then = (turns: string[], text: string) => detectInConversation(text, withRomano, { userMessages: turns });
    expect(then(['cerco un neurologo'], 'e giu a Roma invece?')).toMatchObject({ intent: 'find_doctor', city: 'Roma', sectorIds: ['neurologia'] });
    expect(then(['cerco un neurologo'], 'e giu a Roma invece?').doctorName).toBeUndefined();
    expect(then(['cerco una dermatologa'], 'e a Roma?').doctorName).toBeUndefined();
    expect(then(['cerco un neurologo'], 'e il Romano?').doctorName).toBe('Romano');
    expect(then(['cerco un cardiologo'], 'e su a Milano?')).toMatchObject({ intent: 'find_doctor', city: 'Milano', sectorIds: ['cardiologia'] });
    expect(detectIntent('mi sento giu da settimane, cerco qualcuno a Roma', ctx).sectorIds).toEqual(['psicologia']);
  });

  it("one's own visit told with its specialist (\"ho la visita dal cardiologo\") and then its price", () => {
    expect(after(['ho la visita dal cardiologo a breve, vero?'], 'e quanto costa?').intent).toBe('visit_question');
    expect(after(['ho un appuntamento con la dermatologa?'], 'quanto lo pago?').intent).toBe('visit_question');
    expect(after(['ho la visita dal cardiologo?'], 'e dopo quella ne ho un altra?').intent).toBe('next_appointment');
  });

  it('"who can follow me" asks for the specialists of what was said before', () => {
    expect(after(["cosa dicono gli articoli sull'ansia?"], 'e chi mi può seguire?')).toMatchObject({ intent: 'find_doctor', sectorIds: ['psicologia'] });
    expect(after(['mia madre ha avuto un ictus anni fa'], 'chi la può seguire a Roma?')).toMatchObject({ intent: 'find_doctor', sectorIds: ['neurologia'], city: 'Roma' });
  });

  it('a follow-up about the thread: a deadline, a worsening, an article on it, the price or the parking of that visit', () => {
    expect(after(['come si sposta una prenotazione?'], 'e entro quando posso farlo?').intent).toBe('how_to_cancel');
    expect(after(['mia figlia ha mal di gola da ieri'], 'e se peggiora stanotte?').intent).toBe('symptoms');
    expect(after(['my daughter has had a sore throat for two days'], 'what if it gets worse?').intent).toBe('symptoms');
    expect(after(['ho la pressione un po alta da qualche giorno'], 'avete un articolo a riguardo?')).toMatchObject({ intent: 'content' });
    expect(after(['quando ho il controllo?'], 'ci sono mezzi per arrivarci o parcheggio?').intent).toBe('visit_question');
    expect(after(['io quando avere visita con dottoressa'], 'quanto pagare?').intent).toBe('visit_question');
    expect(after(['quale antibiotico prendo per la cistite?'], 'dai almeno dimmi il nome, tanto poi chiedo al farmacista io')).toMatchObject({ intent: 'diagnosis' });
    expect(after(['cerco un ortopedico a Milano'], 'e uno più economico?')).toMatchObject({ intent: 'find_doctor', sectorIds: ['ortopedia'] });
    expect(after(['come faccio a prenotare?'], 'e si può pagare con la carta?').intent).toBe('how_to_book');
    expect(after(['cerco un dermatologo a Milano'], 'quanto costa una visita?')).toMatchObject({ intent: 'find_doctor', sectorIds: ['dermatologia'] });
    expect(after(['quando ho il controllo?'], 'con quale dottore?').intent).toBe('next_appointment');
    expect(after(['ho le mani screpolate da giorni'], 'cosa ci potrei spalmare?').intent).toBe('diagnosis');
    expect(after(['mio figlio ha la tosse da ieri'], 'e se sale la febbre?').intent).toBe('symptoms');
    expect(after(['quanto dura il mio appuntamento?'], 'e quanto ci costa?').intent).toBe('visit_question');
    expect(after(['mi fa male il ginocchio da una settimana'], 'chi potrei vedere?')).toMatchObject({ intent: 'find_doctor', sectorIds: ['ortopedia'] });
    expect(after(['ho le macchie sulla pelle'], 'chi devo sentire?')).toMatchObject({ intent: 'find_doctor', sectorIds: ['dermatologia'] });
  });

  it('the subject of the question, not the story told before it, is the topic of a content question', () => {
    expect(detectIntent("mio nonno è morto d'infarto l'anno scorso: cosa dicono gli articoli sul colesterolo?", ctx)).toMatchObject({ intent: 'content', topic: 'colesterolo' });
    const sunscreen = detectIntent("after my dad's stroke I read a lot online, do you have anything about sunscreen?", ctx);
    expect(sunscreen.intent).toBe('content');
    expect(sunscreen.topic).toContain('sunscreen');
    expect(sunscreen.topic).not.toContain('stroke');
    expect(detectIntent('ero in vacanza e ho visto un incidente. come si misura la pressione a casa?', ctx).topic).toBe('misura pressione casa');
    // A subject named first and a question about it keep the whole.
    expect(detectIntent('psoriasi: cosa dicono i dermatologi?', ctx).topic).toBe('psoriasi');
  });

  it('a past self-harm told with another question gets the crisis line', () => {
    expect(detectIntent('da ragazzina mi tagliavo, ora sto bene ma vorrei uno psicologo', ctx)).toMatchObject({ intent: 'find_doctor', crisis: true });
    expect(detectIntent('I used to cut myself as a teenager, is there a therapist in Turin?', ctx).crisis).toBe(true);
  });

  it('a message that says enough on its own is taken as it is', () => {
    expect(after(['cerco un cardiologo'], 'come cambio la password?').intent).toBe('settings');
  });
});
