import { findDoctorName, findKnownSurname } from './entities';
import { any, CONTENT_STRONG, detectIntent, RATING } from './intents';
import { normalizeItalian, words } from './normalize';
import { BOOK, CANT_COME, OWN_VISIT_REF, PRACTICE_WORDS } from './own-data-cues';
import { specificWordsOf } from './relevance';
import { standardFormsOf } from './learner-forms';
import { canonicalItalian } from './spelling';
import type { DetectedIntent, Intent, IntentContext } from './types';

/** What a short follow-up asks on its own, read leniently: a verb or a question word is enough. */
const FOLLOW_UP_ALONE: ReadonlyArray<[RegExp, Intent]> = [
  [/\b(annull\w*|cancell\w*|disdi\w*|spost\w*|rimand\w*|rinvi\w*|cancel\w*|reschedul\w*|call (it |this |that )?off|drop out)\b/, 'how_to_cancel'],
  [CANT_COME, 'how_to_cancel'],
  [/\b(prenot\w*|book\w*)\b/, 'how_to_book'],
  [/\b(quando|che orari|orari\w*|che giorni|a che ora|dove|dov|indirizzo|studio) (riceve|lavora|visita|ha lo studio|e|si trova|apre)?\b|\bhours\b/, 'practice_info'],
];
// Words that point back to a doctor named before ("e lei quando riceve?", "il suo studio").
const POINTS_BACK = /\b(lei|lui|la dottoressa|il dottore|il dottor|questo|questa|quello|quella|suo|sua|stesso|stessa|her|him|his)\b/;
const PRICE_ALONE = /\b(quanto (la |lo |li |le |mi |si |ci )?(costa|costano|viene|pago|pagare|paga|pagher\w*|costare|prende|chiede|fa pagare)|prezzo|costo|how much|costi meno|costa meno|meno car[oa]|piu economic\w*|cheaper|less expensive)\b/;
// A cheaper doctor asked for ("e uno più economico?", "qualcuno che costi meno?"): another search, not a price list.
const ANOTHER_CHEAPER = /\b(piu economic\w*|meno car[oa]|costi meno|costa meno|cheaper|less expensive|un altr[oa]|another)\b/;
// After "quando ho la visita?": "e quanto dura?", "e dove?", "and where is it?" ask about that visit.
const VISIT_DETAIL_ALONE = /\b(dura|dove|dov|indirizzo|che tipo di visita|che visita|quale visita|what kind of|cosa (porto|devo portare)|portare|where|how long|what (should|do) i bring|parcheggi\w*|parking|park|mezzi|metro|come ci arrivo|how do i get there)\b/;
// "E fino a quando lo posso fare?", "entro quando?" after a how-to: the deadline of that same thing.
const DEADLINE_ALONE = /\b(fino a quando|entro quando|quanto tempo prima|quante ore prima|fino a che ora|until when|how late|by when|how long before)\b/;
// "E se peggiora che faccio?", "what if it gets worse?" after a complaint: the safety line again.
const WORSENS_ALONE = /\b(se|si) (peggiora|peggiorano|non passa|nn passa|non passano|aumenta|sale|salgono|continua|diventa|diventano|si gonfia|si gonfiano|compare|compaiono|viene|vengono|torna)\b|\bwhat if (it|he|she|they) (gets?|get|doesn t|don t|does not)\b|\bif (it|he|she) gets worse\b/;
const REFERS_BACK = /\b(su questo|su questa cosa|di questo|a riguardo|in merito|al riguardo|about (this|it|that)|on (this|it|that))\b/;
// "Non ho capito, me lo riscrivi?", "puoi ripetere?": the previous question asked again.
const ASKS_AGAIN = /^(scusa |scusi |ehm |eh )?((non|nun|nn) (ho|l ho|aggio) capito|me lo (ri)?scrivi|me lo (ri)?dici|puoi ripetere|ripeti|ripetimi|ridimmi|rispiegami|rispiega|di nuovo|say (that|it) again|repeat( that| it)?|i didn t (get|understand) (that|it)|sorry what)\b( \w+){0,4}$/;
// "e con l'iphone?", "e su android?" after a platform how-to: the same how-to, on that device or way.
const WITH_ANOTHER = /^(e|ed|ma|and) (con|col|coi|su|sul|sullo|sulla|da|dal|dallo|with|on|from) /;
const STARTS_AS_FOLLOW_UP = /^(e|ed|ma|invece|anche|and|what about|e se|allora|ok|okay|quindi|e poi)\b/;
/** Insisting after a refusal may be a little longer than a follow-up. */
const INSISTS_MAX_WORDS = 14;
// Insisting after a refusal ("dai, dimmi almeno il nome", "come on, just the name").
const INSISTS = /\b(dai|su dai|almeno|lo stesso|comunque|uguale|anyway|soltanto|ti prego|per favore|come on|just|please|dimmi solo|un numero|il nome|si o no|indicativ\w*|a nessuno)\b/;
// The same question for someone else: "e se fosse per mio figlio di 5 anni?", "e per un bambino?", "and for my wife?".
const FOR_SOMEONE_ELSE = /^(e |ma |and |what )?(se (invece )?(fosse|e|si tratta di)|invece|about)? ?(per|for) (mi[oa]|tu[oa]|su[oa]|il mio|la mia|un[oa]?|my|a|an) \w+( \w+){0,3}( invece| allora)?$/;
// A when asked alone ("quando è?", "a che ora?", "che giorno?", "when is it?").
const WHEN_ALONE = /^(e |ma |and )?(quando|quand|a che ora|che ora|che giorno|che data|when)( e| era| sara| is it| was it)?( esattamente| di preciso| exactly)?$/;
const OWN_VISIT_BEFORE: ReadonlySet<Intent> = new Set<Intent>(['next_appointment', 'visit_question']);
/** A follow-up this short ("e a Torino?", "e per annullare invece?") may lean on the turns before it. */
const FOLLOW_UP_MAX_WORDS = 8;

export interface ConversationSoFar {
  /** The user's earlier messages, oldest first. */
  userMessages: readonly string[];
  /** Igea's last answer, for the doctor it named. */
  lastAnswer?: string;
}

/**
 * What a message asks in the conversation so far (issue 22 point 7): a message that says enough on
 * its own is taken as it is, with a doctor it points back to ("lei", "il suo studio") taken from
 * the turns before; a short one that does not ("e a Roma?", "e per annullare?", "e lei quando
 * riceve?") continues the previous question with what it changes.
 */
export function detectInConversation(text: string, ctx: IntentContext, so: ConversationSoFar): DetectedIntent {
  const detected = detectIntent(text, ctx);
  const previousMessage = so.userMessages.at(-1);
  if (detected.intent === 'emergency' || !previousMessage) return detected;
  // Regional words read in a follow-up too ("e addò sta 'o studio?"), as in a first question.
  const t = standardFormsOf(canonicalItalian(text, [...ctx.cities, ...ctx.sectors.map((s) => s.name)]));
  const short = words(t).length <= FOLLOW_UP_MAX_WORDS;
  const continues = short && STARTS_AS_FOLLOW_UP.test(t);
  // "e la Esposito?": in a follow-up, a listed doctor's bare surname is a name; the city named is
  // not one ("e a Roma?" is not Dott. Romano).
  const cityWords = new Set(detected.city ? normalizeItalian(detected.city).split(' ') : []);
  const withoutCity = t.split(' ').filter((w) => !cityWords.has(w)).join(' ');
  const surname = continues && !detected.doctorName && ctx.surnames ? findKnownSurname(withoutCity, ctx.surnames) : undefined;
  const alone = surname ? { ...detected, doctorName: surname } : detected;
  const previous = detectIntent(so.userMessages.length > 1 && words(previousMessage).length <= FOLLOW_UP_MAX_WORDS ? `${so.userMessages.at(-2)} ${previousMessage}` : previousMessage, ctx);
  const namedBefore = previous.doctorName ?? (so.lastAnswer ? findDoctorName(so.lastAnswer, () => false) : undefined);
  const withDoctor = (d: DetectedIntent): DetectedIntent => (!d.doctorName && namedBefore && (POINTS_BACK.test(t) || d.intent === 'practice_info') ? { ...d, doctorName: namedBefore } : d);

  /** The previous question with the details this message changes ("e a Roma?", "e un pediatra?"). */
  const carriedOn = (intent: Intent): DetectedIntent => {
    const city = alone.city ?? previous.city;
    // "e il suo collega cardiologo?": a new specialty without a name is not the doctor named before.
    const doctorName = alone.doctorName ?? (alone.sectorIds.length ? undefined : previous.doctorName);
    const { doctorName: _dropped, ...before } = previous;
    return {
      ...before,
      intent,
      sectorIds: alone.sectorIds.length ? alone.sectorIds : previous.sectorIds,
      ...(city ? { city } : {}),
      ...(doctorName ? { doctorName } : {}),
      topic: alone.topic || previous.topic,
    };
  };
  if (ASKS_AGAIN.test(t) && previous.intent !== 'unknown' && previous.intent !== 'emergency') return { ...previous };
  // "e a Napoli?": a city alone continues the previous search, even a city named like a football club.
  const onlyCity = Boolean(alone.city) && /^(e|ed|ma|and|what about)?( (a|ad|in|per|su|di|da|dalle parti di|zona|invece|allora|pure|anche))*$/.test(withoutCity.trim());
  // "e a Napoli?" with a city the directory does not list: still a place, the search carried on.
  const aPlace = /^(e|ed|ma) (a|ad|in|zona|dalle parti di) \w+( \w+)?( invece| allora)?$/.test(t);
  if (continues && (onlyCity || aPlace) && alone.intent === 'off_topic' && ['find_doctor', 'practice_info'].includes(previous.intent)) return carriedOn(previous.intent);
  if (continues && WITH_ANOTHER.test(t) && ['connect_calendar', 'settings', 'how_to_book', 'how_to_cancel', 'favorites'].includes(previous.intent) && ['off_topic', 'unknown'].includes(alone.intent)) return { ...alone, intent: previous.intent };
  // "e dove ha lo studio?", "e quello di Torino che orari ha?" after a search: the practice of the doctor found.
  // "e dove si trova lo studio?" after "orari del dott Bianchi": the same practice, not one's own visit.
  const practiceBefore = previous.intent === 'find_doctor' || (previous.intent === 'practice_info' && Boolean(namedBefore || previous.sectorIds.length));
  if (short && practiceBefore && PRACTICE_WORDS.test(t) && !any(BOOK, t) && !alone.doctorName && (continues || ['practice_info', 'find_doctor', 'unknown'].includes(alone.intent))) {
    const practice = carriedOn('practice_info');
    return alone.city ? practice : withDoctor(practice);
  }
  // "e per la pelle invece?", "e la dottoressa Esposito?" after a directory or practice question.
  const newDetails = alone.sectorIds.length > 0 || Boolean(alone.city) || Boolean(alone.doctorName);
  if (continues && ['find_doctor', 'practice_info', 'next_appointment'].includes(previous.intent) && newDetails && ['find_doctor', 'content', 'unknown'].includes(alone.intent)) {
    return carriedOn(previous.intent);
  }
  // "e quanto costa?": the price of what was asked before.
  if ((continues || /\bquanto (la|lo|li|le) /.test(t) || (alone.intent === 'visit_question' && !OWN_VISIT_REF.test(t) && previous.intent !== 'next_appointment')) && short && PRICE_ALONE.test(t) && ['visit_question', 'find_doctor', 'practice_info', 'next_appointment', 'platform_pro'].includes(previous.intent)) {
    // "e quanto costa la visita da lei?", "e quanto costa il colloquio?" after a search: the price list of
    // the doctor found (or of the specialty's practice), not the search again: a price is a practice's fact.
    // "e uno più economico?" asks for another doctor: the search again.
    if (previous.intent === 'find_doctor' && !ANOTHER_CHEAPER.test(t)) return withDoctor(carriedOn('practice_info'));
    return withDoctor({ ...previous, intent: previous.intent === 'next_appointment' ? 'visit_question' : previous.intent });
  }
  // "quanto costa una pulizia dei denti da lei?", "ha buone recensioni?" after a search: the doctor found.
  if (short && previous.intent === 'find_doctor' && !alone.doctorName && namedBefore) {
    // "quanto prende per la visita?" after a search: no other doctor or specialty named, so the one found.
    if (PRICE_ALONE.test(t) && (POINTS_BACK.test(t) || alone.sectorIds.length === 0)) return { ...carriedOn('practice_info'), doctorName: namedBefore };
    if (RATING.test(t)) return { ...carriedOn('doctor_rating'), doctorName: namedBefore };
  }
  // "chi è il medico?" after "quando ho la visita?": whom that visit is with.
  if (short && previous.intent === 'next_appointment' && !PRACTICE_WORDS.test(t) && /\b(chi e il (medico|dottore)|chi e la dottoressa|con (quale|che|chi) (medico|dottore|dottoressa)?|who is (the|my) doctor|who s the doctor|with whom)\b/.test(t)) return { ...alone, intent: 'next_appointment' };
  if ((continues || words(t).length <= 5 || (short && ['unknown', 'off_topic'].includes(alone.intent))) && (previous.intent === 'next_appointment' || previous.intent === 'visit_question') && (VISIT_DETAIL_ALONE.test(t) || PRICE_ALONE.test(t)) && !alone.doctorName && !alone.sectorIds.length) {
    return { ...alone, intent: 'visit_question' };
  }
  // "e chi mi può seguire?" after a topic, "chi la può seguire a Roma?" after an illness: whom, for what was said before.
  if (words(t).length <= FOLLOW_UP_MAX_WORDS + 2 && alone.intent === 'find_doctor' && !alone.sectorIds.length && !alone.doctorName && previous.sectorIds.length) return carriedOn('find_doctor');
  // Insisting after a refused diagnosis, medicine or out-of-scope question is refused again, and so is
  // the same question for someone else ("e se fosse per mio figlio di 5 anni?").
  if (words(t).length <= INSISTS_MAX_WORDS && (previous.intent === 'diagnosis' || previous.intent === 'off_topic') && (INSISTS.test(t) || FOR_SOMEONE_ELSE.test(t)) && ['unknown', 'content', 'off_topic', 'diagnosis'].includes(alone.intent)) return { ...alone, intent: previous.intent };
  if (short && (previous.intent === 'how_to_cancel' || previous.intent === 'how_to_book') && DEADLINE_ALONE.test(t) && !alone.doctorName) return { ...alone, intent: previous.intent };
  // "e si paga online?" after "come si prenota?": booking in general, not the user's own visit.
  // "e per la visita online?" after how to cancel: a kind of visit, not one's own ("per la visita" alone names none).
  if (continues && (previous.intent === 'how_to_cancel' || previous.intent === 'how_to_book') && alone.intent === 'visit_question' && !OWN_VISIT_REF.test(t.replace(/\b(per|prima|dopo) (la|l) (?=visita|appuntamento)/g, ' '))) return { ...alone, intent: previous.intent };
  if (short && ['symptoms', 'diagnosis'].includes(previous.intent) && WORSENS_ALONE.test(t) && ['unknown', 'content', 'symptoms', 'off_topic'].includes(alone.intent)) return { ...previous, intent: 'symptoms' };
  // "c'è un articolo su questo?", "ci sono esercizi che posso fare?" after a complaint: the same subject.
  if (short && ['symptoms', 'content', 'diagnosis'].includes(previous.intent) && (alone.intent === 'content' || (alone.intent === 'unknown' && CONTENT_STRONG.test(t))) && (REFERS_BACK.test(t) || specificWordsOf(alone.topic).length === 0 || (!continues && specificWordsOf(alone.topic).length <= 1)) && previous.topic) {
    return { ...alone, intent: 'content', sectorIds: alone.sectorIds.length ? alone.sectorIds : previous.sectorIds, topic: `${previous.topic} ${alone.topic}`.trim() };
  }
  // "e una routine da seguire ogni giorno?" after "articoli sull'acne?": the same subject, more precisely.
  if (continues && previous.intent === 'content' && alone.intent === 'content' && !alone.sectorIds.length && specificWordsOf(alone.topic).length === 0) {
    return { ...alone, sectorIds: previous.sectorIds, topic: `${previous.topic} ${alone.topic}`.trim() };
  }
  const standsAlone = alone.intent !== 'unknown' && !(continues && alone.intent === 'find_doctor' && !alone.sectorIds.length && !alone.doctorName);
  if (standsAlone) return withDoctor(alone);
  if (!short) return alone;
  // "quando è?", "a che ora?" after talk of one's own visit: that visit, not a practice nobody named.
  // (Igea's answer about that visit names its doctor: not a practice asked.)
  if (OWN_VISIT_BEFORE.has(previous.intent) && WHEN_ALONE.test(t)) return { ...alone, intent: 'next_appointment' };
  const lenient = FOLLOW_UP_ALONE.find(([pattern]) => pattern.test(t))?.[1];
  if (lenient) return withDoctor({ ...alone, intent: lenient });
  // A very short message that says nothing on its own ("a che ora?", "per lunedì?") continues the previous question.
  if (previous.intent !== 'unknown' && previous.intent !== 'emergency' && (newDetails || STARTS_AS_FOLLOW_UP.test(t) || words(t).length <= 3)) return carriedOn(previous.intent);
  return alone;
}
