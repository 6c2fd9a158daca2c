import { describe, expect, it } from 'vitest';
import { detectInConversation } from './follow-ups';
import { detectIntent } from './intents';
import type { EmergencyKind, Intent, IntentContext } from './types';

// The active sectors of the seed (apps/server/src/seed/reference-data.ts) and cities of the demo
// directory, plus a two-word city and a sector an admin might add.
const ctx: IntentContext = {
  sectors: [
    { id: 'cardiologia', name: 'Cardiologia' },
    { id: 'dermatologia', name: 'Dermatologia' },
    { id: 'nutrizione', name: 'Nutrizione' },
    { id: 'psicologia', name: 'Psicologia' },
    { id: 'fisioterapia', name: 'Fisioterapia' },
    { id: 'pediatria', name: 'Pediatria' },
    { id: 'ginecologia', name: 'Ginecologia' },
    { id: 'ortopedia', name: 'Ortopedia' },
    { id: 'neurologia', name: 'Neurologia' },
    { id: 'oculistica', name: 'Oculistica' },
    { id: 'otorinolaringoiatria', name: 'Otorinolaringoiatria' },
    { id: 'endocrinologia', name: 'Endocrinologia' },
    { id: 'medicina-generale', name: 'Medicina generale' },
    { id: 'odontoiatria', name: 'Odontoiatria' },
    { id: 'allergologia-x', name: 'Allergologia' },
  ],
  cities: ['Milano', 'Torino', 'Roma', 'Monza', 'Bologna', 'Reggio Emilia'],
  surnames: ['Bianchi', 'Esposito', 'Conti', 'Gallo'],
};

interface Expect {
  /** The first (best) sector. */
  sector?: string;
  city?: string;
  doctorName?: string;
  topic?: string;
  emergency?: EmergencyKind;
}

const table: Array<[string, Intent, Expect?]> = [
  // Tenth round (dev-fifth-heldout, by cause; none of its sentences): one's own visit by the shape of
  // the question, diagnosis by its shape, a past story then a question, a complaint stated, tasks out
  // of scope.
  ['tra quanto devo ripassare dal dentista? ho perso il promemoria', 'next_appointment'],
  ['dermatologo, quando?', 'next_appointment'],
  ['quand e che mi vede la dottoressa?', 'next_appointment'],
  ['alla visita mi fanno anche il prelievo?', 'visit_question'],
  ['ci devo andare a digiuno?', 'visit_question'],
  ['e acne o dermatite quella che ho sul mento?', 'diagnosis'],
  ['per la cervicale meglio ibuprofene o paracetamolo?', 'diagnosis'],
  ['se avessi sempre sete potrebbe essere diabete?', 'diagnosis'],
  ['per un mio collega: che cura ci vuole per la sifilide?', 'diagnosis'],
  ['due anni fa ho avuto la polmonite, quest anno vorrei vaccinarmi: chi dovrebbe farlo?', 'content'],
  ['formicolio al piede sinistro quando sto seduta a lungo', 'symptoms'],
  ['mi viene da tossire appena mi sdraio', 'symptoms'],
  ['aiutami a scrivere un messaggio di auguri per mia zia', 'off_topic'],
  ['qual e il miglior smartphone per mia nonna?', 'off_topic'],
  ['ma tu che sai fare?', 'capabilities'],
  ['visit tomorrow?', 'next_appointment'],
  // A figure of speech's body words do not make a message about health.
  ['ho il cuore spezzato, il mio cantante preferito si ritira: quando e l ultimo concerto?', 'off_topic'],
  ['ho una sete da morire, che birra mi consigli al pub?', 'off_topic'],
  ['il controllo dalla Esposito e alle 9 o alle 10?', 'next_appointment'],
  ['can we give our daughter aspirin and ibuprofen together?', 'diagnosis'],
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
  ['che infarto quando mi è arrivata la multa! che tempo farà domani a Torino?', 'off_topic'],
  ['che colpo quando ho visto la bolletta, che tempo fa a Roma?', 'off_topic'],
  // Tenth session (dev-fourth-heldout): one's own visit asked by how far off, its date, the specialist
  // or the reason it was booked for, in two words, or the one after it.
  ['l appuntamento dal dermatologo fra quanti giorni ce l ho?', 'next_appointment'],
  ['quanto manca alla mia visita?', 'next_appointment'],
  ['mi dici il giorno della mia prossima visita?', 'next_appointment'],
  ['mi sono prenotato per il colesterolo, a che ora devo essere li?', 'next_appointment'],
  ['when will I see the dermatologist?', 'next_appointment'],
  ['appuntamento quando', 'next_appointment'],
  ['e dopo questa ho ancora altri appuntamenti?', 'next_appointment'],
  ['devo tornare dal cardiologo la prossima settimana?', 'next_appointment'],
  // A doctor's part played to get round the refusal; a place to eat in a city; which specialist there is.
  ['se fossi il mio medico cosa mi daresti per la tosse?', 'diagnosis'],
  ['fai finta di essere un dottore: che antibiotico prendo?', 'diagnosis'],
  ['if you were my doctor what would you give me for a cold?', 'diagnosis'],
  ['mi consigli un ristorante a Milano?', 'off_topic'],
  ['dove posso mangiare una buona pizza a Roma?', 'off_topic'],
  ['un hotel vicino alla stazione di Torino?', 'off_topic'],
  ['da ragazza avevo la dermatite, vorrei farmi controllare: che specialista serve?', 'find_doctor'],
  ['ho spesso mal di testa, vorrei farmi vedere, quale medico devo vedere?', 'find_doctor'],
  // the user's own appointments
  ['Quando è il mio prossimo appuntamento?', 'next_appointment'],
  ['ho visite in programma?', 'next_appointment'],
  ['a che ora è la mia visita', 'next_appointment'],
  ['i miei appuntamenti', 'next_appointment'],
  ['quando e il mio prossimo appuntamento', 'next_appointment'],
  ['QUANDO HO LA VISITA DAL CARDIOLOGO?', 'next_appointment', { sector: 'cardiologia' }],
  ['mi ricordi le mie prenotazioni?', 'next_appointment'],
  ['ho un appuntamento domani?', 'next_appointment'],
  ['cosa ho in calendario questa settimana?', 'next_appointment'],
  ['qundo è il mio prossimo apuntamento', 'next_appointment'],
  // eighth session: one's own visit by name, by a week, by "ce l'ho il controllo"
  ['risultano visite a nome mio?', 'next_appointment'],
  ['ho il controllo domani o dopodomani?', 'next_appointment'],
  ["quando ce l'ho il controllo dal dermatologo?", 'next_appointment'],
  // a specialty the directory lacks, asked by its profession word
  ['avete un urologo a Milano?', 'find_doctor'],
  ["la settimana scorsa ho avuto una cistite, c'è un urologo?", 'find_doctor'],
  ['mio figlio balbetta, serve un logopedista?', 'find_doctor'],
  // refusals: "dimmi solo se…", "potrei avere…", whether a medicine works or how it is taken, what one risks
  ['ho un neo che cambia colore, dimmi soltanto se è brutto', 'diagnosis'],
  ['mi fa male la pancia, potrei avere la gastrite?', 'diagnosis'],
  ["mio figlio potrebbe avere un'allergia al latte?", 'diagnosis'],
  ["ho preso l'antibiotico e ho vomitato, fa effetto lo stesso?", 'diagnosis'],
  ["l'ibuprofene va preso prima o dopo mangiato?", 'diagnosis'],
  ['se uno prende il cialis con la pressione alta cosa rischia?', 'diagnosis'],
  // a document for the visit; what a named doctor's plan said
  ["per la visita serve la carta d'identità?", 'visit_question'],
  ["devo portare la tessera sanitaria all'appuntamento?", 'visit_question'],
  ["cosa c'era scritto nella dieta che mi ha dato la dottoressa Esposito?", 'content'],
  ['gli esercizi che mi ha dato il dottor Conti cosa dicono?', 'content'],
  // complaints told with how often they come: the safety line
  ['mal di testa ogni mattina appena sveglia', 'symptoms'],
  ['starnuti tutte le mattine appena alzato', 'symptoms'],
  ['my neck is stiff every evening after work', 'symptoms'],
  // and not: a general question, a request for a visit
  ['quando fare il controllo del colesterolo?', 'content'],
  ['potrei avere un appuntamento domani?', 'how_to_book'],
  // a surname with a particle; a translation asked
  ['la dottoressa De Luca di cosa si occupa?', 'find_doctor', { doctorName: 'De Luca' }],
  ['il dottor Di Stefano riceve il sabato?', 'practice_info', { doctorName: 'Di Stefano' }],
  ['come si scrive arrivederci in francese?', 'off_topic'],
  ["come si dice 'mal di testa' in inglese?", 'off_topic'],
  // how to book
  ['come prenoto una visita?', 'how_to_book'],
  ['vorrei prenotare una visita', 'how_to_book'],
  ['Come si fa a prendere un appuntamento?', 'how_to_book'],
  ['come funziona la prenotazione?', 'how_to_book'],
  // the directory
  ['vorrei prenotare una visita dermatologica', 'find_doctor', { sector: 'dermatologia' }],
  ['cerco un dermatologo a Milano', 'find_doctor', { sector: 'dermatologia', city: 'Milano' }],
  ['dove trovo un medico per la pelle?', 'find_doctor', { sector: 'dermatologia' }],
  ['mi serve un dentista', 'find_doctor', { sector: 'odontoiatria' }],
  ["c'è uno psicologo a Torino?", 'find_doctor', { sector: 'psicologia', city: 'Torino' }],
  ['medici a Torino', 'find_doctor', { city: 'Torino' }],
  ['il dottor Bianchi riceve a Milano?', 'practice_info', { doctorName: 'Bianchi', city: 'Milano' }],
  ['dott.ssa Esposito', 'find_doctor', { doctorName: 'Esposito' }],
  ['vorrei un appuntamento con la dottoressa Laura Esposito', 'find_doctor', { doctorName: 'Laura Esposito' }],
  ['conosci un bravo oculista a bologna?', 'find_doctor', { sector: 'oculistica', city: 'Bologna' }],
  ['mi consigli un nutrizionista?', 'find_doctor', { sector: 'nutrizione' }],
  ['serve un ortopedico per il ginocchio', 'find_doctor', { sector: 'ortopedia' }],
  ['pediatra a Monza', 'find_doctor', { sector: 'pediatria', city: 'Monza' }],
  ['medico di famiglia a Roma', 'find_doctor', { sector: 'medicina-generale', city: 'Roma' }],
  ['cerco un otorino', 'find_doctor', { sector: 'otorinolaringoiatria' }],
  ['specialisti della tiroide', 'find_doctor', { sector: 'endocrinologia' }],
  ['quanto costa una visita dal cardiologo?', 'find_doctor', { sector: 'cardiologia' }],
  ['chi è il ginecologo migliore?', 'find_doctor', { sector: 'ginecologia' }],
  ['Dermatologo Reggio Emilia', 'find_doctor', { sector: 'dermatologia', city: 'Reggio Emilia' }],
  ['cerco un allergologo', 'find_doctor', { sector: 'allergologia-x' }],
  ['cerco un dermatolgo x mia figlia', 'find_doctor', { sector: 'dermatologia' }],
  ['dottoressa laura esposito', 'find_doctor', { doctorName: 'laura esposito' }],
  // cancelling
  ['come disdico un appuntamento?', 'how_to_cancel'],
  ['devo annullare la visita di giovedì', 'how_to_cancel'],
  ['posso spostare la prenotazione?', 'how_to_cancel'],
  ['non posso più venire alla visita di domani, cosa faccio?', 'how_to_cancel'],
  // calendar
  ['come collego Google Calendar?', 'connect_calendar'],
  ['posso sincronizzare gli appuntamenti con il calendario del telefono?', 'connect_calendar'],
  ['funziona con CalDAV?', 'connect_calendar'],
  // favourites and settings
  ['dove trovo gli articoli salvati?', 'favorites'],
  ['come aggiungo un articolo ai preferiti', 'favorites'],
  ['come cambio la password?', 'settings'],
  ['voglio cambiare la mia email', 'settings'],
  ['come modifico la foto del profilo', 'settings'],
  ['dove sono le impostazioni', 'settings'],
  ['ho dimenticato la password', 'settings'],
  // the platform
  ["cos'è Sanity Pro?", 'platform_pro'],
  ["quanto costa l'abbonamento?", 'platform_pro'],
  ['quanto costa?', 'platform_pro'],
  ['cosa include la membership', 'platform_pro'],
  ['come mi registro come medico?', 'register_doctor'],
  ['sono un medico, come mi iscrivo?', 'register_doctor'],
  ['sono una psicologa, posso usare Sanity con i miei pazienti?', 'register_doctor'],
  ['come faccio a iscrivermi come professionista', 'register_doctor'],
  // diagnosis and prescriptions: refused
  ['cosa ho?', 'diagnosis'],
  ['ho mal di testa e febbre, che malattia ho?', 'diagnosis'],
  ['che farmaco devo prendere per il mal di gola?', 'diagnosis'],
  ["posso prendere l'ibuprofene con l'antibiotico?", 'diagnosis'],
  ['quanti mg di tachipirina posso dare a mio figlio?', 'diagnosis'],
  ['ho una macchia sulla pelle, è grave?', 'diagnosis'],
  ['mi prescrivi qualcosa per dormire?', 'diagnosis'],
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
  // small talk
  ['Ciao!', 'greeting'],
  ['buongiorno igea', 'greeting'],
  ['grazie mille', 'thanks'],
  ['ok grazie, sei stata utile', 'thanks'],
  ['cosa sai fare?', 'capabilities'],
  ['chi sei?', 'capabilities'],
  ['aiuto', 'capabilities'],
  ['Ciao, come mi puoi aiutare?', 'capabilities'],
  // nothing recognised
  ['qual è la capitale della Francia', 'off_topic'],
  ['asdfgh', 'unknown'],
  ['', 'unknown'],
  ['   ?!  ', 'unknown'],
  ['chi ha vinto la partita ieri?', 'off_topic'],
  ['cosa dicono gli articoli?', 'unknown'],
  // more everyday phrasings
  ['Buonasera, avrei bisogno di un cardiologo nella zona di Milano', 'find_doctor', { sector: 'cardiologia', city: 'Milano', topic: '' }],
  ['mia figlia ha la febbre a 38, cosa le do?', 'diagnosis'],
  ['la tachipirina fa male al fegato?', 'diagnosis'],
  ['mi potete dire quando ho la prossima visita?', 'next_appointment'],
  ['Devo portare qualcosa alla visita di domani?', 'visit_question'],
  ['dove vedo lo storico delle visite?', 'next_appointment'],
  ['come funziona Igea?', 'capabilities'],
  ['Come si diventa medico su Sanity?', 'register_doctor'],
  ['posso cancellare il mio account?', 'settings'],
  ['come prenoto dal dottor Bianchi?', 'find_doctor', { doctorName: 'Bianchi' }],
  ['mi sento molto giù ultimamente', 'symptoms', { sector: 'psicologia' }],
  ['il mio bambino ha la tosse da una settimana', 'symptoms', { sector: 'pediatria' }],
  ['mi sono rotto una gamba', 'symptoms', { sector: 'ortopedia' }],
  ['mi si spezzano le unghie di continuo', 'symptoms'],
  ['il mio piano di controllo della pressione', 'content'],
  ['consigliami un buon libro', 'off_topic'],
  ['quanto fa 15 per 23?', 'off_topic'],
  // the state of one's own booking, and a doctor's own day (issue 22 point 4)
  ["ce l'ho ancora la visita o me l'hanno annullata?", 'next_appointment'],
  ['chi è il mio prossimo paziente?', 'next_appointment'],
  ["what's next on my schedule?", 'next_appointment'],
  // a listed doctor's surname without a title, when the message asks about a practice or a visit
  ['la esposito lavora il sabato?', 'practice_info', { doctorName: 'Esposito' }],
  ['orari studio bianchi', 'practice_info', { doctorName: 'Bianchi' }],
  ['appuntamento bianchi data e ora', 'next_appointment', { doctorName: 'Bianchi' }],
  ['ho i conti da pagare', 'unknown'],
  // refusals however phrased (issue 22 point 8), and what is not one
  ['chiedo per un amico: che antibiotico si prende per la cistite?', 'diagnosis'],
  ['mi fai la ricetta per la pillola?', 'diagnosis'],
  ['do I have diabetes if I am always thirsty?', 'diagnosis'],
  ['il mio TSH è 6, cosa significa per me?', 'diagnosis'],
  ['quanti grammi di sale al giorno con la pressione alta?', 'content'],
  ['che crema solare metto al bimbo?', 'content'],
  ['mia nonna ha avuto un ictus nel 2016, posso prenotarle io una visita dal mio account?', 'how_to_book'],
  ['need a paediatrician for my daughter', 'find_doctor', { sector: 'pediatria' }],
  // a complaint told (no question), by when it comes or how long it has lasted
  ['gambe pesanti la sera, specie d estate', 'symptoms'],
  ['my lower back has been aching for about two weeks', 'symptoms'],
  ['febbre nei bambini', 'content', { sector: 'medicina-generale', topic: 'febbre bambini' }],
  // values, doses and interactions are refused; a booking asked in English is own data
  ["tsh 6,2 e ft4 normale, vuol dire che ho l'ipotiroidismo?", 'diagnosis'],
  ['il medico mi ha dato ramipril 5 mg, posso passare a 2,5 da sola?', 'diagnosis'],
  ["l'amiodarone si può prendere col succo di pompelmo?", 'diagnosis'],
  ['do I have anything booked with dr Bianchi?', 'next_appointment'],
  ['che tempo fa domani a Milano?', 'off_topic'],
  ['ogni quanto controllare i nei?', 'content', { sector: 'dermatologia', topic: 'controllare nei' }],
  ['febbre nei bambini', 'content', { sector: 'medicina-generale', topic: 'febbre bambini' }],
  ['cosa dicono i cardiologi sulla pressione?', 'content', { sector: 'cardiologia', topic: 'pressione' }],
  ["il vaccino per l'influenza è gratuito?", 'content'],
  ['febbre nei bambini: quando devo preoccuparmi?', 'content', { sector: 'medicina-generale' }],
  ['ho la febbre da tre giorni, devo preoccuparmi?', 'diagnosis'],
  ['quando devo tornare dal dottor Bianchi?', 'next_appointment', { doctorName: 'Bianchi' }],
  ['dove sono i materiali che mi ha dato il medico?', 'favorites'],
  ['grazie, ciao', 'thanks'],
  // emergencies win over everything
  ['ho un forte dolore al petto', 'emergency', { emergency: 'cardiac' }],
  ['AIUTO mio padre non respira', 'emergency', { emergency: 'breathing' }],
  ['voglio farla finita', 'emergency', { emergency: 'suicide' }],
  ['nn riesco a respirare', 'emergency', { emergency: 'breathing' }],
  ['ciao, mio marito mi picchia, come prenoto una visita?', 'emergency', { emergency: 'violence' }],
  ['ho la pressione a 180', 'emergency', { emergency: 'general' }],
  ['mio figlio è caduto e ha battuto la testa', 'emergency', { emergency: 'general' }],
  // a detail of one's own visit, in any register (issue 22, sixth session)
  ['quanto mi costa il mio prossimo controllo?', 'visit_question'],
  ['la visita che ho prenotato quanto dura più o meno?', 'visit_question'],
  ["c'è un parcheggio vicino allo studio del mio appuntamento?", 'visit_question'],
  ['the morning of my appointment can I take my usual pills?', 'visit_question'],
  ["prima della visita posso prendere l'antinfiammatorio come sempre?", 'visit_question'],
  ['a che ora devo arrivare dal medico domani?', 'next_appointment'],
  ['visita dott bianki', 'next_appointment', { doctorName: 'Bianchi' }],
  // a medicine bought or taken, a name asked, a value asked about, in Italian and English
  ['che spray compro in farmacia per il naso chiuso?', 'diagnosis'],
  ['quali vitamine prendo per la stanchezza?', 'diagnosis'],
  ['mi hanno dato il bisoprololo da 2,5: posso prenderne due?', 'diagnosis'],
  ['ho delle macchie bianche sulla schiena, è pitiriasi o vitiligine?', 'diagnosis'],
  ['ferritina 12 è bassa?', 'diagnosis'],
  ['is 160 over 100 too high? do i need medication?', 'diagnosis'],
  ["i've got a bump on my wrist, what is it?", 'diagnosis'],
  // never about health, whatever else it names
  ['traducimi "mal di testa" in tedesco', 'off_topic'],
  ['a che ora apre il supermercato domenica?', 'off_topic'],
  ['il mio cane ha la diarrea, cosa gli do?', 'off_topic'],
  ['meglio una macchina ibrida o diesel per la città?', 'off_topic'],
  // asking whom, or how, after a story
  ['anni fa ho fatto terapia per la depressione, ora vorrei di nuovo un psicologo', 'find_doctor', { sector: 'psicologia' }],
  ['da che medico devo andare per le vertigini?', 'find_doctor', { sector: 'neurologia' }],
  ['come si prenota una visita dermatologica?', 'how_to_book'],
  ['stasera la glicemia era 190, di solito sta sui 120', 'symptoms'],
  // probes of the sixth session: a small injury told, English own data, a medicine recommended, a past at an age
  ['mi sono tagliata col coltello del pane, un taglietto, ho messo un cerotto', 'symptoms'],
  ['when are we seeing the dermatologist?', 'next_appointment'],
  ['what time is my next check up?', 'next_appointment'],
  ['mi consigliate uno sciroppo per la tosse grassa?', 'diagnosis'],
  ['how much paracetamol can we give a 3 year old?', 'diagnosis'],
  ['il test è negativo ma potrei essere incinta lo stesso?', 'diagnosis'],
  ['la visita di venerdì quanto costa?', 'visit_question'],
  ['la mattina della visita posso fare colazione?', 'visit_question'],
  ['da chi porto mia figlia per il controllo della vista?', 'find_doctor', { sector: 'oculistica' }],
  ['quando avevo 8 anni ho bevuto la candeggina per sbaglio, ora come prenoto una visita?', 'how_to_book'],
  ['scrivimi una poesia per la festa della mamma', 'off_topic'],
  ['il router di casa non va, che faccio?', 'off_topic'],
  ['a mia figlia che ha la tosse posso dare i probiotici?', 'diagnosis'],
  ['che mi consigliate contro la nausea in macchina?', 'diagnosis'],
  ['abbiamo niente in programma per marzo?', 'next_appointment'],
  ['domani non riesco a venire, come faccio?', 'how_to_cancel'],
  ['la tosse nei bambini quando è pericolosa?', 'content'],
  ['che tempo farà domenica al mare?', 'off_topic'],
  ['mi correggi il curriculum?', 'off_topic'],
  ['my back hurts when I sit for long, which specialist should I see?', 'find_doctor'],
  ['mi sono venute delle bolle sulle mani, sono funghi?', 'diagnosis'],
  ['can I combine ibuprofen with my blood thinner?', 'diagnosis'],
  ['a che ora è il prox app?', 'next_appointment'],
  ['chi è il ministro degli esteri?', 'off_topic'],
  ['prendo la tachipirina per la cervicale da anni, cerco un ortopedico a Milano', 'find_doctor', { sector: 'ortopedia' }],
  ['cerco un cardiologo, posso prendere l aspirina prima della visita?', 'visit_question'],
  ['dopo il covid ho la tosse da mesi, che medico?', 'find_doctor'],
  ['me la fai tu una diagnosi? ho le placche in gola', 'diagnosis'],
  ['mi hanno dato la diagnosi di celiachia due anni fa, cerco una nutrizionista', 'find_doctor'],
  // seventh session: own bookings in any word order, counted, by day; the time of a habit is not a visit
  ['quante visite ho in programma?', 'next_appointment'],
  ['visite prossime?', 'next_appointment'],
  ['dopodomani ho qualcosa?', 'next_appointment'],
  ['in che giorno ho la visita?', 'next_appointment'],
  ['any appointments booked for me?', 'next_appointment'],
  ["la visita dal cardiologo quand'è?", 'next_appointment'],
  ['la visita che avevo spostato è confermata? ne ho altre?', 'next_appointment'],
  ['quando vado a dormire mi prude la schiena', 'symptoms'],
  // a booked visit's details and a practice's street
  ['le analisi le porto alla visita?', 'visit_question'],
  ['il controllo cosa prevede?', 'visit_question'],
  ['la visita che ho prenotato quanto la pago?', 'visit_question'],
  ['in che zona è la visita che ho prenotato?', 'visit_question'],
  ['dottor Bianchi in che via è?', 'practice_info', { doctorName: 'Bianchi' }],
  ["what is doctor Conti's address?", 'practice_info', { doctorName: 'Conti' }],
  ["all'appuntamento porto la lista delle pastiglie che prendo?", 'visit_question'],
  // "ci sono" is not "sono"; a check-up asked again; who writes a certificate; a childhood is not a child
  ['ci sono nutrizionisti a Milano?', 'find_doctor', { sector: 'nutrizione' }],
  ['vorrei rifare la visita di controllo dal dermatologo', 'find_doctor', { sector: 'dermatologia' }],
  ['vorrei farmi seguire da qualcuno per la mia allergia', 'find_doctor'],
  ['da bambina ho avuto la scarlattina, chi mi rilascia il certificato per la palestra?', 'find_doctor', { sector: 'medicina-generale' }],
  // where a health story happened is not an off-topic place; general questions; exercises
  ["l'anno scorso sono svenuta al centro commerciale, vorrei leggere qualcosa sulla pressione bassa", 'content'],
  ['a che ora apre il centro commerciale?', 'off_topic'],
  ['idee regalo per mia suocera?', 'off_topic'],
  ['quando ci si deve preoccupare se un adulto ha la tosse?', 'content'],
  ['ci sono esercizi per il collo?', 'content'],
  // refusals however phrased
  ['is 500mg of paracetamol too much for a child?', 'diagnosis'],
  ["can I have wine while I'm on antibiotics?", 'diagnosis'],
  ['tell me if my rash is serious', 'diagnosis'],
  ['ho mal di gola da ieri, cosa prendo?', 'diagnosis'],
  ['ho avuto una frattura alla caviglia, potrò tornare a fare calcio?', 'diagnosis'],
  ['mio marito ha una tosse strana da una settimana, cosa può essere?', 'diagnosis'],
  ['ho un puntino rosso sul labbro, che cos è secondo te?', 'diagnosis'],
  ['ho il colesterolo a 250, devo curarmi?', 'diagnosis'],
  ['dimmi solo il nome di un antibiotico per la cistite', 'diagnosis'],
  ['la ferritina a 8 cosa significa?', 'diagnosis'],
  ['secondo te con la pressione a 150 su 95 è il caso di preoccuparsi?', 'diagnosis'],
  ['dove devo curarmi per la tiroide, a Milano?', 'find_doctor'],
  ['grazie, il promemoria di ieri mi ha salvato!', 'thanks'],
  // greetings and thanks typed long
  ['ciaooo igea', 'greeting'],
  ['grazie sei stata preziosissima', 'thanks'],
  // issue 28: how a named doctor is rated; a rating word without a doctor is not
  ['che recensioni ha il dott. Bianchi?', 'doctor_rating', { doctorName: 'Bianchi' }],
  ["com'è valutata la dottoressa Esposito?", 'doctor_rating', { doctorName: 'Esposito' }],
  ['bianchi che voto ha?', 'doctor_rating', { doctorName: 'Bianchi' }],
  ['vorrei prenotare con il dottor Bianchi, ha buone recensioni', 'find_doctor', { doctorName: 'Bianchi' }],
];

describe('detectIntent', () => {
  it.each(table)('%s → %s', (text, intent, expected = {}) => {
    const r = detectIntent(text, ctx);
    expect(r.intent).toBe(intent);
    if (expected.sector) expect(r.sectorIds[0]).toBe(expected.sector);
    if (expected.city) expect(r.city).toBe(expected.city);
    if (expected.doctorName) expect(r.doctorName).toBe(expected.doctorName);
    if (expected.topic !== undefined) expect(r.topic).toBe(expected.topic);
    if (expected.emergency) expect(r.emergency).toBe(expected.emergency);
  });

  it('names no city, doctor or sector that the message does not name', () => {
    const r = detectIntent('come cambio la password?', ctx);
    expect(r).toEqual({ intent: 'settings', sectorIds: [], topic: 'cambio password' });
  });

  it('ignores sectors the platform does not offer (inactive ones are not in the context)', () => {
    const r = detectIntent('cerco un dermatologo', { sectors: [{ id: 'cardiologia', name: 'Cardiologia' }], cities: [] });
    expect(r.sectorIds).toEqual([]);
  });
});

describe('detectInConversation', () => {
  const after = (turns: string[], text: string) => detectInConversation(text, ctx, { userMessages: turns });

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
