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
}

/** Active sectors of the reference data (seed/reference-data.ts), weighted by how much is written about each. */
export const SECTORS: readonly (SectorCorpus & { weight: number })[] = [
  { id: 'cardiologia', weight: 12, field: 'la cardiologia', topics: ['ipertensione', 'aritmie cardiache', 'fibrillazione atriale', 'scompenso cardiaco', 'colesterolo alto', 'cardiopatia ischemica', 'palpitazioni', 'infarto del miocardio', 'pressione bassa', 'soffio al cuore'], tags: ['cuore', 'pressione', 'cardiologia', 'colesterolo', 'prevenzione cardiovascolare'], organs: ['il cuore', 'le arterie', 'i vasi sanguigni'], exams: ["l'elettrocardiogramma", "l'ecocardiogramma", 'il test da sforzo', "l'Holter pressorio"] },
  { id: 'dermatologia', weight: 8, field: 'la dermatologia', topics: ['dermatite atopica', 'psoriasi', 'acne', 'nei e melanoma', 'orticaria', 'caduta dei capelli', 'micosi delle unghie', 'rosacea', 'scottature solari'], tags: ['pelle', 'dermatologia', 'sole', 'capelli', 'allergie cutanee'], organs: ['la pelle', 'il cuoio capelluto', 'le unghie'], exams: ['la mappatura dei nei', 'la dermatoscopia', 'il patch test'] },
  { id: 'nutrizione', weight: 10, field: 'la nutrizione', topics: ['dieta mediterranea', 'sovrappeso', 'intolleranza al lattosio', 'celiachia', 'carenza di ferro', 'vitamina D', 'alimentazione in gravidanza', 'diabete di tipo 2', 'digiuno intermittente', 'integratori'], tags: ['dieta', 'alimentazione', 'nutrizione', 'vitamine', 'peso'], organs: ["l'intestino", 'il metabolismo', 'il fegato'], exams: ['gli esami del sangue', 'la bioimpedenziometria', 'il breath test'] },
  { id: 'psicologia', weight: 10, field: 'la psicologia', topics: ['ansia generalizzata', 'attacchi di panico', 'depressione', 'stress da lavoro', 'insonnia', 'disturbi alimentari', 'lutto', 'burnout', 'autostima'], tags: ['ansia', 'stress', 'benessere mentale', 'psicologia', 'sonno'], organs: ['la mente', "l'umore", 'il sonno'], exams: ['il colloquio clinico', 'i questionari standardizzati', 'la valutazione psicodiagnostica'] },
  { id: 'fisioterapia', weight: 8, field: 'la fisioterapia', topics: ['mal di schiena', 'cervicalgia', 'tendinite', 'distorsione della caviglia', 'riabilitazione dopo protesi', 'sciatalgia', 'spalla congelata', 'postura'], tags: ['riabilitazione', 'schiena', 'esercizi', 'postura', 'dolore'], organs: ['i muscoli', 'le articolazioni', 'la colonna vertebrale'], exams: ['la valutazione posturale', "l'ecografia muscolare", 'la risonanza magnetica'] },
  { id: 'pediatria', weight: 9, field: 'la pediatria', topics: ['febbre nei bambini', 'vaccinazioni', 'otite nei bambini', 'bronchiolite', 'svezzamento', 'coliche del neonato', 'crescita e sviluppo', 'varicella'], tags: ['bambini', 'neonati', 'vaccini', 'pediatria', 'crescita'], organs: ["l'organismo del bambino", 'le vie respiratorie', 'il sistema immunitario'], exams: ['i bilanci di salute', 'la misura della crescita', 'il tampone faringeo'] },
  { id: 'ginecologia', weight: 7, field: 'la ginecologia', topics: ['menopausa', 'endometriosi', 'ciclo irregolare', 'gravidanza', 'pap test', 'ovaio policistico', 'contraccezione', 'infezioni vaginali'], tags: ['donna', 'gravidanza', 'ginecologia', 'prevenzione', 'ormoni'], organs: ["l'utero", 'le ovaie', 'il seno'], exams: ["l'ecografia pelvica", 'il pap test', "l'HPV test"] },
  { id: 'ortopedia', weight: 7, field: "l'ortopedia", topics: ['artrosi del ginocchio', 'osteoporosi', 'ernia del disco', 'scoliosi', 'frattura del polso', 'alluce valgo', 'lesione del menisco', 'tunnel carpale'], tags: ['ossa', 'articolazioni', 'ortopedia', 'sport', 'anziani'], organs: ['le ossa', 'il ginocchio', "l'anca"], exams: ['la radiografia', 'la densitometria ossea', 'la TAC'] },
  { id: 'neurologia', weight: 7, field: 'la neurologia', topics: ['emicrania', 'mal di testa', 'epilessia', 'morbo di Parkinson', 'perdita di memoria', 'vertigini', 'neuropatia periferica', 'ictus'], tags: ['cervello', 'cefalea', 'neurologia', 'memoria', 'nervi'], organs: ['il cervello', 'i nervi', 'il sistema nervoso'], exams: ["l'elettroencefalogramma", "l'elettromiografia", 'la risonanza magnetica'] },
  { id: 'oculistica', weight: 5, field: "l'oculistica", topics: ['cataratta', 'glaucoma', 'miopia', 'occhio secco', 'congiuntivite', 'maculopatia', 'presbiopia'], tags: ['occhi', 'vista', 'oculistica', 'lenti', 'prevenzione'], organs: ["l'occhio", 'la retina', 'il cristallino'], exams: ['la visita oculistica', 'la tonometria', "l'OCT"] },
  { id: 'otorinolaringoiatria', weight: 5, field: "l'otorinolaringoiatria", topics: ['sinusite cronica', 'acufeni', 'calo dell\'udito', 'tonsillite', 'russamento', 'allergie stagionali', 'raucedine'], tags: ['orecchio', 'naso', 'gola', 'udito', 'allergie'], organs: ["l'orecchio", 'il naso', 'la gola'], exams: ["l'esame audiometrico", 'la fibroscopia', 'il prick test'] },
  { id: 'endocrinologia', weight: 6, field: "l'endocrinologia", topics: ['ipotiroidismo', 'ipertiroidismo', 'noduli tiroidei', 'diabete di tipo 1', 'insulino-resistenza', 'obesità', 'osteoporosi in menopausa'], tags: ['tiroide', 'ormoni', 'diabete', 'metabolismo', 'endocrinologia'], organs: ['la tiroide', 'il pancreas', 'le ghiandole surrenali'], exams: ['il dosaggio del TSH', "l'emoglobina glicata", "l'ecografia tiroidea"] },
  { id: 'medicina-generale', weight: 9, field: 'la medicina generale', topics: ['influenza', 'raffreddore', 'gastrite', 'reflusso gastroesofageo', 'anemia', 'infezioni urinarie', 'stanchezza cronica', 'asma bronchiale', 'tosse persistente', 'stitichezza'], tags: ['salute', 'prevenzione', 'farmaci', 'esami', 'benessere'], organs: ["l'organismo", 'lo stomaco', 'i polmoni'], exams: ['gli esami del sangue', "l'esame delle urine", 'la spirometria'] },
  { id: 'odontoiatria', weight: 5, field: "l'odontoiatria", topics: ['carie dentale', 'parodontite', 'sensibilità dentale', 'apparecchio ortodontico', 'impianti dentali', 'bruxismo', 'alitosi'], tags: ['denti', 'gengive', 'igiene orale', 'sorriso', 'odontoiatria'], organs: ['i denti', 'le gengive', 'la bocca'], exams: ['la panoramica dentale', 'la visita odontoiatrica', "l'igiene professionale"] },
];

const OPENINGS = ['Guida pratica a', 'Come riconoscere', 'Prevenire', 'Domande frequenti su', 'Nuove terapie per', 'Alimentazione e', 'Vivere con', 'I sintomi di', 'Cosa sapere su', 'Esami utili per', 'Miti e verità su', 'Quando preoccuparsi di', 'Curare', 'Il percorso di cura per'];
const CLOSINGS = ['', '', '', 'negli anziani', 'nei bambini', 'in gravidanza', 'dopo i 50 anni', 'e attività fisica', 'e stile di vita', "d'estate", 'al lavoro', 'in menopausa', 'negli sportivi', 'e sonno', ': i consigli dello specialista', ': cosa dice la ricerca'];
const THERAPY_OPENINGS = ['Percorso di', 'Programma di', 'Trattamento per', 'Ciclo di sedute per'];
const GENERAL_TAGS = ['prevenzione', 'benessere', 'stile di vita', 'sintomi', 'terapie', 'consigli', 'famiglia', 'sport', 'anziani', 'donne'];

const SENTENCES = [
  '{T} è un disturbo frequente che interessa {O} e può presentarsi a qualsiasi età.',
  'I primi segnali di {t} sono spesso lievi e per questo vengono sottovalutati.',
  'Secondo le linee guida, {e} è l’esame più indicato per confermare il sospetto di {t}.',
  'Uno stile di vita attivo, il sonno regolare e una dieta equilibrata riducono il rischio di {t}.',
  'In presenza di sintomi che durano più di qualche settimana è bene parlarne con il medico.',
  'La terapia di {t} va personalizzata: non esiste una cura uguale per tutti.',
  '{F} offre oggi strumenti efficaci per tenere sotto controllo {t} nel lungo periodo.',
  'Molti pazienti con {t} riferiscono stanchezza, difficoltà di concentrazione e un peggioramento della qualità della vita.',
  'Il controllo periodico con {e} permette di seguire l’andamento della malattia nel tempo.',
  'Fumo, alcol e sedentarietà sono fattori che peggiorano {O} e favoriscono {t}.',
  'Non bisogna sospendere i farmaci prescritti senza averne parlato con lo specialista.',
  'Nei casi più lievi bastano alcune modifiche delle abitudini quotidiane per stare meglio.',
  'La familiarità conta: chi ha parenti con {t} dovrebbe fare controlli più frequenti.',
  'Il dolore, quando presente, va descritto con precisione al medico: quando compare, quanto dura e cosa lo allevia.',
  'Durante la visita lo specialista raccoglie la storia clinica e valuta {O} con attenzione.',
  'Gli studi più recenti mostrano che l’attività fisica moderata migliora i sintomi di {t}.',
  'Anche lo stress può avere un ruolo, perché influenza il sonno, l’appetito e la pressione arteriosa.',
  'Una diagnosi precoce di {t} rende le cure più semplici e i risultati migliori.',
  'In gravidanza e nei bambini le indicazioni cambiano e servono precauzioni particolari.',
  'Bere acqua a sufficienza, limitare il sale e preferire cibi freschi aiuta {O}.',
  'Se i sintomi peggiorano all’improvviso è necessario rivolgersi subito al medico o al pronto soccorso.',
  'Il medico di famiglia resta il primo riferimento e indirizza allo specialista quando serve.',
];
const HEADINGS = ['Che cos’è {t}', 'I sintomi più comuni', 'Le cause e i fattori di rischio', 'Come si fa la diagnosi', 'Le cure disponibili', 'La prevenzione', 'Quando rivolgersi al medico', 'Consigli per la vita di tutti i giorni'];
const LIST_ITEMS = ['seguire una dieta varia e ricca di verdure', 'fare attività fisica almeno tre volte a settimana', 'dormire sette-otto ore per notte', 'non fumare', 'limitare gli alcolici', 'controllare il peso', 'fare {e} alle scadenze indicate', 'annotare i sintomi in un diario', 'assumere i farmaci agli orari indicati', 'ridurre lo stress con tecniche di rilassamento'];

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
      .replace(/\{O\}/g, pick(sector.organs))
      .replace(/\{e\}/g, pick(sector.exams))
      .replace(/\{F\}/g, sector.field.charAt(0).toUpperCase() + sector.field.slice(1));
  const paragraph = (count: number) => Array.from({ length: count }, () => fill(pick(SENTENCES))).join(' ');
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
