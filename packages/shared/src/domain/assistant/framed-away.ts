import { crisisConcepts } from './crisis-meaning';

/**
 * Alarming words with nobody in danger, by the frame they are told in (issue 22 point 3, fifteenth
 * round): a TV series, a film, a book, the news, a game, a dream ("in grey's anatomy uno aveva
 * un'emorragia interna", "al tg tre feriti gravi", "il soffocamento nel gioco di ruolo", "ho sognato
 * di soffocare"), an exam one "will die of", and a question of how to keep a danger away from a
 * child ("il veleno per topi è sicuro se ho un bimbo che gattona? dove lo tengo?"). Not when the
 * writer tells a danger of their own beside it ("… e anch'io stasera voglio farla finita", "ora mi
 * fa male il petto"), nor when something was swallowed.
 *
 * On the canonical text (./spelling.ts), figures of speech already taken out by the caller.
 */
const FICTION =
  /\b(serie (tv|preferit\w*|netflix)|(la|nella|della) serie|telefilm|puntata|film|libro|romanzo|fumetto|protagonista|personaggio|grey s anatomy|dr house|doctor house|netflix|tg|telegiornale|notiziario|al giornale|sul giornale|gioco di ruolo|videogioco|videogame|(ho|hai|ha) sognato|in sogno|un sogno|tv show|movie|the show|the book|novel|character|nightmare|i dreamt|i dreamed)\b/;
/** "Che ansia l'esame, morirò": an exam one will die of is a figure. */
const EXAM_FIGURE = /\b(esame|esami|maturita|interrogazione|verifica|compito in classe|exam)\b.*\b(moriro|muoio|mi uccide|mi ammazza|morta|morto|i ll die|kill me)\b|\b(moriro|muoio)\b.*\b(esame|esami|maturita|interrogazione|verifica|exam)\b/;
/** Keeping a danger away: is it safe, where do I keep it. */
const PREVENTION = /\b(e sicuro|e pericoloso|sono sicur[ie]|dove (lo|la|li|le) (tengo|metto|conservo|posso tenere)|come (lo|la|li|le) (conservo|tengo)|is it safe|where (should|do|can) i (keep|store|put))\b/;
const SWALLOWED = /\b(mangiat\w*|bevut\w*|ingoiat\w*|ingerit\w*|inghiottit\w*|leccat\w*|messo in bocca|pres[oa]|swallowed|ate|drank|licked)\b/;
/** The writer's own danger beside the frame. */
const WRITER_NOW =
  /\b(anch io|anche io|pure io|come (lui|lei|il protagonista|la protagonista)|me too|(ora|adesso|in questo momento|right now) (mi|ho|sto|non|io|i)|mi (sento male|manca il (fiato|respiro))|non respiro|voglio (morire|farla finita|uccidermi)|vorrei (morire|farla finita)|i want to (die|end it)|(ho|hai) preso|sto (male|morendo))\b/;

/**
 * Twenty-first round: words quoted from a song asked about ("chi canta 'vorrei morire stanotte'?",
 * "la canzone dice … chi è il cantante?"), school work about a danger ("an essay about teen suicide
 * rates for school", "una ricerca sul suicidio per la prof", unless the writer's own wish is told), and a saying of someone else's told as
 * a joke ("dice sempre 'mi uccido' quando perde la Roma, è una battuta"). The song's words are the
 * writer's wish phrases, so these frames hold against WRITER_NOW, not against the writer's own turn
 * ("anch'io", "io davvero", "ma stavolta").
 */
const SONG_ASKED =
  /\b(chi (la |l )?canta|chi e (il|la) cantante|(come si chiama|il titolo di|il testo di|il testo della) (la |questa |quella )?canzone|la canzone dice|commentar\w* (la|questa) canzone|playlist|ritornello|who sings|the song (says|goes)|lyrics|song title)\b/;
/** A meme, a gif or a sticker sent about (twenty-third round): "ha mandato il meme 'heart attack' sulla chat". */
const MEME_SENT = /\b(meme|gif|sticker|emoji|vignetta)\b/;
/** School work about a danger: a piece of work (an essay, a report) and the school it is for, both told. */
const SCHOOL_WORK =
  /\b(tema|tesina|relazione|ricerca|essay|paper|school project|report|presentazione)\b(?=.*\b(scuola|school|prof|professor\w*|professoress\w*|classe|class|universita|university|uni|maestr[ao]|teacher|insegnante)\b)/;
/** Someone else saying they will kill themselves: "dice sempre 'mi uccido'", "scherzano che 'ci buttiamo dal ponte'". */
const SAID_BY_OTHERS =
  /\b(dice|dicono|ripete|ripetono|scherza|scherzano)( \w+){0,6} (mi|ci) (uccido|ammazzo|butto|buttiamo|sparo|impicco|uccidiamo|ammazziamo)\b|\b(he|she|they) (always )?(says?|jokes?) (that )?(he ll|she ll|they ll|i ll) kill (himself|herself|themselves|myself)\b/;
const TOLD_AS_JOKE = /\b((e|era) (solo )?(una battuta|uno scherzo|per scherzo)|(?<!non )scherz\w*|haha\w*|ahah\w*|lol|just (a )?joke|joking|kidding)\b/;
const WRITER_TOO = /\b(anch io|anche io|pure io|me too|io (invece|davvero|sul serio)|(ma )?(stavolta|questa volta|this time)|(ora|adesso|in questo momento|right now) (mi|ho|sto|non|io|i))\b/;

/** Whether the alarming words of the canonical text are framed away from any present danger. */
export function framedAway(canonical: string): boolean {
  if (WRITER_TOO.test(canonical)) return false;
  if (SONG_ASKED.test(canonical) || (SAID_BY_OTHERS.test(canonical) && TOLD_AS_JOKE.test(canonical))) return true;
  if (WRITER_NOW.test(canonical)) return false;
  // Not when the work (or a meme) tells of someone's crisis ("nel tema ha scritto che ha già scelto come") or of now.
  if ((SCHOOL_WORK.test(canonical) || MEME_SENT.test(canonical)) && crisisConcepts(canonical).length === 0 && !/\b(ora|adesso|now|stasera|stanotte|oggi)\b/.test(canonical)) return true;
  if (FICTION.test(canonical) || EXAM_FIGURE.test(canonical)) return true;
  return PREVENTION.test(canonical) && !SWALLOWED.test(canonical);
}
