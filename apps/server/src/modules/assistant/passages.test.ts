import { describe, expect, test } from 'vitest';
import { MAX_PASSAGES, PASSAGE_MAX, PASSAGE_MIN, cutPassages } from './passages';

const paragraph = (text: string, id = 'p') => ({ id, type: 'paragraph', data: { text } });
const heading = (text: string, id = 'h') => ({ id, type: 'heading', data: { text, level: 2 } });
/** A sentence of about 80 characters, numbered so each is recognisable. */
const sentence = (n: number) => `La frase numero ${n} spiega con calma come misurare la pressione arteriosa a casa.`;
const sentences = (from: number, count: number) => Array.from({ length: count }, (_, i) => sentence(from + i)).join(' ');

describe('cutPassages', () => {
  test('a short article is one passage: the title first, then the text; list items stay apart', () => {
    const passages = cutPassages({
      title: 'Pressione alta',
      content: [paragraph('La pressione alta non dà sintomi.'), { id: 'l', type: 'list', data: { items: ['Meno sale', 'Più movimento'] } }],
      isPaid: false,
    });
    expect(passages).toEqual(['Pressione alta\nLa pressione alta non dà sintomi. Meno sale; Più movimento.']);
  });

  test('long text is cut at sentence boundaries into passages of 250–700 characters', () => {
    const passages = cutPassages({ title: 'Misurare la pressione', content: [paragraph(sentences(1, 30))], isPaid: false });
    expect(passages.length).toBeGreaterThan(2);
    for (const p of passages) expect(p.length).toBeLessThanOrEqual(PASSAGE_MAX);
    for (const p of passages.slice(0, -1)) expect(p.length).toBeGreaterThanOrEqual(PASSAGE_MIN);
    // Every passage ends with a whole sentence, and nothing is lost or repeated.
    for (const p of passages) expect(p).toMatch(/\.$/);
    expect(passages.join(' ')).toBe(`Misurare la pressione\n${sentences(1, 30)}`);
  });

  test('a heading starts a new passage and stays with the text after it', () => {
    const passages = cutPassages({
      title: 'Cuore sano',
      content: [paragraph(sentences(1, 4)), heading('Quando chiamare il medico'), paragraph(sentences(5, 2)), heading('Ultima nota')],
      isPaid: false,
    });
    expect(passages).toHaveLength(2);
    expect(passages[0]).toMatch(/^Cuore sano\nLa frase numero 1 /);
    expect(passages[1]).toBe(`Quando chiamare il medico\n${sentences(5, 2)}\nUltima nota`);
  });

  test('headings never end a passage, even when the text before is short', () => {
    const passages = cutPassages({ title: 'Titolo', content: [heading('Sezione'), paragraph('Breve.')], isPaid: false });
    expect(passages).toEqual(['Titolo\nSezione\nBreve.']);
  });

  test('a sentence longer than the maximum is cut at word boundaries', () => {
    const long = Array.from({ length: 200 }, (_, i) => `parola${i}`).join(' ');
    const passages = cutPassages({ title: 'T', content: [paragraph(long)], isPaid: false });
    for (const p of passages) expect(p.length).toBeLessThanOrEqual(PASSAGE_MAX);
    expect(passages.join(' ').replace(/\n/g, ' ')).toBe(`T ${long}`);
  });

  test(`at most ${MAX_PASSAGES} passages`, () => {
    const passages = cutPassages({ title: 'Lungo', content: Array.from({ length: 200 }, (_, i) => paragraph(sentences(i * 10, 8), `p${i}`)), isPaid: false });
    expect(passages).toHaveLength(MAX_PASSAGES);
  });

  test('legacy HTML content is read as plain text; media blocks are skipped', () => {
    expect(cutPassages({ title: 'Vecchio', content: '<p>Testo <b>importato</b>.</p><script>x()</script>', isPaid: false })).toEqual(['Vecchio\nTesto importato .']);
    expect(
      cutPassages({ title: 'Media', content: [{ id: 'i', type: 'image', data: { url: '/media/x.webp', caption: 'Didascalia' } }, paragraph('Testo.')], isPaid: false }),
    ).toEqual(['Media\nTesto.']);
  });

  test('paid content: the title and the card excerpt only, never the paid body', () => {
    const body = sentences(1, 20);
    const passages = cutPassages({ title: 'Programma premium', content: [paragraph(body), paragraph('Segreto del corso a pagamento.')], isPaid: true });
    expect(passages).toHaveLength(1);
    expect(passages[0]).toBe(`Programma premium\n${body.slice(0, 150).trimEnd()}...`);
    expect(passages.join(' ')).not.toContain('Segreto');
  });

  test('a title alone is one passage; empty content gives the title', () => {
    expect(cutPassages({ title: '  Solo titolo ', content: [], isPaid: false })).toEqual(['Solo titolo']);
    expect(cutPassages({ title: '', content: [], isPaid: false })).toEqual([]);
  });
});
