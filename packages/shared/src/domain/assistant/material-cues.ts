/**
 * The cues of a doctor's material kept in the user's Materiali (intent 'favorites'), moved out of
 * ./intents.ts by job (ADR 0020, twenty-third round B): a plan, exercises or documents a doctor gave,
 * and where one finds a document of one's own.
 */

// "Il piano che mi ha assegnato il cardiologo", "mi aveva mandato le indicazioni", "the exercises my physio gave".
export const ASSIGNED_MATERIAL = /\b(mi|ci) (ha|hanno|aveva) (dato|dat[ie]|mandat\w*|lasciat\w*) (degli|dei|delle|i|gli|le|il|la|un|una) (esercizi|document\w*|material\w*|fogli|schede|referti|indicazioni)\b|\b(referto|referti|document\w*|esercizi) (che )?(mi|ci) (ha|hanno) (mandat\w*|dat[oaie]|inviat\w*)\b|\b(document\w*|material\w*|piano|scheda|esercizi) (del|della|dal|dalla|che mi ha dato il|che mi ha dato la) (mio |mia )?(medico|dottor\w*|dottoressa|dott|\w+olog[oa]|fisioterapist\w*)\b|\b(piano|terapia|terapie|programma|scheda|esercizi|material\w*|document\w*|plan|exercises) (\w+ ){0,4}(che )?(mi|ci|gli|le) (ha|hanno|aveva) (assegnat\w*|dat[oaie]|prescritt\w*|mandat\w*|condivis\w*|caricat\w*)\b|\b(mi|ci) (ha|hanno|aveva) (assegnat\w*|condivis\w*|caricat\w*|mandat\w*) (un |una |il |la |lo |degli |delle |dei |i |le |gli )?(piano|terapia|terapie|programma|scheda|esercizi|material\w*|document\w*)\b|\b(plan|exercises|therapy) (my |the )?(doctor|cardiologist|physio) (gave|assigned|shared|sent)\b/;
// "E i documenti che mi ha dato il medico?": a doctor's material named alone.
export const OWN_MATERIAL_ALONE = /^(e )?(i|il|la|le|gli|l) (document\w*|material\w*|terapi[ae]|piano|scheda|esercizi|fogli) (che )?(mi|ci) (ha|hanno|aveva) (dato|dati|data|date|assegnat\w*|mandat\w*|condivis\w*|prescritt\w*|lasciat\w*) (il|la|l) (mio |mia )?(medico|dottor\w*|dottoressa|\w+olog[oa]|fisioterapist\w*)$/;
/**
 * Where one finds a document of one's own, whatever else the message tells ("e i referti dove li trovo
 * dopo?", "dove trovo il referto?", "gli esiti dove li vedo?", "where do I find my report?"): a report or a
 * result is kept in Materiali, not a practice's address ("indicazioni" may be the way to a practice: left out).
 */
const DOCUMENT = /\b(referto|referti|esito|esiti|document\w*|report|reports|results)\b/;
const FOUND_WHERE = /\b(dove|where)( \w+){0,3} (trov\w*|ritrov\w*|ved\w*|legg\w*|scaric\w*|recuper\w*|stann\w*|sono finit\w*|find|see|download|get)\b/;
export const DOCUMENT_FOUND_WHERE = { test: (t: string): boolean => DOCUMENT.test(t) && FOUND_WHERE.test(t) };
