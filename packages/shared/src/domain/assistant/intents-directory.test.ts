import { describe } from 'vitest';
import { expectIntents, type IntentRow } from './intents.test-support';

// detectIntent on the directory: finding a doctor, a practice, a rating (find_doctor, practice_info, doctor_rating).
const table: IntentRow[] = [
  // A doctor's part played to get round the refusal; a place to eat in a city; which specialist there is.
  ['da ragazza avevo la dermatite, vorrei farmi controllare: che specialista serve?', 'find_doctor'],
  ['ho spesso mal di testa, vorrei farmi vedere, quale medico devo vedere?', 'find_doctor'],
  // a specialty the directory lacks, asked by its profession word
  ['avete un urologo a Milano?', 'find_doctor'],
  ["la settimana scorsa ho avuto una cistite, c'è un urologo?", 'find_doctor'],
  ['mio figlio balbetta, serve un logopedista?', 'find_doctor'],
  // a surname with a particle; a translation asked
  ['la dottoressa De Luca di cosa si occupa?', 'find_doctor', { doctorName: 'De Luca' }],
  ['il dottor Di Stefano riceve il sabato?', 'practice_info', { doctorName: 'Di Stefano' }],
  // Twelfth round: a time word after the surname is not part of the name.
  ['la dottoressa gallo fino a che ora riceve?', 'practice_info', { doctorName: 'gallo' }],
  ['il dottor conti dopo pranzo riceve?', 'practice_info', { doctorName: 'conti' }],
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
  // more everyday phrasings
  ['Buonasera, avrei bisogno di un cardiologo nella zona di Milano', 'find_doctor', { sector: 'cardiologia', city: 'Milano', topic: '' }],
  ['come prenoto dal dottor Bianchi?', 'find_doctor', { doctorName: 'Bianchi' }],
  // a listed doctor's surname without a title, when the message asks about a practice or a visit
  ['la esposito lavora il sabato?', 'practice_info', { doctorName: 'Esposito' }],
  ['orari studio bianchi', 'practice_info', { doctorName: 'Bianchi' }],
  // the price of a named doctor's visit is the practice's price list (eleventh round); one's own visit with him is not
  ['quanto si paga una visita dalla dottoressa Esposito?', 'practice_info', { doctorName: 'Esposito' }],
  ['how much does a visit with dr Conti cost?', 'practice_info', { doctorName: 'Conti' }],
  ['la visita col dottor Bianchi quanto costa?', 'visit_question', { doctorName: 'Bianchi' }],
  ['voglio prenotare un controllo col dott Gallo, come si fa?', 'how_to_book', { doctorName: 'Gallo' }],
  // refusals however phrased (issue 22 point 8), and what is not one
  ['need a paediatrician for my daughter', 'find_doctor', { sector: 'pediatria' }],
  // asking whom, or how, after a story
  ['anni fa ho fatto terapia per la depressione, ora vorrei di nuovo un psicologo', 'find_doctor', { sector: 'psicologia' }],
  ['da che medico devo andare per le vertigini?', 'find_doctor', { sector: 'neurologia' }],
  // probes of the sixth session: a small injury told, English own data, a medicine recommended, a past at an age
  ['da chi porto mia figlia per il controllo della vista?', 'find_doctor', { sector: 'oculistica' }],
  ['my back hurts when I sit for long, which specialist should I see?', 'find_doctor'],
  ['prendo la tachipirina per la cervicale da anni, cerco un ortopedico a Milano', 'find_doctor', { sector: 'ortopedia' }],
  ['dopo il covid ho la tosse da mesi, che medico?', 'find_doctor'],
  ['mi hanno dato la diagnosi di celiachia due anni fa, cerco una nutrizionista', 'find_doctor'],
  // a booked visit's details and a practice's street
  ['dottor Bianchi in che via è?', 'practice_info', { doctorName: 'Bianchi' }],
  ["what is doctor Conti's address?", 'practice_info', { doctorName: 'Conti' }],
  // "ci sono" is not "sono"; a check-up asked again; who writes a certificate; a childhood is not a child
  ['ci sono nutrizionisti a Milano?', 'find_doctor', { sector: 'nutrizione' }],
  ['vorrei rifare la visita di controllo dal dermatologo', 'find_doctor', { sector: 'dermatologia' }],
  ['vorrei farmi seguire da qualcuno per la mia allergia', 'find_doctor'],
  ['da bambina ho avuto la scarlattina, chi mi rilascia il certificato per la palestra?', 'find_doctor', { sector: 'medicina-generale' }],
  // refusals however phrased
  ['dove devo curarmi per la tiroide, a Milano?', 'find_doctor'],
  // issue 28: how a named doctor is rated; a rating word without a doctor is not
  ['che recensioni ha il dott. Bianchi?', 'doctor_rating', { doctorName: 'Bianchi' }],
  ["com'è valutata la dottoressa Esposito?", 'doctor_rating', { doctorName: 'Esposito' }],
  ['bianchi che voto ha?', 'doctor_rating', { doctorName: 'Bianchi' }],
  ['vorrei prenotare con il dottor Bianchi, ha buone recensioni', 'find_doctor', { doctorName: 'Bianchi' }],
  // Thirteenth round, part B: a specialist's practice asked with the profession only (the first of that
  // specialty answers, named); a listed surname before a typo taken for a name.
  ['che orari fa il dermatologo?', 'practice_info', { sector: 'dermatologia' }],
  ['lo studio della pediatra dove si trova?', 'practice_info', { sector: 'pediatria' }],
  ['cerco un pediatra con lo studio in centro a Milano', 'find_doctor'],
  ['esposito dermatologa indirzzo', 'practice_info', { doctorName: 'Esposito' }],
  ['se peggiora a quale dermatologo la indirizzo?', 'find_doctor'],
  ['sto morendo dal ridere per una foto che mi hanno mandato, ma c e un oculista a Monza?', 'find_doctor'],
];

describe('detectIntent: directory', () => {
  expectIntents(table);
});
