import { describe, expect, it } from 'vitest';
import { detectEmergency } from './emergency';
import type { EmergencyKind } from './types';

const emergencies: Array<[string, EmergencyKind]> = [
  // A part cut off or an object driven in, a beating in progress, cyanosis told the other way round (ninth session).
  ['si è tranciato mezzo dito con la sega circolare', 'bleeding'],
  ['è caduto sul cantiere e ha un ferro conficcato nella pancia', 'bleeding'],
  ['mi sono staccata la punta del dito con l affettatrice', 'bleeding'],
  ['lo stanno picchiando in tre davanti al bar', 'violence'],
  ['mi sta strangolando, aiuto', 'violence'],
  ['il nonno è cianotico alle labbra e respira piano', 'breathing'],
  // Plain dangers the corpus's cross-validation missed, as rules: a heart attack under way, not coming round, an epileptic fit, a fear of being killed, shots, a cut wrist.
  ['mi sa che ho un infarto in corso', 'cardiac'],
  ['papà ha un attacco di cuore in corso, siamo in autostrada', 'cardiac'],
  ['la mia compagna di corso è svenuta in aula e non rinviene', 'unconscious'],
  ['il vicino è a terra e non dà segni di vita', 'unconscious'],
  ['mio figlio ha un attacco di epilessia adesso', 'seizure'],
  ['ho paura che stanotte lui mi ammazzi', 'violence'],
  ['hanno accoltellato un ragazzo sotto casa', 'violence'],
  ['I slit my wrists', 'suicide'],
  // A scare cleared by the poison centre or the emergency room, then worse again: still an emergency.
  ['all antiveleni hanno detto che non era niente ma adesso vomita e non si sveglia', 'unconscious'],
  // A farewell without "addio", and a fall in pregnancy (eighth session).
  ['ho scritto le lettere per i miei nipoti, così dopo capiranno', 'suicide'],
  ['ho lasciato tutto in ordine per chi mi troverà', 'suicide'],
  ['volevo solo salutarti per l’ultima volta', 'suicide'],
  ['sono incinta di 6 mesi e sono caduta in bagno', 'general'],
  // Said plainly and missed by the classifier once the corpus grew: rules (eighth session).
  ['non posso respirare, aiutatemi', 'breathing'],
  ['mio nonno è stato investito da un furgone', 'general'],
  ['I took 30 ibuprofen tablets an hour ago', 'poisoning'],
  ['a guy sexually assaulted me on the way home', 'violence'],
  ['mi sento che mi si chiudono i polmoni', 'breathing'],
  ['il piccolo ha mangiato una pastiglia per la lavastoviglie', 'poisoning'],
  // cardiac: chest pain now, even described as muscular or after sport
  ['ho un forte dolore al petto', 'cardiac'],
  ['dolore al petto muscolare dopo la palestra ieri?', 'cardiac'],
  ['MI FA MALE IL PETTO E IL BRACCIO SINISTRO', 'cardiac'],
  ['mio padre ha un dolore fortissimo al petto e suda freddo', 'cardiac'],
  ['credo di avere un infarto', 'cardiac'],
  ['sento una morsa al torace da mezz’ora', 'cardiac'],
  ['ho dolore al petto, cosa dicono gli articoli?', 'cardiac'],
  // stroke
  ['mio padre ha la bocca storta e non riesce a parlare', 'stroke'],
  ['mia nonna all improvviso non muove piu il braccio', 'stroke'],
  ['credo che mia madre abbia un ictus', 'stroke'],
  // suicide and self-harm
  ['voglio farla finita', 'suicide'],
  ['Voglio farla finita con tutto.', 'suicide'],
  ['non ce la faccio più a vivere', 'suicide'],
  ['penso al suicidio', 'suicide'],
  ['a volte penso di uccidermi', 'suicide'],
  ['non voglio piu vivere', 'suicide'],
  // bleeding
  ['mi sanguina tanto e non si ferma', 'bleeding'],
  ['mio figlio si è tagliato e il sangue non si ferma', 'bleeding'],
  ['ho un’emorragia', 'bleeding'],
  ['mio nonno vomita sangue', 'bleeding'],
  // breathing
  ['non respira', 'breathing'],
  ['non riesco a respirare', 'breathing'],
  ['mio figlio sta soffocando', 'breathing'],
  // unconscious
  ['è svenuto e non risponde', 'unconscious'],
  ["e' svenuto", 'unconscious'],
  ['mia madre ha perso i sensi', 'unconscious'],
  ['mio figlio ha le convulsioni', 'seizure'],
  // poisoning
  ['ha ingerito candeggina', 'poisoning'],
  ['mio figlio ha preso tutte le pastiglie', 'poisoning'],
  ['il bambino ha bevuto del detersivo', 'poisoning'],
  ['mia figlia ha mangiato le pillole della nonna', 'poisoning'],
  // allergy
  ["mi si gonfia la gola dopo una puntura d'ape", 'allergy'],
  ['ho le labbra gonfie dopo aver mangiato arachidi', 'allergy'],
  ['credo sia uno shock anafilattico', 'allergy'],
  // violence
  ['mio marito mi picchia', 'violence'],
  ['il mio ex mi minaccia di morte', 'violence'],
  ['subisco violenza in casa', 'violence'],
  ['mio nonno non riesce più a muovere il braccio destro', 'stroke'],
  ['ho le vertigini e vedo doppio', 'stroke'],
  ['ho una fitta al cuore', 'cardiac'],
  ['mi sono tagliato con il coltello e esce tanto sangue', 'bleeding'],
  ['faccio fatica a respirare', 'breathing'],
  ['il mio bambino ha ingoiato una moneta', 'poisoning'],
  ['mi ha morso un serpente', 'poisoning'],
  ['ho preso 20 pastiglie di xanax', 'poisoning'],
  ['mi ha punto una vespa e sono allergico', 'allergy'],
  ['ho una reazione allergica', 'allergy'],
  ['mi odio, vorrei sparire', 'suicide'],
  ['non ne posso più di vivere così', 'suicide'],
  ['mio marito è violento', 'violence'],
  // general
  ['mia moglie ha avuto un malore', 'general'],
  ['sono caduta dalle scale e non riesco ad alzarmi', 'general'],
  ['mio figlio è caduto e ha battuto la testa', 'general'],
  ['ho la pressione a 190', 'general'],
  ['SOS', 'general'],
  ["è un'emergenza!", 'general'],
  ['sto morendo aiuto', 'general'],
  ["chiamate un'ambulanza", 'general'],
  // a carer's or clinician's words (issue 22, sixth session)
  ['assistito di 80 anni, sat 82 in aria ambiente, respira a fatica', 'breathing'],
  ['the pulse oximeter says 84 and he is gasping', 'breathing'],
  ['pz diabetico, hgt 38, sudato e confuso', 'hypoglycemia'],
  ['paziente con emiparesi destra e afasia insorte da 40 minuti', 'stroke'],
  ['crisi convulsiva che non si ferma da cinque minuti', 'seizure'],
  ['paziente areattivo, stiamo facendo il massaggio cardiaco', 'unconscious'],
  ['bimbo febbrile con petecchie diffuse sulle gambe', 'meningitis'],
  ["anziana con ematemesi abbondante da un'ora", 'bleeding'],
  ["angioedema della lingua dopo l'antibiotico", 'allergy'],
  ['abbiamo mangiato i funghi raccolti nel bosco e adesso vomitiamo tutti', 'poisoning'],
  ['glicemia crollata, mio padre trema e non capisce', 'hypoglycemia'],
  // seventh session: carbon monoxide at home, self-harm now, rhythmic jerks, a danger that came back
  ['abbiamo acceso il braciere e ora mio marito ha un forte mal di testa e tanta sonnolenza', 'poisoning'],
  ['da quando abbiamo acceso la caldaia nuova ci gira la testa e abbiamo la nausea', 'poisoning'],
  ['mi sto tagliando di nuovo e non riesco a smettere', 'suicide'],
  ['la bimba ha scatti ritmici del braccio da cinque minuti', 'seizure'],
  ["gli è andata di traverso una caramella, per fortuna l'ha sputata ma adesso respira male", 'breathing'],
];

const notEmergencies = [
  // A bleeding at an earlier delivery, with a new pregnancy now; a nose that is blocked (eighth session).
  "dopo il primo parto ho avuto un'emorragia, ora sono di nuovo incinta e cerco una ginecologa",
  'ho avuto un emorragia al primo cesareo e ora sono al quinto mese, vorrei una ginecologa',
  'non posso respirare col naso chiuso da giorni',
  // requests for information (see the rule in emergency.ts)
  "come si previene l'infarto?",
  "cosa dicono gli articoli sull'ictus?",
  "quali sono i sintomi dell'infarto?",
  'ho letto un articolo sul suicidio giovanile',
  'come si riconosce un ictus?',
  'esercizi di riabilitazione dopo un ictus',
  'articoli sulla violenza domestica',
  // mild or everyday
  'emorragia nasale leggera ogni tanto',
  'vorrei farla finita con il fumo',
  'non ce la faccio più con il lavoro, ho tanto stress',
  'mi sanguinano le gengive quando lavo i denti',
  'ho preso le pastiglie per la pressione, posso bere un caffè?',
  'il dottore non risponde ai messaggi',
  'ho paura del dentista',
  'ho mal di testa da due giorni',
  'ho il colesterolo alto, cosa posso mangiare?',
  'mi fa male la schiena quando sto seduta',
  'come si riconosce una reazione allergica',
  'crema per le ustioni solari',
  'sono allergico alle graminacee, cosa posso fare?',
  'ho preso 2 compresse di tachipirina',
  'non vedo più bene da lontano',
  'mi batte il cuore forte quando corro',
  'la pressione a 90 su 60 è bassa?',
  // a clinician's words about what is settled, a fright that only looked like a condition, a what-if
  'saturazione 97 dopo la corsa, va bene?',
  "mio padre ha un'afasia residua dopo l'ictus di tre anni fa, cerco un logopedista",
  'sono svenuta al prelievo stamattina, ora sto bene',
  'a trent’anni ho avuto una crisi d’ansia che pareva un infarto, adesso cerco uno psicologo',
  'se mai mi venisse un ictus come farei a capirlo?',
  'è arrivata l’ambulanza, ora è al pronto soccorso e sta bene: dopo chi lo segue?',
  'sono sopravvissuto a un arresto cardiaco, cerco un cardiologo per il controllo',
  'ho comprato i funghi al supermercato, come si cucinano?',
  'dopo il cesareo ho avuto un’emorragia, adesso sto bene e cerco una ginecologa',
  'I had a seizure when I was in high school, is there a neurologist?',
  'a Pasqua mio nonno ha avuto un infarto, ora è a casa e cerco un cardiologo',
  'quando ero incinta di mia figlia ho avuto le convulsioni, adesso allatto',
  'nel lontano 2005 ho avuto un ictus, ora cerco un fisiatra',
  'all’epoca ero svenuto per un calo di pressione, serve un controllo?',
  'quando avevo 12 anni sono svenuto a scuola, adesso vorrei un check up',
  // not about symptoms at all
  'dove trovo un cardiologo a Milano?',
  'quando è il mio prossimo appuntamento?',
  "consigli per l'acne",
  'come collego Google Calendar?',
  // a fright that only looked like it, a figure of speech, a danger told as over and ended well
  'il mese scorso pensavo di avere un infarto, era solo ansia: cerco uno psicologo',
  "temevo fosse un ictus invece era un'emicrania",
  'mi è quasi venuto un infarto quando ho visto la bolletta',
  "ieri al bimbo è andato di traverso un pezzo di mela, per fortuna l'ha tossito subito",
  'I had a collapsed lung years ago, can I scuba dive?',
  'mi sono iscritta a un corso di primo soccorso, cosa si fa se uno sviene?',
  'al corso di yoga ci hanno insegnato a respirare con la pancia',
  // Cleared by those who answer for it, told as over, asked in general, a fright that comes every time (ninth session).
  "l'altra sera la bimba ha leccato il detersivo, all'antiveleni hanno detto che non era niente: dove trovo i materiali salvati?",
  'mio padre ha preso due volte la pastiglia, la guardia medica ha detto che non è pericoloso, ora riposa',
  'sono stata al pronto soccorso per una reazione allergica, ora è tutto passato: quando ho la visita?',
  'al pronto soccorso ci hanno rassicurati e mandati a casa dopo la caduta del bimbo',
  'due giorni fa la bimba ha ingoiato una moneta, la pediatra dice che e tutto a posto',
  'il medico ha detto che va tutto bene dopo lo svenimento di ieri, cerco un cardiologo per un controllo',
  'il fumo può portare all infarto anche da giovani? cosa consigliano i medici',
  'mi sento morire ogni volta che vado dal dentista, avete consigli per l ansia?',
  'muoio dal ridere con questa app',
  'anni fa mi hanno amputato un dito, ora mi serve un ortopedico',
  'col naso chiuso non respiro bene la notte da una settimana',
  // Seasons ago and scars left (a wound long healed), a general question asked out of curiosity,
  // a condition had beside a routine request (tenth round).
  'tre inverni fa mio padre si e ustionato con la stufa, gli sono rimaste le cicatrici: chi le tratta?',
  'un paio di natali fa mio zio ha avuto le convulsioni, ha ancora i postumi?',
  'per curiosita, in genere quanto dura un attacco epilettico?',
  'di solito quanto ci mette a passare una crisi convulsiva febbrile?',
  'ho avuto tre attacchi di panico in una settimana, cerco uno psicologo',
  'lo spray per il naso non fa niente, cosa posso usare?',
  'ho fatto un corso sulla manovra di heimlich ma non la ricordo bene',
  'mio figlio e caduto dal primo gradino, ha un bernoccolo',
  'la seconda crisi d ansia di oggi, come la calmo?',
  'mio marito ha avuto un infarto, come posso prenotare il controllo dal cardiologo?',
  'mia nonna ha avuto un ictus e non usa il computer: posso prenotare io la visita dal neurologo?',
  // A childhood told of someone else, as a kid; a low sugar put right by oneself (twelfth round).
  'quando mia figlia era piccola ha ingoiato una moneta, adesso ha 8 anni: cerco una pediatra',
  'I had a severe allergic reaction to peanuts as a kid, do I still need to avoid them?',
  'ieri ho avuto un ipoglicemia leggera e l ho risolta con un succo, cerco un diabetologo',
  '',
];

// Danger told in a regional dialect (spelling.ts, DIALECT): the body words brought to Italian.
// Asked how long it usually lasts while it is happening: still now (tenth round).
// One seizure after another, one that started when the medicine was stopped (tenth round).
// Relief that fails, a fall from a floor, injured people, self-harm by its purpose (tenth round).
const reliefFailsAndMore: Array<[string, string]> = [
  ['mio figlio ha l asma, ha fatto due puff ma non servono a nulla', 'breathing'],
  ['sto facendo la manovra di heimlich a mio padre ma niente', 'breathing'],
  ['il vicino e caduto dal terzo piano', 'general'],
  ['incidente davanti a casa, ci sono dei feriti', 'general'],
  ['mi taglio le braccia per non pensare', 'suicide'],
  ['penso di meritare di sparire, anzi mi merito di morire', 'suicide'],
];

const seizuresRepeated: Array<[string, string]> = [
  ['stamattina due convulsioni di fila e adesso non si sveglia bene', 'seizure'],
  ['mia figlia ha avuto quattro crisi in mezz ora', 'seizure'],
  ['papa sta convulsando sul pavimento', 'seizure'],
  ['ha sospeso da solo il farmaco antiepilettico e adesso ha una crisi', 'seizure'],
];

const curiousButNow: Array<[string, string]> = [
  ['mio padre ha le convulsioni adesso, quanto durano di solito?', 'seizure'],
  ['mio figlio ha una crisi epilettica da 5 minuti, quanto dura di solito?', 'seizure'],
];

const dialectEmergencies: Array<[string, string]> = [
  ["g'ho un dulur al pett che el va giò fin al brasc", 'cardiac'],
  ['el me pà el gh ha un dulor in mezzo al pett e el suda', 'cardiac'],
  ["me nonnu havi un duluri forti 'nto pettu e nun havi ciatu", 'cardiac'],
  ["a mamma tene nu dulore 'mpietto e nun tene sciato", 'cardiac'],
  ["u picciriddu nun rispira, ci manca u ciatu", 'breathing'],
];

describe('detectEmergency', () => {
  it.each(dialectEmergencies)('in dialect: %s → %s', (text, kind) => {
    expect(detectEmergency(text)).toBe(kind);
  });

  it.each(reliefFailsAndMore)('relief that fails and more: %s → %s', (text, kind) => {
    expect(detectEmergency(text)).toBe(kind);
  });

  it.each(seizuresRepeated)('one seizure after another: %s → %s', (text, kind) => {
    expect(detectEmergency(text)).toBe(kind);
  });

  it.each(curiousButNow)('asked how long it lasts, but now: %s → %s', (text, kind) => {
    expect(detectEmergency(text)).toBe(kind);
  });

  it.each(emergencies)('%s → %s', (text, kind) => {
    expect(detectEmergency(text)).toBe(kind);
  });

  it.each(notEmergencies)('not an emergency: %s', (text) => {
    expect(detectEmergency(text)).toBeNull();
  });
});
