import { describe, expect, it } from 'vitest';
import { readingMinutesOf, wordCountOf } from './reading-time';

const words = (n: number) => Array.from({ length: n }, (_, i) => `parola${i}`).join(' ');

describe('wordCountOf', () => {
  it('counts the words of text, headings, list items and captions, not URLs or media', () => {
    const content = [
      { type: 'heading', data: { text: 'Il cuore sano', level: 2 } },
      { type: 'paragraph', data: { text: "Dormire bene aiuta l'umore e la pressione." } },
      { type: 'list', data: { listType: 'unordered', items: ['Camminare ogni giorno', 'Bere acqua'] } },
      { type: 'image', data: { url: 'https://example.com/a-long-file-name.jpg', caption: 'Una foto', fileName: 'foto.jpg' } },
      { type: 'separator', data: {} },
    ];
    // 3 + 7 (l'umore is one word) + 3 + 2 + 2
    expect(wordCountOf(content)).toBe(17);
  });
  it('counts legacy HTML content without its tags', () => {
    expect(wordCountOf('<p>Uno <strong>due</strong></p><p>tre&nbsp;quattro</p>')).toBe(4);
  });
  it('is 0 for missing or empty content', () => {
    expect(wordCountOf(null)).toBe(0);
    expect(wordCountOf([])).toBe(0);
    expect(wordCountOf('   ')).toBe(0);
  });
});

describe('readingMinutesOf (~200 words a minute, rounded up, at least 1)', () => {
  it('is 1 minute for an empty or short article', () => {
    expect(readingMinutesOf([])).toBe(1);
    expect(readingMinutesOf([{ type: 'paragraph', data: { text: 'Breve.' } }])).toBe(1);
  });
  it('rounds up partial minutes', () => {
    expect(readingMinutesOf([{ type: 'paragraph', data: { text: words(200) } }])).toBe(1);
    expect(readingMinutesOf([{ type: 'paragraph', data: { text: words(201) } }])).toBe(2);
    expect(readingMinutesOf([{ type: 'paragraph', data: { text: words(1000) } }, { type: 'paragraph', data: { text: words(5) } }])).toBe(6);
  });
});
