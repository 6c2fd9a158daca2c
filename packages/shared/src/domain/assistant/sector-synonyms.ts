import { normalizeItalian } from './normalize';

/**
 * The words people use for the sectors of the directory (ids of apps/server/src/seed/
 * reference-data.ts). Professions ("dermatologo") say the writer wants a doctor; topics ("pelle",
 * "acne") only say what the message is about, so the intent rules treat them differently.
 *
 * A term is a normalised word or phrase; a trailing '*' makes it a prefix ("dermatolog*" covers
 * dermatologo, dermatologa, dermatologi, dermatologia). Sectors an admin adds later are found by
 * their own name (see `sectorNameTerms`), so this table only has to cover everyday words.
 */
export interface SectorTerms {
  professions: readonly string[];
  topics: readonly string[];
}

export const SECTOR_SYNONYMS: Readonly<Record<string, SectorTerms>> = {
  cardiologia: {
    professions: ['cardiolog*', 'cardiochirurg*', 'cardiologist*', 'heart doctor*', 'heart specialist*'],
    topics: ['cuore', 'cardiac*', 'cardiovascolar*', 'pressione alta', 'pressione bassa', 'pressione arteriosa', 'pressione', 'ipertension*', 'ipertes*', 'ipotension*', 'aritmi*', 'fibrillazion*', 'extrasistol*', 'tachicardi*', 'palpitazion*', 'battito', 'infarto', 'elettrocardiogramma', 'ecg', 'holter', 'colesterolo', 'heart', 'cardiology'],
  },
  dermatologia: {
    professions: ['dermatolog*', 'dermatologist*', 'skin doctor*', 'skin specialist*'],
    topics: ['pelle', 'cute', 'i nei', 'dei nei', 'ai nei', 'sui nei', 'miei nei', 'nei sospetti', 'neo', 'acne', 'brufol*', 'punti neri', 'dermatit*', 'eczem*', 'psoriasi', 'macchie', 'macchia', 'cicatric*', 'ustion*', 'bruciatur*', 'capelli', 'calvizie', 'forfora', 'unghi*', 'orticaria', 'scottatur*', 'protezione solare', 'crema solare', 'solare', 'abbronzatur*', 'melanoma', 'verruc*', 'prurito', 'rughe', 'herpes', 'skin', 'moles', 'dermatology'],
  },
  nutrizione: {
    professions: ['nutrizionist*', 'dietolog*', 'dietist*', 'biolog* nutrizionist*', 'nutritionist*', 'dietitian*', 'dietician*'],
    topics: ['dieta', 'diete', 'dimagr*', 'perdere peso', 'prendere peso', 'peso forma', 'chili', 'alimentazion*', 'mangiare', 'cibo', 'cibi', 'obesit*', 'sovrappeso', 'vegan*', 'vegetarian*', 'intolleranz*', 'glutine', 'lattosio', 'colazion*', 'pranzo', 'cena', 'merend*', 'spuntin*', 'proteine', 'carboidrati', 'vitamin*', 'integrator*', 'colesterolo'],
  },
  psicologia: {
    professions: ['psicolog*', 'psicoterapeut*', 'psichiatr*', 'terapeut*', 'analista', 'psychologist*', 'psychotherapist*', 'psychiatrist*', 'therapist*', 'counsellor*', 'counselor*'],
    topics: ['ansia', 'ansios*', 'depression*', 'depress*', 'stress', 'stressat*', 'panico', 'attacchi di panico', 'umore', 'autostima', 'burnout', 'lutto', 'solitudine', 'emozion*', 'psicoterapi*', 'terapia di coppia', 'giu di morale', 'triste*', 'tristezza', 'sconfort*', 'giu'],
  },
  fisioterapia: {
    professions: ['fisioterapist*', 'fisiatr*', 'osteopat*', 'massoterapist*', 'physiotherapist*', 'physio', 'physical therapist*', 'osteopath*'],
    topics: ['riabilitazion*', 'massagg*', 'postura', 'cervicale', 'contrattur*', 'strappo', 'strappi', 'dolori muscolari', 'muscol*', 'tendinit*', 'esercizi', 'mal di schiena', 'lombalgia'],
  },
  pediatria: {
    professions: ['pediatr*', 'neonatolog*', 'paediatrician*', 'pediatrician*', 'paediatric*', 'kids doctor*', 'children s doctor*', 'children doctor*', 'child doctor*', 'kid doctor*'],
    topics: ['bambin*', 'bimb*', 'neonat*', 'lattant*', 'figlio piccolo', 'figlia piccola', 'adolescent*', 'svezzamento', 'allattamento', 'vaccin*', 'dentizione'],
  },
  ginecologia: {
    professions: ['ginecolog*', 'ostetric*', 'gynaecologist*', 'gynecologist*', 'obgyn', 'ob gyn', 'obstetrician*', 'midwife'],
    topics: ['gravidanz*', 'incinta', 'ciclo mestruale', 'ciclo', 'mestruazion*', 'pap test', 'menopausa', 'contraccett*', 'pillola anticoncezionale', 'endometriosi', 'ovai*', 'utero', 'fertilita', 'parto', 'seno'],
  },
  ortopedia: {
    professions: ['ortoped*', 'orthopaedic*', 'orthopedic*', 'orthopaedist*', 'orthopedist*'],
    topics: ['ossa', 'osso', 'frattur*', 'ginocchi*', 'anca', 'spalla', 'spalle', 'schiena', 'mal di schiena', 'colonna vertebrale', 'colonna', 'ernia', 'menisco', 'caviglia', 'distorsion*', 'artrosi', 'articolazion*', 'scoliosi', 'tendin*', 'legamento', 'crociato', 'piede', 'piedi', 'polso', 'gamba', 'gambe', 'braccio', 'rotto', 'rotta'],
  },
  neurologia: {
    professions: ['neurolog*', 'neurochirurg*', 'neurologist*', 'neurosurgeon*'],
    topics: ['mal di testa', 'cefale*', 'emicrani*', 'epiless*', 'epilett*', 'convulsion*', 'memoria', 'vuoti di memoria', 'si dimentica', 'dimentica le cose', 'dimentica tutto', 'smemorat*', 'alzheimer', 'demenza', 'parkinson', 'sonno', 'insonnia', 'dormire', 'formicol*', 'sclerosi multipla', 'nervi', 'nervo', 'sistema nervoso', 'ictus', 'vertigin*', 'gira la testa', 'giramenti di testa', 'capogir*'],
  },
  oculistica: {
    professions: ['oculist*', 'oftalmolog*', 'ortottist*', 'optometrist*', 'ophthalmologist*', 'eye doctor*', 'eye specialist*'],
    topics: ['occhi', 'occhio', 'vista', 'vedo male', 'annebbiat*', 'sfocat*', 'offuscat*', 'vedo doppio', 'blurry', 'blurred', 'miopia', 'miope', 'lenti', 'lenti a contatto', 'occhiali', 'cataratta', 'glaucoma', 'congiuntivit*', 'astigmatismo', 'presbiopia', 'pressione oculare', 'retina'],
  },
  otorinolaringoiatria: {
    professions: ['otorino*', 'otoiatr*', 'audiolog*', 'audioprotesist*', 'ent doctor*', 'ent specialist*', 'otolaryngologist*'],
    topics: ['orecchi*', 'recchie', 'rekkie', 'udito', 'sento poco', 'non sento bene', 'sordit*', 'naso', 'gola', 'mal di gola', 'sinusit*', 'tonsill*', 'acufen*', 'voce', 'raucedine', 'russare', 'russo', 'otite', 'allergia', 'allergie', 'rinite'],
  },
  endocrinologia: {
    professions: ['endocrinolog*', 'diabetolog*', 'endocrinologist*', 'diabetologist*'],
    topics: ['tiroide', 'tiroid*', 'ipotiroid*', 'ipertiroid*', 'diabete', 'diabetic*', 'glicemia', 'zucchero nel sangue', 'insulina', 'ormon*', 'osteoporosi', 'metabolismo'],
  },
  'medicina-generale': {
    professions: ['medico di base', 'medico di famiglia', 'medico generico', 'medico curante', 'medicina di base', 'generalista', 'gp', 'family doctor*', 'general practitioner*'],
    topics: ['febbre', 'influenza', 'antinfluenzale', 'vaccino antinfluenzale', 'raffreddore', 'tosse', 'certificato', 'check up', 'analisi del sangue', 'esami del sangue'],
  },
  odontoiatria: {
    professions: ['dentist*', 'odontoiatr*', 'ortodontist*', 'igienista dentale', 'orthodontist*'],
    topics: ['denti', 'dente', 'mal di denti', 'gengiv*', 'carie', 'ortodonz*', 'apparecchio', 'implant*', 'igiene dentale', 'igiene orale', 'sbiancamento', 'otturazion*', 'devitalizzazion*', 'dentiera', 'bocca'],
  },
};

/**
 * Terms derived from a sector's own name, so that sectors added by an admin are understood:
 * the whole name ("medicina generale"), and for a one-word name its stem ("allergologia" →
 * "allergolog*", which also covers "allergologo"; "oculistica" → "oculist*").
 */
export function sectorNameTerms(name: string): string[] {
  const n = normalizeItalian(name);
  if (!n) return [];
  if (n.includes(' ')) return [n];
  const stem = n.replace(/(ica|ia|e|a|o|i)$/, '');
  return stem.length >= 5 && stem !== n ? [n, `${stem}*`] : [n];
}

// Compiled once per term: intent detection runs on every chat message (bench budget p95 < 150 ms).
const compiled = new Map<string, RegExp>();

function termRegExp(term: string): RegExp {
  let re = compiled.get(term);
  if (!re) {
    const prefix = term.endsWith('*');
    const body = (prefix ? term.slice(0, -1) : term).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    re = new RegExp(prefix ? `\\b${body}\\w*\\b` : `\\b${body}\\b`, 'g');
    compiled.set(term, re);
  }
  return re;
}

export interface SectorMatch {
  sectorId: string;
  /** Whether a profession or the sector's name matched (the writer wants a doctor of it). */
  profession: boolean;
  /** Where the first matching term starts in the normalised text. */
  index: number;
  /** The normalised words of the professions and names that matched, left out of the topic ("cardiologo"). */
  matched: string[];
}

interface Hit {
  sectorId: string;
  profession: boolean;
  start: number;
  end: number;
}

/**
 * The sectors a normalised text names or implies, among the given (active) sectors: professions
 * and sector names first, then topics, each in the order they appear in the text. A term inside a
 * longer term of another sector does not count ("pressione oculare" is oculistica, not cardiologia).
 */
export function matchSectors(normalized: string, sectors: ReadonlyArray<{ id: string; name: string }>): SectorMatch[] {
  const hits: Hit[] = [];
  for (const sector of sectors) {
    const table = SECTOR_SYNONYMS[sector.id];
    const groups: Array<[boolean, readonly string[]]> = [
      [true, [...(table?.professions ?? []), ...sectorNameTerms(sector.name)]],
      [false, table?.topics ?? []],
    ];
    for (const [profession, terms] of groups) {
      for (const term of terms) {
        for (const m of normalized.matchAll(termRegExp(term))) {
          hits.push({ sectorId: sector.id, profession, start: m.index, end: m.index + m[0].length });
        }
      }
    }
  }
  const kept = hits.filter(
    (h) => !hits.some((o) => o.sectorId !== h.sectorId && o.start <= h.start && o.end >= h.end && o.end - o.start > h.end - h.start),
  );
  const bySector = new Map<string, SectorMatch>();
  for (const h of kept.sort((a, b) => a.start - b.start)) {
    const words = h.profession ? normalized.slice(h.start, h.end).split(' ') : [];
    const m = bySector.get(h.sectorId);
    if (!m) bySector.set(h.sectorId, { sectorId: h.sectorId, profession: h.profession, index: h.start, matched: words });
    else {
      if (h.profession && !m.profession) Object.assign(m, { profession: true, index: h.start });
      m.matched.push(...words);
    }
  }
  return [...bySector.values()].sort((a, b) => Number(b.profession) - Number(a.profession) || a.index - b.index);
}
