import { featuresOf } from './features';

/*
 * The alarm model's view of a message (split out of ./urgency.ts, twenty-second round): words that
 * say nothing of urgency left out, places open or closed read as places, "ci" of a place or a sense
 * left out.
 */

/**
 * Words that never make a message urgent by themselves, left out of the alarm model (the kind model
 * still reads them). Fever is the commonest complaint people write about and alone is no emergency,
 * but nearly every meningitis example names it; and who it happens to (a son, a husband) says
 * nothing about urgency, but emergencies are so often told about someone else that "mio figlio ha
 * la tosse" sounded like one. The alarm judges the rest: a stiff neck, a child who does not wake up.
 */
export const NEUTRAL =
  /\b(febbr\w*|fever\w*|temperatura|temperature|mio|mia|miei|mie|my|his|her|figli[oa]?|bambin[oi]|bambin[ae]|bimb[oaie]|piccol[oa]|ragazz[oi]|marito|moglie|madre|padre|mamma|papa|nonn[oaie]|fratell[oi]|sorell[ae]|zi[oa]|compagn[oa]|fidanzat[oa]|amic[oaie]|collega|vicin[oa]|suocer[oa]|nipot[ei]|cugin[oa]|son|daughter|husband|wife|mom|mum|dad|mother|father|grandma|grandpa|grandmother|grandfather|brother|sister|friend|kid|kids|child|baby|toddler|boyfriend|girlfriend|partner)\b/g;
/**
 * A place that is closed or open ("la farmacia è chiusa", "lo studio era chiuso"), the reason many
 * a medicine question is asked in a chat: "chiusa" is no throat closing nor a person locked in
 * (thirteenth round: a Sicilian medicine question scored 10.9 as an allergy on it).
 */
export const PLACE_OPEN_OR_CLOSED =
  /\b(farmaci[ae]|studio|studi|ambulatori[oa]|negozi[oa]|guardia medica|ufficio|supermercato|cup|asl|pharmacy|pharmacies|clinic|surgery|office|shop)( \w+){0,2} (e |sono |era |erano |is |are |was )?(gia )?(chius[oaie]|apert[oaie]|closed|open)\b/g;
/**
 * "Ci" of a place or of a sense, not of being ("finché non ci sono sotto", "non ci sono mai stata",
 * "non ci vedo bene", "non ci sento da un orecchio"; twenty-second round): the suicide class learnt
 * being no more ("non ci sono più", "domani non ci sarò", "se non ci fossi"), and the pair "non ci"
 * alone made a sight complaint a suicide vote at 14.6. Left out, so that only the being remains.
 */
export const CI_OF_PLACE_OR_SENSE =
  /\bci (?=(vedo|vede|vedi|vediamo|vedete|vedono|vedevo|vedeva|sento|sente|senti|sentiamo|sentite|sentono|sentivo|sentiva)\b|(sono|sei|e|siamo|siete|ero|era|eravamo|sara|saro|sarai|saremo|fossi|fosse|vado|va|vai|andiamo|arrivo|arriva|arrivi) (sotto|sopra|vicino|davanti|dietro|dentro|fuori|accanto|mai|gia|stat[oaie]|andat[oaie]|passat[oaie]|a casa|in casa|in ufficio|al lavoro|a scuola)\b)/g;
export const alarmFeatures = (canonical: string) =>
  featuresOf(canonical.replace(PLACE_OPEN_OR_CLOSED, ' $1 ').replace(CI_OF_PLACE_OR_SENSE, '').replace(NEUTRAL, ' ').replace(/\s+/g, ' ').trim());
