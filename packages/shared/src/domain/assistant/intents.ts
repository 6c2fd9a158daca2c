import { detectEmergency } from './emergency';
import { findCity, findDoctorName, topicOf } from './entities';
import { normalizeItalian, words } from './normalize';
import { matchSectors } from './sector-synonyms';
import { canonicalItalian } from './spelling';
import type { DetectedIntent, Intent, IntentContext } from './types';

/**
 * What Igea's built-in path understood a message to ask (issue 11; intents in ./types.ts). Rules
 * over the normalised text, in an order that settles overlaps: emergency always first; then the
 * questions about the user's own account and the platform, whose cue words are specific
 * ("disdire", "Google Calendar"); then diagnosis, which must be refused before a health topic is
 * looked up; then the directory and the content. No rule guesses: what matches nothing is
 * 'unknown', and Igea says so.
 */

const GREETING_WORDS = new Set('ciao salve buongiorno buonasera buon pomeriggio giorno sera hey ehi ehila hello hi igea come stai va tutto bene ok okay allora eccomi'.split(' '));
const THANKS_WORDS = new Set('grazie mille tante molte ti ringrazio gentile gentilissima gentilissimo perfetto ottimo benissimo chiaro capito molto sei stata utile preziosa ok okay va bene ciao igea davvero infinite a presto'.split(' '));
const THANKS_CUE = /\b(grazie|ringrazio|gentilissim\w|sei stata utile)\b/;

const CAPABILITIES = [
  /\b(che )?(cosa|cose) (sai|puoi|riesci a) fare\b/,
  /\bchi sei\b/,
  /\b(chi|cosa|che cos) e igea\b/,
  /\bcome funzioni\b|\bcome funziona igea\b|\bcosa fa igea\b/,
  /\b(in cosa|in che modo|come) (mi )?(puoi|potresti) aiutar\w*\b/,
  /\bche (domande|cose) (posso|ti posso) (farti|chiederti)\b/,
  /\bsei (un robot|un bot|umana|una persona|un intelligenza artificiale|un ia)\b/,
  /^(aiuto|help|aiutami|info|istruzioni)( igea)?$/,
];

const REGISTER_DOCTOR = [
  /\b(registrar\w*|registro|iscriver\w*|iscrivo|iscrizione|registrazione|unirmi|entrare|aderire|candidar\w*|lavorare|collaborare|offrire i miei servizi)( \w+){0,4} (come|da|in qualita di|per) (medico|medici|dottore|dottoressa|professionista|professionisti|specialista|terapeut\w*|psicolog\w*|nutrizionist\w*|fisioterapist\w*|dentista|pediatra|\w+olog[oa])\b/,
  /\bsono (un |una )?(medico|dottore|dottoressa|professionista|specialista|psicolog[oa]|nutrizionista|fisioterapista|dentista|pediatra|ortopedico|oculista|\w+olog[oa])\b/,
  /\b(account|profilo) (da|per|come) (medico|professionista|dottore|dottoressa|specialista)\b/,
  /\b(medici|professionisti|dottori) (possono|come fanno a|devono) (iscriversi|registrarsi|entrare|unirsi)\b/,
  /\bdiventa\w* (un |uno |una )?(medico|dottore|dottoressa|professionista|specialista) (di|su|con|in) sanity\b/,
];

const CANCEL_ALONE = /\b(disdir\w*|disdic\w*|disdett\w*)\b/;
const CANCEL_VERB = /\b(annull\w*|cancell\w*|rinunciar\w*|spostar\w*|sposto|rimandar\w*|rinviar\w*|modificar\w*|cambiar\w*)\b/;
const APPOINTMENT = /\b(appuntament\w*|visit[ae]|prenotazion\w*|prenotat\w*|consulto)\b/;
const CANT_COME = /\bnon (posso|riesco a|potro) (piu )?(venire|andare|presentarmi)\b/;

// Booking verbs; the nouns ("le mie prenotazioni") belong to next_appointment, see classify.
const BOOK = [
  /\b(prenotare|prenoto|prenota|prenotarmi|prenotarsi|prenotiamo|prenotabil\w*)\b/,
  /\b(prendere|fissare|richiedere|chiedere|ottenere|avere|fare) (un |una )?(appuntamento|visita|consulto)\b/,
  /\b(vorrei|voglio|devo|posso) (fare |avere |prendere )?(una visita|un appuntamento|un consulto)\b/,
];

const NEXT_APPOINTMENT = [
  /\bprossim\w* (appuntament\w*|visit\w*|prenotazion\w*|controll\w*|consult\w*)\b/,
  /\b(mie|miei|mia|mio) (appuntament\w*|visit\w*|prenotazion\w*)\b/,
  /\b(quando|a che ora|che giorno|che ora|dove) (e|ho|sara|devo andare)( \w+){0,3} (appuntament\w*|visit\w*|controllo)\b/,
  /\bho (un |una |degli |delle |qualche |gia )?(appuntament\w*|visit[ae]|prenotazion\w*)\b/,
  /\b(in programma|in agenda|in calendario)\b(?!.*\b(collega\w*|sincronizz\w*|google)\b)/,
  /\bho prenotato\b/,
  /\bquando (devo|dovrei) (andare|tornare) (dal|dalla|dallo) (medico|dottor\w*|dott|specialista)\b/,
  /\b(visita|appuntamento|controllo) (di|de) (domani|oggi|dopodomani|lunedi|martedi|mercoledi|giovedi|venerdi|sabato|domenica)\b/,
  /\bstorico (delle |degli )?(visite|appuntamenti|prenotazioni)\b|\b(vedo|trovo|vedere|trovare) (i miei |le mie |gli |le )?(appuntamenti|visite|prenotazioni)\b/,
];

const CALENDAR = /\b(google calendar|apple calendar|calendar|calendario|calendari|caldav|icloud|outlook|ical|sincronizz\w*|agenda del telefono)\b/;
const NOT_CALENDAR = /\bcalendari\w* (vaccinal\w*|delle vaccinazioni|mestrual\w*)\b/;
// "Cosa ho in calendario?" asks for appointments, not how to connect a calendar.
const CONNECT = /\b(colleg\w*|connett\w*|sincronizz\w*|google|apple|icloud|outlook|caldav|ical|esport\w*|import\w*|aggiung\w*)\b/;
const IN_CALENDAR = /\b(in|nel mio|sul mio|nel) calendario\b/;

const FAVORITES = [/\b(preferit\w*|segnalibr\w*|materiali)\b/, /\b(salvat\w*|salvare|salvo|salva)\b( \w+){0,3} (articol\w*|terapi\w*|contenut\w*|medic\w*|dottor\w*)\b|\b(articol\w*|terapi\w*) (salvat\w*|che ho salvato)\b/];

const SETTINGS = [
  /\b(password|impostazion\w*|account|notifich\w*|privacy|avatar|dati personali|miei dati|nome utente|tema scuro|modalita scura)\b/,
  /\b(cambi\w*|modific\w*|aggiorn\w*|impost\w*|mett\w*|carica\w*|tog\w*|rimuov\w*|correggere)( \w+){0,3} (e mail|email|mail|foto|immagine|profilo|nome|cognome|telefono|cellulare|indirizzo)\b/,
  /\b(il mio profilo|mio profilo|foto profilo|foto del profilo)\b/,
];

const PRO = /\b(sanity pro|pro(?! e contro)|abbonament\w*|membership|premium|privilegi|piano a pagamento|versione a pagamento)\b/;
const PRICE = /\b(quanto costa|quanto costano|costi|prezzo|prezzi|tariff\w*|e gratis|e gratuit\w*|si paga|a pagamento|gratis)\b/;

const DIAGNOSIS = [
  /\b(che )?cosa ho\b|\bche cos ho\b|\bche (malattia|problema|patologia) (ho|e|potrebbe essere|potrei avere)\b/,
  /\b(di cosa|di che cosa) (soffro|si tratta)\b|\bcosa mi sta succedendo\b|\bcosa potrebbe essere\b/,
  // "Quando preoccuparsi" is general advice (an article answers it); "devo preoccuparmi?" asks about oneself.
  /\be (grave|pericoloso|pericolosa|preoccupante)\b|(?<!quando )\b(devo|dovrei) preoccuparmi\b|(?<!quando )\bmi devo preoccupare\b/,
  /\b(e|sara) (un tumore|un cancro|cancro|un melanoma|maligno)\b|\bho (un tumore|il cancro|un cancro)\b/,
  /\b(fammi|dammi|fare) (una )?diagnosi\b|\bdiagnosticar\w*\b|\bprescriv\w*\b|\bprescrizion\w*\b|\b(fare|farmi|fammi|mi fai|mi puoi fare|mi fa) (la |una )?ricetta\b/,
  /\bdosaggio\b|\bposologia\b|\bquant[ie] (mg|milligrammi|grammi|ml|gocce|compresse|pastiglie|pillole|volte al giorno)\b|\b(che|quale|la) dose\b/,
  /\be normale che (io|mi|ho|abbia|sento)\b/,
  /\bcosa (gli|le|mi|ci) (do|dai|devo dare|posso dare|dovrei dare)\b|\bcosa (devo|posso|dovrei) (prendere|assumere)\b/,
];
const DRUG = /\b(farmac\w*|medicine|medicinal\w*|antibiotic\w*|pastigli\w*|pillol\w*|compress\w*|gocce|sciroppo|supposte|tachipirina|paracetamolo|ibuprofene|aspirina|moment|oki|brufen|nurofen|antidolorific\w*|antinfiammatori\w*|cortison\w*|antistaminic\w*|ansiolitic\w*|antidepressiv\w*|xanax|benzodiazepin\w*|sonnifer\w*|statin\w*)\b/;
const DRUG_ASK = /\b(prendere|prendo|assumere|assumo|posso|devo|dose|quanto|quanta|quante|quanti|mg|consigli\w*|mi (dai|dici)|migliore|meglio|sospendere|smettere|insieme|fa male|fanno male|effetti collaterali|controindicazion\w*)\b/;

const DOCTOR_NOUN = /\b(medic[oi]|dottor\w*|dott|dr|specialist\w*|professionist\w*|espert[oi]|studio medico|ambulatori\w*|qualcuno)\b/;
const SEARCH = /\b(cerc\w*|trov\w*|serve|servirebbe|bisogno|consigli\w*|conosc\w*|ci sono|c e|elenco|lista|chi (e|sono)|dove|vicino|zona|ricev\w*)\b/;
const CONTENT_STRONG = /\b(articol\w*|terapi\w*|cosa dic\w*|che dic\w*|cosa scriv\w*|cosa ne pensano|leggere|letto|pubblicat\w*)\b/;
const HEALTH = /\b(salute|salutare|sintom\w*|malatti\w*|dolor\w*|male|mal|febbre|infiammazion\w*|infezion\w*|virus|batteri\w*|tumor\w*|cancro|vaccin\w*|sport|allenament\w*|attivita fisica|fumo|fumare|alcol|caffe|stanchezza|stanc[oa]|benessere|rimed\w*|prevenzion\w*|prevenire|curare|cura|cure|guarire|esami|analisi|sangue|sonno|idratazione|sole|colesterolo|pressione|peso|respirazione|rilassament\w*|testa|pancia|stomaco|fegato|intestino|gamba|gambe|braccio|collo)\b/;

const any = (patterns: readonly RegExp[], t: string): boolean => patterns.some((p) => p.test(t));

/** What a message asks (see above), with the sectors, city, doctor's name and topic it names. */
export function detectIntent(text: string, ctx: IntentContext): DetectedIntent {
  const t = canonicalItalian(text, [...ctx.cities, ...ctx.sectors.map((s) => s.name)]);
  if (!t) return { intent: 'unknown', sectorIds: [], topic: '' };

  const sectors = matchSectors(t, ctx.sectors);
  const city = findCity(t, ctx.cities);
  const cityWords = new Set(city ? normalizeItalian(city).split(' ') : []);
  const doctorName = findDoctorName(text, (w) => cityWords.has(w) || matchSectors(w, ctx.sectors).length > 0);
  const topic = topicOf(t, [...(city ? [city] : []), ...(doctorName ? [doctorName] : []), ...sectors.flatMap((s) => s.matched)]);
  const found = {
    sectorIds: sectors.map((s) => s.sectorId),
    ...(city ? { city } : {}),
    ...(doctorName ? { doctorName } : {}),
    topic,
  };

  const emergency = detectEmergency(text);
  if (emergency) return { intent: 'emergency', emergency, ...found };
  return { intent: classify(t, { sectors: sectors.length, profession: sectors.some((s) => s.profession), city: !!city, doctorName: !!doctorName, topic }), ...found };
}

interface Found {
  sectors: number;
  profession: boolean;
  city: boolean;
  doctorName: boolean;
  topic: string;
}

function classify(t: string, f: Found): Intent {
  const ws = words(t);
  if (ws.every((w) => GREETING_WORDS.has(w) || THANKS_WORDS.has(w))) return THANKS_CUE.test(t) ? 'thanks' : 'greeting';
  if (any(CAPABILITIES, t)) return 'capabilities';
  if (any(REGISTER_DOCTOR, t)) return 'register_doctor';
  if (CANCEL_ALONE.test(t) || (CANCEL_VERB.test(t) && APPOINTMENT.test(t)) || (CANT_COME.test(t) && APPOINTMENT.test(t))) return 'how_to_cancel';
  if (CALENDAR.test(t) && !NOT_CALENDAR.test(t) && (!IN_CALENDAR.test(t) || CONNECT.test(t))) return 'connect_calendar';
  const wantsDoctor = f.doctorName || f.profession || f.city;
  // "Come prenoto il mio prossimo appuntamento?" asks how to book; "le mie prenotazioni" what is booked.
  if (any(BOOK, t)) return wantsDoctor || f.sectors ? 'find_doctor' : 'how_to_book';
  if (any(NEXT_APPOINTMENT, t)) return 'next_appointment';
  if (/\bprenotazion\w*\b/.test(t)) return wantsDoctor || f.sectors ? 'find_doctor' : 'how_to_book';
  if (any(FAVORITES, t)) return 'favorites';
  if (any(SETTINGS, t) && !f.doctorName) return 'settings';
  // A price asked about a doctor or a visit is the directory's business (prices are on profiles).
  if (PRO.test(t) || (PRICE.test(t) && !wantsDoctor && !f.sectors && !APPOINTMENT.test(t))) return 'platform_pro';
  if (any(DIAGNOSIS, t) || (DRUG.test(t) && DRUG_ASK.test(t))) return 'diagnosis';
  if (f.doctorName) return 'find_doctor';
  // A city alone is not a search ("che tempo fa a Milano?"): it needs a doctor or a search word.
  if (f.city && (DOCTOR_NOUN.test(t) || SEARCH.test(t) || f.sectors > 0)) return 'find_doctor';
  const content = CONTENT_STRONG.test(t);
  if (f.profession && !content) return 'find_doctor';
  if (!content && DOCTOR_NOUN.test(t) && (f.sectors > 0 || SEARCH.test(t))) return 'find_doctor';
  if (PRICE.test(t) && APPOINTMENT.test(t)) return 'find_doctor';
  if (f.topic && (f.sectors > 0 || content || HEALTH.test(t))) return 'content';
  return 'unknown';
}
