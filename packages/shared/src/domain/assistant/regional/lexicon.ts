/**
 * A regional lexicon: the words of one concept as Italy's regional languages and dialects say them
 * (Sardinian, Sicilian, Neapolitan, Calabrian, Venetian, Friulian, Lombard, Piedmontese, Ligurian,
 * Emilian, Roman, Apulian), brought to the Italian the rules read. Written in the normalised form
 * (lower case, no accents, apostrophes as spaces: "'mpiettu" is "mpiettu", "svegnü" is "svegnu").
 *
 * - `words`: one word for one word, only words no Italian or English word shares ("pet", "mare",
 *   "copi", "pozzo" stay as they are: a sea, a copy, a well);
 * - `phrases`: a few words read together, applied AFTER the words were brought to Italian (so they
 *   are written in the Italian-ish form): "ce a faccio" → "ce la faccio", "in su petto" → "nel petto".
 */
export interface RegionalLexicon {
  readonly words: Readonly<Record<string, string>>;
  readonly phrases: ReadonlyArray<readonly [RegExp, string]>;
}

/** The lexicons joined: a word claimed twice keeps its first reading (the order is the import order). */
export function joinLexicons(lexicons: readonly RegionalLexicon[]): RegionalLexicon {
  const words: Record<string, string> = {};
  for (const l of lexicons) for (const [w, it] of Object.entries(l.words)) words[w] ??= it;
  return { words, phrases: lexicons.flatMap((l) => l.phrases) };
}
