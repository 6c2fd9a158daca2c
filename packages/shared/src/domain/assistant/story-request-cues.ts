/**
 * A booking or a price asked after a story (twenty-fourth round): "l'anno scorso ho avuto un infarto…
 * chiedo al cardiologo, come prenoto con Bianchi?", "quando ero giovane mi hanno morso le vipere…, volevo
 * solo prenotare la visita dal cardiologo", "alla visita per la patente mi hanno detto…, quanto costa dalla
 * dottoressa Gallo?". The story before is context; the request at the end is what is asked: how to book
 * (not the directory), or the price list of the doctor named (not one's own visit). A request that looks
 * for someone ("vorrei prenotare una visita ginecologica", "come prenoto un cardiologo a Milano?") stays a
 * search. Read by ./intents.ts over the normalised text.
 */

/** A story told before: a time gone by, or someone having said or done something already. */
const STORY = /\b(\w+ anni fa|anni fa|un anno fa|mesi fa|tempo fa|l anno scorso|dell anno scorso|l estate scorsa|l inverno scorso|il mese scorso|la settimana scorsa|quando ero|da giovane|da piccol[oa]|da bambin[oa]|mi (hanno|ha) (detto|consigliato|fatto|morso|punto|operat\w*)|ho (avuto|fatto|pianto)|mi (ha|hanno) lasciat[oa]|alla visita (per|di|del|della)|years? ago|last year)\b/;
/** How to book asked, or only the booking wanted ("come prenoto", "posso prenotare", "volevo solo prenotare"). */
const BOOKING_HOW = /\b(come (prenoto|si prenota|faccio a prenotare|posso prenotare|prenotare)|(posso|si puo|possiamo) prenotar\w*|(volevo|voglio|vorrei) (solo|soltanto|semplicemente) prenotar\w*)\b/;
/** The price of a named doctor's practice asked ("quanto costa dalla dottoressa Gallo?", "quanto prende Bianchi?"). */
const PRICE_OF_DOCTOR = /\b(quanto (costa|costano|prende|chiede|viene)|che prezzo|prezzo|tariff\w*)\b( \w+){0,3} (dal|dalla|da|dallo|con il|con la|col|con) (dott\w*|dr|doctor|professor\w*|prof|[a-z]{3,})\b/;
/** A search in the request ("cerco", "c'è un", "chi", "il migliore"). */
const LOOKS_FOR = /\b(cerc\w*|trov\w*|c e (un|uno|una)|ci sono|chi|quale|quali|consigli\w*|brav[oa]|miglior\w*|vicino|zona)\b/;

/** What is asked after a story: 'how_to_book', 'price' (of a doctor named), or '' when neither. */
export function requestAfterStory(t: string): 'how_to_book' | 'price' | '' {
  for (const [cue, kind] of [[BOOKING_HOW, 'how_to_book'], [PRICE_OF_DOCTOR, 'price']] as const) {
    const m = cue.exec(t);
    if (!m || m.index === 0) continue;
    const story = t.slice(0, m.index);
    const request = t.slice(m.index);
    if (STORY.test(story) && !LOOKS_FOR.test(request)) return kind;
  }
  return '';
}
