import { describe, expect, it } from 'vitest';
import { detectIntent } from './intents';
import { ctx, expectIntents, type IntentRow } from './intents.test-support';

// detectIntent on health messages: emergencies, complaints, the articles and therapies (emergency, symptoms, content).
const table: IntentRow[] = [
  // Feeling unwell in general words gets the safety line, never a bare 'non so' (issue 22 point 2).
  ['non mi sento bene, non so spiegare', 'symptoms'],
  ['mi sento strano da ieri', 'symptoms'],
  ['mia madre non sta bene da stamattina', 'symptoms'],
  ['not feeling well today', 'symptoms'],
  // Fourteenth round, part B: a dizziness told in the everyday word is a complaint (the safety line).
  ['mi viene un giramento quando mi alzo dalla sedia', 'symptoms'],
  // Twelfth round (dev-seventh-heldout, by cause; none of its sentences): a question that points back
  // with a pronoun takes its subject from the story; a film is no symptom when reading is asked for;
  // a Neapolitan headache is a complaint; "motorino" is no ENT doctor.
  ['due anni fa avevo il colesterolo alto, ora e a posto. avete qualcosa su come tenerlo basso?', 'content', { topic: 'tenerlo basso colesterolo' }],
  ['ho letto di un incidente e mi e venuta la paura di guidare. dove leggo qualcosa sull ansia?', 'content'],
  ["tengo 'e dolore 'e panza da ieri sera", 'symptoms'],
  ['mia sorella e caduta dal motorino ad agosto, ora le serve un fisioterapista a Milano', 'find_doctor', { sector: 'fisioterapia' }],
  // Tenth round (dev-fifth-heldout, by cause; none of its sentences): one's own visit by the shape of
  // the question, diagnosis by its shape, a past story then a question, a complaint stated, tasks out
  // of scope.
  ['due anni fa ho avuto la polmonite, quest anno vorrei vaccinarmi: chi dovrebbe farlo?', 'content'],
  ['formicolio al piede sinistro quando sto seduta a lungo', 'symptoms'],
  ['mi viene da tossire appena mi sdraio', 'symptoms'],
  // The story told as past is not the subject of the article asked for now.
  ['due inverni fa ho avuto la bronchite, ora vorrei vaccinarmi contro l influenza: chi dovrebbe farlo?', 'content', { topic: 'vaccinarmi contro influenza dovrebbe farlo' }],
  // Ninth session, wrong answers by cause: a comparison, an exercise plan, what the doctors wrote are
  // articles' business; a complaint told in English with its days; a figure of speech names no sector.
  ['che differenza c è tra asma e bronchite cronica? sono un infermiere', 'content'],
  ['qual è la differenza fra colite e colon irritabile?', 'content'],
  ['dopo la frattura dell anno scorso ho ancora male al polso, c è un programma di esercizi?', 'content'],
  ['ci sono indicazioni dai vostri medici per la dieta in gravidanza?', 'content'],
  ['cosa c è scritto dei vostri dottori sulla tiroide?', 'content'],
  ['knee pain for 5 days after hiking', 'symptoms'],
  // a document for the visit; what a named doctor's plan said
  ["cosa c'era scritto nella dieta che mi ha dato la dottoressa Esposito?", 'content'],
  ['gli esercizi che mi ha dato il dottor Conti cosa dicono?', 'content'],
  // complaints told with how often they come: the safety line
  ['mal di testa ogni mattina appena sveglia', 'symptoms'],
  ['starnuti tutte le mattine appena alzato', 'symptoms'],
  ['my neck is stiff every evening after work', 'symptoms'],
  // and not: a general question, a request for a visit
  ['quando fare il controllo del colesterolo?', 'content'],
  // health topics: looked up in the articles and therapies
  ["consigli per l'acne", 'content', { sector: 'dermatologia', topic: 'acne' }],
  ['cosa dicono gli articoli sulla pressione alta?', 'content', { sector: 'cardiologia', topic: 'pressione alta' }],
  ['come abbassare il colesterolo', 'content'],
  ['protezione solare per bambini', 'content', { sector: 'dermatologia' }],
  ["ho l'acne, cosa posso fare?", 'content', { sector: 'dermatologia', topic: 'acne' }],
  ["ci sono terapie per l'ansia?", 'content', { sector: 'psicologia', topic: 'ansia' }],
  ['esercizi per il mal di schiena', 'content'],
  ['come dormire meglio', 'content', { sector: 'neurologia' }],
  ['alimentazione in gravidanza', 'content'],
  ['cosa mangiare con il diabete', 'content'],
  ['come smettere di fumare', 'content'],
  ["quali sono i sintomi dell'infarto?", 'content', { sector: 'cardiologia' }],
  ['PRESSIONE OCULARE ALTA cosa significa', 'content', { sector: 'oculistica' }],
  ['pro e contro della dieta chetogenica', 'content', { sector: 'nutrizione' }],
  // more everyday phrasings
  ['mi sento molto giù ultimamente', 'symptoms', { sector: 'psicologia' }],
  ['il mio bambino ha la tosse da una settimana', 'symptoms', { sector: 'pediatria' }],
  ['mi sono rotto una gamba', 'symptoms', { sector: 'ortopedia' }],
  ['mi si spezzano le unghie di continuo', 'symptoms'],
  ['il mio piano di controllo della pressione', 'content'],
  // refusals however phrased (issue 22 point 8), and what is not one
  ['quanti grammi di sale al giorno con la pressione alta?', 'content'],
  ['che crema solare metto al bimbo?', 'content'],
  // a complaint told (no question), by when it comes or how long it has lasted
  ['gambe pesanti la sera, specie d estate', 'symptoms'],
  ['my lower back has been aching for about two weeks', 'symptoms'],
  ['febbre nei bambini', 'content', { sector: 'medicina-generale', topic: 'febbre bambini' }],
  // values, doses and interactions are refused; a booking asked in English is own data
  ['ogni quanto controllare i nei?', 'content', { sector: 'dermatologia', topic: 'controllare nei' }],
  ['febbre nei bambini', 'content', { sector: 'medicina-generale', topic: 'febbre bambini' }],
  ['cosa dicono i cardiologi sulla pressione?', 'content', { sector: 'cardiologia', topic: 'pressione' }],
  ["il vaccino per l'influenza è gratuito?", 'content'],
  ['febbre nei bambini: quando devo preoccuparmi?', 'content', { sector: 'medicina-generale' }],
  // emergencies win over everything
  ['ho un forte dolore al petto', 'emergency', { emergency: 'cardiac' }],
  ['AIUTO mio padre non respira', 'emergency', { emergency: 'breathing' }],
  ['voglio farla finita', 'emergency', { emergency: 'suicide' }],
  ['nn riesco a respirare', 'emergency', { emergency: 'breathing' }],
  ['ciao, mio marito mi picchia, come prenoto una visita?', 'emergency', { emergency: 'violence' }],
  ['ho la pressione a 180', 'emergency', { emergency: 'general' }],
  ['mio figlio è caduto e ha battuto la testa', 'emergency', { emergency: 'general' }],
  // asking whom, or how, after a story
  ['stasera la glicemia era 190, di solito sta sui 120', 'symptoms'],
  // probes of the sixth session: a small injury told, English own data, a medicine recommended, a past at an age
  ['mi sono tagliata col coltello del pane, un taglietto, ho messo un cerotto', 'symptoms'],
  ['la tosse nei bambini quando è pericolosa?', 'content'],
  // seventh session: own bookings in any word order, counted, by day; the time of a habit is not a visit
  ['quando vado a dormire mi prude la schiena', 'symptoms'],
  // where a health story happened is not an off-topic place; general questions; exercises
  ["l'anno scorso sono svenuta al centro commerciale, vorrei leggere qualcosa sulla pressione bassa", 'content'],
  ['quando ci si deve preoccupare se un adulto ha la tosse?', 'content'],
  ['ci sono esercizi per il collo?', 'content'],
  // Thirteenth round, part B: a complaint told as over, then a request, is the request; a means asked
  // for ('c'è un vaccino?') is asked for the condition told before it; how a condition is prevented.
  ['mi era venuta la febbre dopo il richiamo, ora passata. chi deve farlo il vaccino antinfluenzale?', 'content'],
  ['mio padre aveva l ansia l anno scorso, adesso sta meglio, ma vorrei leggere come riconoscerla', 'content'],
  ['avevo mal di schiena, ora sto meglio ma mi fa ancora male il ginocchio', 'symptoms'],
  ['il morbillo c e ancora? c e un vaccino?', 'content', { topic: 'vaccino morbillo' }],
  ['calcoli alla colecisti, come si prevengono?', 'content'],
];

describe('detectIntent: health', () => {
  expectIntents(table);
  it.each(['sto male dal ridere con questo gattino', 'mi sento male per lui, poverino', 'sta malissimo per come è andata'])('a figure or a feeling for someone is no complaint: %s', (text) => {
    expect(detectIntent(text, ctx).intent).not.toBe('symptoms');
  });
});
