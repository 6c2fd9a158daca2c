import { describe, expect, test } from 'vitest';
import { ITALIAN_STOP_WORDS, suggestTags } from './suggest-tags';

const p = (text: string) => ({ type: 'paragraph', data: { text } });

describe('suggestTags', () => {
  test('ranks by frequency with title words ×3, skips stop words and short words', () => {
    const tags = suggestTags('Dermatite atopica nei bambini', [
      p('La dermatite atopica è frequente nei bambini piccoli. Questa pelle secca ha bisogno di creme emollienti.'),
      p('Le creme vanno applicate dopo il bagno; le creme migliori sono senza profumo.'),
      { type: 'list', data: { items: ['Creme emollienti', 'Bagno tiepido'] } },
    ]);
    expect(tags).toEqual(['dermatite', 'atopica', 'bambini', 'creme', 'emollienti']);
  });

  test('never suggests a stop word, even a frequent one, nor a tag the article already has', () => {
    const tags = suggestTags('Perché questo sono sempre molto stanco', [p('Sono stanco, sempre stanco, molto stanco: questo perché dormo poco. Dormo poco davvero.')], ['Stanco']);
    expect(tags).toEqual(['dormo', 'davvero']);
  });

  test('splits at apostrophes and keeps accents; capitals only when the text always has them', () => {
    expect(suggestTags("L'ipertensione a Milano", [p("Dell'ipertensione si parla poco: a Milano l'ipertensione riguarda molti.")])).toEqual([
      'ipertensione',
      'Milano',
      'parla',
      'riguarda',
    ]);
    expect(suggestTags('Attività fisica e unità', [])).toEqual(['Attività', 'fisica', 'unità']);
  });

  test('reads legacy HTML content as text; at most 5', () => {
    const tags = suggestTags('', '<p>Vitamina <b>D</b> e sole, vitamina e ossa, calcio, latte, yogurt, formaggio</p>');
    expect(tags).toHaveLength(5);
    expect(tags[0]).toBe('vitamina');
    expect(tags).not.toContain('<p>');
  });

  test('the stop-word list covers the forms of essere and avere and articulated prepositions', () => {
    for (const w of ['della', 'negli', 'sulle', 'sarebbe', 'avevano', 'abbiamo', 'quello', 'perché', 'anche', 'questo']) expect(ITALIAN_STOP_WORDS.has(w), w).toBe(true);
    expect(ITALIAN_STOP_WORDS.size).toBeGreaterThan(200);
  });
});
