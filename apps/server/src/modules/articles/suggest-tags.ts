import { stripHtml } from '@sanity/shared/domain/content/excerpt';
import { MAX_TAGS } from '@sanity/shared/domain/content/tags';

/**
 * Italian words that say nothing about a topic: articles, simple and articulated prepositions,
 * pronouns and possessives, conjunctions, common adverbs, the forms of essere and avere, a few
 * very common verbs and generic nouns, number words. Only words of 4+ letters can become tags,
 * but the short ones are listed too so the list reads as the language's stop words.
 */
export const ITALIAN_STOP_WORDS: ReadonlySet<string> = new Set(
  `
il lo la i gli le l un uno una
di a da in con su per tra fra
del dello della dei degli delle dell al allo alla ai agli alle all dal dallo dalla dai dagli dalle dall
nel nello nella nei negli nelle nell col coi sul sullo sulla sui sugli sulle sull
io tu lui lei noi voi loro me te se ci vi si ne mi ti esso essa essi esse egli ella
mio mia miei mie tuo tua tuoi tue suo sua suoi sue nostro nostra nostri nostre vostro vostra vostri vostre
questo questa questi queste quest quello quella quelli quelle quel quei quegli quell codesto
ciò chi che cui quale quali qual quanto quanta quanti quante qualcuno qualcuna qualcosa qualche qualsiasi qualunque
ognuno ognuna ogni alcuno alcuna alcuni alcune altro altra altri altre altrui stesso stessa stessi stesse
tutto tutta tutti tutte nessuno nessuna niente nulla certo certa certi certe tale tali
e ed o od ma però anche oppure quindi dunque perché poiché quando mentre come sebbene benché affinché
cioè infatti inoltre ovvero ossia sia né pure neanche nemmeno neppure tuttavia invece allora anzi
perciò pertanto siccome finché qualora purché nonché eppure
non più meno molto molta molti molte poco poca pochi poche tanto tanta tanti tante troppo troppa troppi troppe
già ancora sempre mai spesso talvolta ora adesso oggi ieri domani qui qua lì là dove ove così bene male
solo sola soli sole soltanto proprio circa quasi forse sì no prima dopo poi sopra sotto dentro fuori
davanti dietro insieme verso senza contro durante secondo oltre fino presso attraverso tramite mediante
ecco appena abbastanza piuttosto almeno subito insomma comunque ovunque altrimenti
essere sono sei è siamo siete ero eri era eravamo eravate erano fui fosti fu fummo foste furono
sarò sarai sarà saremo sarete saranno sarei saresti sarebbe saremmo sareste sarebbero
siano fossi fosse fossimo fossero stato stata stati state essendo
avere ho hai ha abbiamo avete hanno avevo avevi aveva avevamo avevate avevano ebbi avesti ebbe avemmo aveste ebbero
avrò avrai avrà avremo avrete avranno avrei avresti avrebbe avremmo avreste avrebbero
abbia abbiano avessi avesse avessimo avessero avuto avuta avuti avute avendo
fare faccio fai fa facciamo fate fanno fatto fatta fatti fatte facendo
potere posso puoi può possiamo potete possono potrebbe potrebbero
dovere devo devi deve dobbiamo dovete devono dovrebbe dovrebbero
volere voglio vuoi vuole vogliamo volete vogliono vorrei
stare sto stai sta stiamo state stanno andare vado vai va andiamo andate vanno
dire dico dice dicono detto venire viene vengono dare dà danno dato
bisogna serve servono occorre possibile necessario
cosa cose modo modi volta volte tipo tipi parte parti caso casi esempio anno anni giorno giorni
tempo momento punto base fine inizio ecc etc
due tre quattro cinque sette otto nove dieci cento mille primo prima secondo terzo
`
    .split(/\s+/)
    .filter(Boolean),
);

const MIN_LETTERS = 4;
const TITLE_WEIGHT = 3;

type BlockLike = { type: string; data?: unknown };

/** The plain text of the text blocks (paragraphs, headings, list items), or of legacy content. */
export function textOfContent(content: readonly BlockLike[] | string): string[] {
  if (typeof content === 'string') return [stripHtml(content)];
  const out: string[] = [];
  for (const block of content) {
    const data = (block.data ?? {}) as { text?: unknown; items?: unknown };
    if ((block.type === 'paragraph' || block.type === 'heading') && typeof data.text === 'string') out.push(data.text);
    if (block.type === 'list' && Array.isArray(data.items)) out.push(...data.items.filter((i): i is string => typeof i === 'string'));
  }
  return out;
}

/** Words of a text: letters only (accents kept), split at spaces, punctuation and apostrophes (dell'ansia → dell, ansia). */
function wordsOf(text: string): string[] {
  return text.split(/[^\p{L}\p{M}]+/u).filter(Boolean);
}

/**
 * Up to 5 tags for an article from its own Italian text (the spec's tagArticleWithAI, done
 * without a model): words of at least 4 letters that are not stop words, ranked by frequency with
 * title words counting 3 times (ties: first appearance), skipping words already among `existing`
 * (case-insensitive). Each suggestion keeps the spelling it has most often in the text (ties:
 * the lower-case one, else the first seen), so 'pressione' stays lower case and 'Milano' keeps
 * its capital.
 */
export function suggestTags(title: string, content: readonly BlockLike[] | string, existing: readonly string[] = []): string[] {
  const taken = new Set(existing.map((t) => t.trim().toLocaleLowerCase('it')));
  const stats = new Map<string, { score: number; order: number; forms: Map<string, number> }>();
  let order = 0;
  const count = (text: string, weight: number) => {
    for (const word of wordsOf(text)) {
      const key = word.toLocaleLowerCase('it');
      if ([...key].length < MIN_LETTERS || ITALIAN_STOP_WORDS.has(key)) continue;
      let entry = stats.get(key);
      if (!entry) {
        entry = { score: 0, order: order++, forms: new Map() };
        stats.set(key, entry);
      }
      entry.score += weight;
      entry.forms.set(word, (entry.forms.get(word) ?? 0) + 1);
    }
  };
  count(title, TITLE_WEIGHT);
  for (const text of textOfContent(content)) count(text, 1);

  return [...stats.entries()]
    .filter(([key]) => !taken.has(key))
    .sort(([, a], [, b]) => b.score - a.score || a.order - b.order)
    .slice(0, MAX_TAGS)
    .map(([, entry]) => {
      let best = '';
      let bestCount = 0;
      for (const [form, n] of entry.forms) {
        // Ties go to the lower-case spelling: a capital is usually only the start of a sentence.
        if (n > bestCount || (n === bestCount && form === form.toLocaleLowerCase('it'))) {
          best = form;
          bestCount = n;
        }
      }
      return best;
    });
}
