/**
 * The insults and slurs that hold a review for an admin (issue 28), maintained here: every
 * inflection a word takes is listed (Italian agrees in gender and number), phrases with their
 * words separated by a space. Matching (moderation.ts) is on whole words of the text lower-cased,
 * without accents, with look-alike digits read as letters ('str0nzo'), dots inside a word dropped
 * ('s.t.r.o.n.z.o'), repeated letters as one ('stronzooo') and inner letters masked by '*'
 * ('str*nzo'). Words that are also ordinary Italian in a visit's context are left out on purpose
 * ('ritardato', 'demente', 'verme', 'incompetente': the last is about competence, which the rules
 * shown to the writer already exclude, and an admin sees it through a report).
 */
const inflect = (stem: string, endings: readonly string[]) => endings.map((e) => stem + e);
const OAIE = ['o', 'a', 'i', 'e'] as const;

export const INSULTS: readonly string[] = [
  ...inflect('stronz', [...OAIE, 'ata', 'ate']),
  ...inflect('coglion', ['e', 'i', 'a', 'ata', 'ate']),
  ...inflect('rincoglionit', OAIE),
  'vaffanculo',
  'fanculo',
  'affanculo',
  ...inflect('cazz', ['o', 'i', 'ata', 'ate', 'one', 'oni']),
  ...inflect('merd', ['a', 'e', 'oso', 'osa', 'osi', 'ose']),
  ...inflect('idiot', ['a', 'i', 'e']),
  ...inflect('cretin', OAIE),
  ...inflect('imbecill', ['e', 'i']),
  ...inflect('deficient', ['e', 'i']),
  ...inflect('scem', OAIE),
  ...inflect('bastard', OAIE),
  ...inflect('troi', ['a', 'e']),
  ...inflect('puttan', ['a', 'e', 'ata', 'ate']),
  ...inflect('zoccol', ['a', 'e']),
  ...inflect('mignott', ['a', 'e']),
  ...inflect('ciarlatan', OAIE),
  ...inflect('macellai', ['o', 'a']),
  ...inflect('ladr', OAIE),
  ...inflect('buffon', ['e', 'i']),
  ...inflect('schifos', OAIE),
  ...inflect('cornut', OAIE),
  ...inflect('sfigat', OAIE),
  ...inflect('fetent', ['e', 'i']),
  ...inflect('lurid', OAIE),
  ...inflect('delinquent', ['e', 'i']),
  ...inflect('truffator', ['e', 'i']),
  ...inflect('truffatric', ['e', 'i']),
  ...inflect('minchion', ['e', 'i']),
  'minchia',
  'pirla',
  ...inflect('froci', ['o', 'a', 'e']),
  'froci',
  ...inflect('negr', OAIE),
  ...inflect('mongoloid', ['e', 'i']),
  'porco dio',
  'porca madonna',
  'dio cane',
  'dio porco',
];
