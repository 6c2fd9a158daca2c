// A synthetic Italian medical corpus for the million-article benchmark (scripts/bench/million.ts):
// deterministic (article n is always the same text), varied across the platform's sectors, with
// titles, tags and block bodies (headings, paragraphs, lists) of 1–2 kB, and the shares of
// drafts, private, paid and therapy content a large platform would have. Pure: no database.

/** A sector's topics (what titles and bodies are about) and its own tags. */
interface SectorCorpus {
  id: string;
  /** How the body names the field ("la cardiologia"). */
  field: string;
  topics: readonly string[];
  tags: readonly string[];
  /** Organs or body parts the sector's sentences speak of. */
  organs: readonly string[];
  /** Examinations the sector prescribes. */
  exams: readonly string[];
  /** What patients of the sector notice, and how it is treated. */
  symptoms: readonly string[];
  treatments: readonly string[];
}

/** Active sectors of the reference data (seed/reference-data.ts), weighted by how much is written about each. */
const SECTORS: readonly (SectorCorpus & { weight: number })[] = [
  { id: 'cardiologia', weight: 12, field: 'la cardiologia', topics: ['ipertensione', 'aritmie cardiache', 'fibrillazione atriale', 'scompenso cardiaco', 'colesterolo alto', 'cardiopatia ischemica', 'palpitazioni', 'infarto del miocardio', 'pressione bassa', 'soffio al cuore'], tags: ['cuore', 'pressione', 'cardiologia', 'colesterolo', 'prevenzione cardiovascolare'], organs: ['il cuore', 'le arterie', 'i vasi sanguigni'], symptoms: ['affanno sotto sforzo', 'dolore al petto', 'battito irregolare', 'gonfiore alle caviglie', 'capogiri'], treatments: ['i betabloccanti', 'gli ACE-inibitori', 'le statine', 'la riabilitazione cardiologica', 'gli anticoagulanti'], exams: ["l'elettrocardiogramma", "l'ecocardiogramma", 'il test da sforzo', "l'Holter pressorio"] },
  { id: 'dermatologia', weight: 8, field: 'la dermatologia', topics: ['dermatite atopica', 'psoriasi', 'acne', 'nei e melanoma', 'orticaria', 'caduta dei capelli', 'micosi delle unghie', 'rosacea', 'scottature solari'], tags: ['pelle', 'dermatologia', 'sole', 'capelli', 'allergie cutanee'], organs: ['la pelle', 'il cuoio capelluto', 'le unghie'], symptoms: ['prurito', 'arrossamento', 'desquamazione', 'macchie scure', 'pelle secca'], treatments: ['le creme emollienti', 'i cortisonici topici', 'la fototerapia', 'gli antistaminici', 'la crioterapia'], exams: ['la mappatura dei nei', 'la dermatoscopia', 'il patch test'] },
  { id: 'nutrizione', weight: 10, field: 'la nutrizione', topics: ['dieta mediterranea', 'sovrappeso', 'intolleranza al lattosio', 'celiachia', 'carenza di ferro', 'vitamina D', 'alimentazione in gravidanza', 'diabete di tipo 2', 'digiuno intermittente', 'integratori'], tags: ['dieta', 'alimentazione', 'nutrizione', 'vitamine', 'peso'], organs: ["l'intestino", 'il metabolismo', 'il fegato'], symptoms: ['gonfiore addominale', 'stanchezza dopo i pasti', 'fame nervosa', 'aumento di peso', 'crampi intestinali'], treatments: ['un piano alimentare personalizzato', 'la riduzione degli zuccheri semplici', 'più fibre e legumi', 'pasti regolari', 'la supplementazione mirata'], exams: ['gli esami del sangue', 'la bioimpedenziometria', 'il breath test'] },
  { id: 'psicologia', weight: 10, field: 'la psicologia', topics: ['ansia generalizzata', 'attacchi di panico', 'depressione', 'stress da lavoro', 'insonnia', 'disturbi alimentari', 'lutto', 'burnout', 'autostima'], tags: ['ansia', 'stress', 'benessere mentale', 'psicologia', 'sonno'], organs: ['la mente', "l'umore", 'il sonno'], symptoms: ['preoccupazione costante', 'irritabilità', 'risvegli notturni', 'perdita di interesse', 'tensione muscolare'], treatments: ['la psicoterapia cognitivo-comportamentale', 'le tecniche di respirazione', 'la mindfulness', 'il sostegno di gruppo', 'i colloqui individuali'], exams: ['il colloquio clinico', 'i questionari standardizzati', 'la valutazione psicodiagnostica'] },
  { id: 'fisioterapia', weight: 8, field: 'la fisioterapia', topics: ['mal di schiena', 'cervicalgia', 'tendinite', 'distorsione della caviglia', 'riabilitazione dopo protesi', 'sciatalgia', 'spalla congelata', 'postura'], tags: ['riabilitazione', 'schiena', 'esercizi', 'postura', 'dolore'], organs: ['i muscoli', 'le articolazioni', 'la colonna vertebrale'], symptoms: ['rigidità al mattino', 'dolore al movimento', 'formicolio alle braccia', 'debolezza muscolare', 'limitazione articolare'], treatments: ['gli esercizi di rinforzo', 'la terapia manuale', 'la tecarterapia', 'le onde d’urto', 'la ginnastica posturale'], exams: ['la valutazione posturale', "l'ecografia muscolare", 'la risonanza magnetica'] },
  { id: 'pediatria', weight: 9, field: 'la pediatria', topics: ['febbre nei bambini', 'vaccinazioni', 'otite nei bambini', 'bronchiolite', 'svezzamento', 'coliche del neonato', 'crescita e sviluppo', 'varicella'], tags: ['bambini', 'neonati', 'vaccini', 'pediatria', 'crescita'], organs: ["l'organismo del bambino", 'le vie respiratorie', 'il sistema immunitario'], symptoms: ['febbre alta', 'pianto inconsolabile', 'tosse notturna', 'inappetenza', 'eruzioni cutanee'], treatments: ['il paracetamolo a dosi pediatriche', 'i lavaggi nasali', 'l’idratazione frequente', 'il calendario vaccinale', 'il riposo'], exams: ['i bilanci di salute', 'la misura della crescita', 'il tampone faringeo'] },
  { id: 'ginecologia', weight: 7, field: 'la ginecologia', topics: ['menopausa', 'endometriosi', 'ciclo irregolare', 'gravidanza', 'pap test', 'ovaio policistico', 'contraccezione', 'infezioni vaginali'], tags: ['donna', 'gravidanza', 'ginecologia', 'prevenzione', 'ormoni'], organs: ["l'utero", 'le ovaie', 'il seno'], symptoms: ['dolori mestruali intensi', 'vampate di calore', 'perdite anomale', 'sbalzi d’umore', 'tensione al seno'], treatments: ['la terapia ormonale', 'la pillola estroprogestinica', 'gli ovuli vaginali', 'la laparoscopia', 'il monitoraggio ecografico'], exams: ["l'ecografia pelvica", 'il pap test', "l'HPV test"] },
  { id: 'ortopedia', weight: 7, field: "l'ortopedia", topics: ['artrosi del ginocchio', 'osteoporosi', 'ernia del disco', 'scoliosi', 'frattura del polso', 'alluce valgo', 'lesione del menisco', 'tunnel carpale'], tags: ['ossa', 'articolazioni', 'ortopedia', 'sport', 'anziani'], organs: ['le ossa', 'il ginocchio', "l'anca"], symptoms: ['dolore al carico', 'scrocchi articolari', 'gonfiore del ginocchio', 'zoppia', 'perdita di forza nella mano'], treatments: ['le infiltrazioni', 'il tutore', 'l’intervento in artroscopia', 'la protesi', 'i plantari su misura'], exams: ['la radiografia', 'la densitometria ossea', 'la TAC'] },
  { id: 'neurologia', weight: 7, field: 'la neurologia', topics: ['emicrania', 'mal di testa', 'epilessia', 'morbo di Parkinson', 'perdita di memoria', 'vertigini', 'neuropatia periferica', 'ictus'], tags: ['cervello', 'cefalea', 'neurologia', 'memoria', 'nervi'], organs: ['il cervello', 'i nervi', 'il sistema nervoso'], symptoms: ['nausea con il mal di testa', 'fastidio alla luce', 'tremore a riposo', 'perdita di equilibrio', 'vuoti di memoria'], treatments: ['i triptani', 'la profilassi farmacologica', 'la stimolazione magnetica', 'la logopedia', 'la riabilitazione neuromotoria'], exams: ["l'elettroencefalogramma", "l'elettromiografia", 'la risonanza magnetica'] },
  { id: 'oculistica', weight: 5, field: "l'oculistica", topics: ['cataratta', 'glaucoma', 'miopia', 'occhio secco', 'congiuntivite', 'maculopatia', 'presbiopia'], tags: ['occhi', 'vista', 'oculistica', 'lenti', 'prevenzione'], organs: ["l'occhio", 'la retina', 'il cristallino'], symptoms: ['vista offuscata', 'bruciore agli occhi', 'aloni intorno alle luci', 'lacrimazione', 'fatica a leggere da vicino'], treatments: ['i colliri lubrificanti', 'l’intervento di cataratta', 'il laser', 'gli occhiali progressivi', 'le lenti a contatto'], exams: ['la visita oculistica', 'la tonometria', "l'OCT"] },
  { id: 'otorinolaringoiatria', weight: 5, field: "l'otorinolaringoiatria", topics: ['sinusite cronica', 'acufeni', 'calo dell\'udito', 'tonsillite', 'russamento', 'allergie stagionali', 'raucedine'], tags: ['orecchio', 'naso', 'gola', 'udito', 'allergie'], organs: ["l'orecchio", 'il naso', 'la gola'], symptoms: ['naso chiuso', 'fischio nelle orecchie', 'mal di gola', 'voce rauca', 'perdita dell’olfatto'], treatments: ['gli spray nasali', 'l’aerosolterapia', 'l’apparecchio acustico', 'la tonsillectomia', 'i lavaggi con soluzione salina'], exams: ["l'esame audiometrico", 'la fibroscopia', 'il prick test'] },
  { id: 'endocrinologia', weight: 6, field: "l'endocrinologia", topics: ['ipotiroidismo', 'ipertiroidismo', 'noduli tiroidei', 'diabete di tipo 1', 'insulino-resistenza', 'obesità', 'osteoporosi in menopausa'], tags: ['tiroide', 'ormoni', 'diabete', 'metabolismo', 'endocrinologia'], organs: ['la tiroide', 'il pancreas', 'le ghiandole surrenali'], symptoms: ['sete intensa', 'perdita di capelli', 'intolleranza al freddo', 'palpitazioni a riposo', 'aumento di peso inspiegato'], treatments: ['la levotiroxina', 'la metformina', 'l’insulina', 'la terapia con radioiodio', 'il controllo della glicemia'], exams: ['il dosaggio del TSH', "l'emoglobina glicata", "l'ecografia tiroidea"] },
  { id: 'medicina-generale', weight: 9, field: 'la medicina generale', topics: ['influenza', 'raffreddore', 'gastrite', 'reflusso gastroesofageo', 'anemia', 'infezioni urinarie', 'stanchezza cronica', 'asma bronchiale', 'tosse persistente', 'stitichezza'], tags: ['salute', 'prevenzione', 'farmaci', 'esami', 'benessere'], organs: ["l'organismo", 'lo stomaco', 'i polmoni'], symptoms: ['febbre', 'bruciore di stomaco', 'tosse secca', 'spossatezza', 'bruciore urinario'], treatments: ['gli antibiotici quando indicati', 'gli antiacidi', 'il riposo e i liquidi', 'gli antinfiammatori', 'i fermenti lattici'], exams: ['gli esami del sangue', "l'esame delle urine", 'la spirometria'] },
  { id: 'odontoiatria', weight: 5, field: "l'odontoiatria", topics: ['carie dentale', 'parodontite', 'sensibilità dentale', 'apparecchio ortodontico', 'impianti dentali', 'bruxismo', 'alitosi'], tags: ['denti', 'gengive', 'igiene orale', 'sorriso', 'odontoiatria'], organs: ['i denti', 'le gengive', 'la bocca'], symptoms: ['sanguinamento delle gengive', 'dolore al freddo', 'alito cattivo', 'denti che si muovono', 'mal di denti notturno'], treatments: ['la devitalizzazione', 'la levigatura radicolare', 'il bite notturno', 'l’otturazione', 'lo sbiancamento professionale'], exams: ['la panoramica dentale', 'la visita odontoiatrica', "l'igiene professionale"] },
];

const OPENINGS = ['Guida pratica a', 'Come riconoscere', 'Prevenire', 'Domande frequenti su', 'Nuove terapie per', 'Alimentazione e', 'Vivere con', 'I sintomi di', 'Cosa sapere su', 'Esami utili per', 'Miti e verità su', 'Quando preoccuparsi di', 'Curare', 'Il percorso di cura per'];
const CLOSINGS = ['', '', '', 'negli anziani', 'nei bambini', 'in gravidanza', 'dopo i 50 anni', 'e attività fisica', 'e stile di vita', "d'estate", 'al lavoro', 'in menopausa', 'negli sportivi', 'e sonno', ': i consigli dello specialista', ': cosa dice la ricerca'];
const THERAPY_OPENINGS = ['Percorso di', 'Programma di', 'Trattamento per', 'Ciclo di sedute per'];
const GENERAL_TAGS = ['prevenzione', 'benessere', 'stile di vita', 'sintomi', 'terapie', 'consigli', 'famiglia', 'sport', 'anziani', 'donne'];

/** Sentences about the article's own topic and sector ({s} a symptom, {c} a treatment of the sector). */
const TOPIC_SENTENCES = [
  '{T} interessa {O} e può presentarsi a qualsiasi età.',
  'Tra i segnali di {t} ci sono {s} e, più avanti, {s2}.',
  'Per confermare il sospetto di {t} si ricorre a {e}.',
  'La cura di {t} va personalizzata: spesso si comincia con {c}.',
  '{F} dispone oggi di strumenti efficaci per tenere sotto controllo {t}.',
  'Chi soffre di {t} riferisce spesso {s}, che peggiora la qualità della vita.',
  'Ripetere {e} a intervalli regolari permette di seguire l’andamento di {t}.',
  'Quando {c} non basta, lo specialista può proporre {c2}.',
  'La familiarità conta: chi ha parenti con {t} dovrebbe fare controlli più frequenti.',
  'Una diagnosi precoce di {t} rende le cure più semplici e i risultati migliori.',
  'Se compare {s} all’improvviso è bene parlarne presto con lo specialista.',
  'Nei pazienti con {t} il controllo di {O} va ripetuto nel tempo.',
  'Durante la visita lo specialista valuta {O} e chiede da quanto tempo è presente {s}.',
  '{S} non significa sempre {t}: le cause possibili sono diverse.',
  'Gli studi più recenti su {t} confermano l’utilità di {c}.',
];
/** Sentences any article may hold, with a vocabulary of their own each. */
const GENERAL_SENTENCES = [
  'Il medico di famiglia resta il primo riferimento e indirizza allo specialista quando serve.',
  'Non bisogna sospendere una terapia senza averne parlato con chi l’ha prescritta.',
  'Fumo e sedentarietà sono fattori di rischio comuni a molte malattie croniche.',
  'Nei casi lievi bastano alcune modifiche delle abitudini quotidiane.',
  'Conviene annotare quando compaiono i disturbi, quanto durano e cosa li allevia.',
  'Camminare mezz’ora al giorno è un’abitudine semplice con benefici dimostrati.',
  'Bere acqua a sufficienza aiuta l’organismo, soprattutto nei mesi caldi.',
  'Le informazioni di questo articolo non sostituiscono il parere del proprio curante.',
  'Portare alla visita gli esami precedenti fa risparmiare tempo e accertamenti inutili.',
  'Un sonno regolare favorisce il recupero e l’equilibrio dell’umore.',
  'Ridurre il sale e i cibi conservati giova alla pressione arteriosa.',
  'Molti disturbi migliorano con la costanza più che con soluzioni rapide.',
  'Gli anziani e chi assume molti farmaci hanno bisogno di controlli più attenti.',
  'In gravidanza alcune indicazioni cambiano: serve sempre il parere del ginecologo.',
  'Per i più piccoli le dosi dei medicinali si calcolano in base al peso.',
  'Internet offre molte informazioni, ma non tutte sono affidabili.',
  'Lo stress prolungato influisce sull’appetito, sulla digestione e sulla concentrazione.',
  'Una dieta varia, ricca di verdura, frutta e cereali integrali, protegge la salute.',
  'L’alcol, anche in piccole quantità, interagisce con diversi medicinali.',
  'Il fai da te con integratori e rimedi naturali può nascondere rischi.',
  'Vaccinarsi secondo il calendario previsto protegge sé stessi e gli altri.',
  'In caso di sintomi gravi o improvvisi occorre chiamare il 112.',
  'Durante i viaggi conviene portare con sé l’elenco dei farmaci che si assumono.',
  'La prevenzione comincia dalle piccole scelte di ogni giorno.',
  'Un controllo annuale permette di cogliere i cambiamenti per tempo.',
  'Le visite di controllo vanno programmate anche quando ci si sente bene.',
  'La telemedicina consente oggi di seguire a distanza molti pazienti cronici.',
  'Chiedere una seconda opinione è un diritto del paziente.',
  'Spesso il dolore cronico si accompagna a difficoltà nel riposo notturno.',
  'L’attività fisica va adattata all’età e alle condizioni di ciascuno.',
];
const HEADINGS = ['Che cos’è {t}', 'I sintomi più comuni', 'Le cause e i fattori di rischio', 'Come si fa la diagnosi', 'Le cure disponibili', 'La prevenzione', 'Quando rivolgersi al medico', 'Consigli per la vita di tutti i giorni'];
const LIST_ITEMS = ['seguire una dieta varia e ricca di verdure', 'fare attività fisica almeno tre volte a settimana', 'dormire sette-otto ore per notte', 'non fumare', 'limitare gli alcolici', 'controllare il peso', 'fare {e} alle scadenze indicate', 'annotare i sintomi in un diario', 'assumere i farmaci agli orari indicati', 'ridurre lo stress con tecniche di rilassamento'];

const CONTRACTIONS: Record<string, string> = {
  'a il': 'al', 'a lo': 'allo', 'a la': 'alla', 'a i': 'ai', 'a gli': 'agli', 'a le': 'alle', "a l'": "all'",
  'di il': 'del', 'di lo': 'dello', 'di la': 'della', 'di i': 'dei', 'di gli': 'degli', 'di le': 'delle', "di l'": "dell'",
  'da il': 'dal', 'da lo': 'dallo', 'da la': 'dalla', 'da i': 'dai', 'da gli': 'dagli', 'da le': 'dalle', "da l'": "dall'",
};

/** Deterministic pseudo-random numbers (mulberry32) from an article's number. */
function rngOf(seed: number): () => number {
  let a = (seed * 2654435761) >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const TOTAL_WEIGHT = SECTORS.reduce((sum, s) => sum + s.weight, 0);

export interface GeneratedArticle {
  title: string;
  tags: string[];
  categoryIds: string[];
  /** Blocks as the app stores them (StoredContentBlockSchema). */
  content: Array<{ id: string; type: string; data: Record<string, unknown> }>;
  isTherapy: boolean;
  isPublic: boolean;
  isPaid: boolean;
  priceCents: number | null;
  status: 'draft' | 'published';
  /** Days before the benchmark's start it was published (or last saved, for a draft). */
  ageDays: number;
}

/**
 * Article number `n`: 8 % drafts, 5 % private, 6 % paid, 12 % therapies; one or two sectors; a
 * title from an opening, a topic of the sector and a closing; 2–4 tags of the sector and 0–2
 * general ones; an introduction, 2–4 sections (a heading and 1–2 paragraphs of 2–4 sentences) and
 * sometimes a list of advice, about 1–2 kB of text.
 */
export function generateArticle(n: number): GeneratedArticle {
  const rnd = rngOf(n + 1);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)]!;
  let roll = rnd() * TOTAL_WEIGHT;
  const sector = SECTORS.find((s) => (roll -= s.weight) < 0) ?? SECTORS[0]!;
  const second = rnd() < 0.25 ? pick(SECTORS) : null;
  const topic = pick(sector.topics);
  const isTherapy = rnd() < 0.12;
  const closing = pick(CLOSINGS);
  const title = `${isTherapy ? pick(THERAPY_OPENINGS) : pick(OPENINGS)} ${topic}${closing.startsWith(':') ? closing : closing ? ` ${closing}` : ''}`;
  const fill = (s: string) =>
    s
      .replace(/\{T\}/g, topic.charAt(0).toUpperCase() + topic.slice(1))
      .replace(/\{t\}/g, topic)
      .replace(/\{S\}/g, () => { const x = pick(sector.symptoms); return x.charAt(0).toUpperCase() + x.slice(1); })
      .replace(/\{s2?\}/g, () => pick(sector.symptoms))
      .replace(/\{c2?\}/g, () => pick(sector.treatments))
      .replace(/\{O\}/g, pick(sector.organs))
      .replace(/\{e\}/g, pick(sector.exams))
      .replace(/\{F\}/g, sector.field.charAt(0).toUpperCase() + sector.field.slice(1));
  // About two sentences in three on the topic, the others general; "a il" → "al" and the like.
  const contract = (text: string) => text.replace(/\b(a|di|da) (il|lo|la|i|gli|le|l')(?=\s|\b)/g, (_m, p: string, a: string) => CONTRACTIONS[`${p} ${a}`] ?? _m);
  const paragraph = (count: number) => Array.from({ length: count }, () => contract(fill(rnd() < 0.65 ? pick(TOPIC_SENTENCES) : pick(GENERAL_SENTENCES)))).join(' ');
  const content: GeneratedArticle['content'] = [];
  let id = 0;
  const add = (type: string, data: Record<string, unknown>) => content.push({ id: `b${(id += 1)}`, type, data });
  add('paragraph', { text: paragraph(2 + Math.floor(rnd() * 2)), alignment: 'left' });
  const sections = 2 + Math.floor(rnd() * 3);
  const start = Math.floor(rnd() * HEADINGS.length);
  for (let s = 0; s < sections; s += 1) {
    add('heading', { text: fill(HEADINGS[(start + s) % HEADINGS.length]!), level: 2, alignment: 'left' });
    const paragraphs = 1 + Math.floor(rnd() * 2);
    for (let p = 0; p < paragraphs; p += 1) add('paragraph', { text: paragraph(2 + Math.floor(rnd() * 3)), alignment: 'left' });
  }
  if (rnd() < 0.4) add('list', { listType: 'unordered', items: Array.from({ length: 3 + Math.floor(rnd() * 3) }, () => fill(pick(LIST_ITEMS))) });
  const tags = new Set<string>();
  const sectorTags = 2 + Math.floor(rnd() * 3);
  for (let t = 0; t < sectorTags; t += 1) tags.add(pick(sector.tags));
  const generalTags = Math.floor(rnd() * 3);
  for (let t = 0; t < generalTags; t += 1) tags.add(pick(GENERAL_TAGS));
  const isPaid = rnd() < 0.06;
  return {
    title,
    tags: [...tags],
    categoryIds: second && second.id !== sector.id ? [sector.id, second.id] : [sector.id],
    content,
    isTherapy,
    isPublic: rnd() >= 0.05,
    isPaid,
    priceCents: isPaid ? pick([900, 1900, 2900, 4900]) : null,
    status: rnd() < 0.08 ? 'draft' : 'published',
    ageDays: rnd() * 5 * 365,
  };
}
