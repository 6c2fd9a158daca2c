import { stripHtml } from '@sanity/shared/domain/content/excerpt';
import { describe, expect, it } from 'vitest';
import { alignClass, embedSrc, headingTag, isKnownBlock, legacyParagraphs, safeUrl } from './block-rules';
import { shownPrice } from './article-badges';

describe('embedSrc', () => {
  it('allows only https embeds of youtube-nocookie, youtube and player.vimeo', () => {
    expect(embedSrc('https://www.youtube-nocookie.com/embed/Qn8N2vY0mQk')).toBe('https://www.youtube-nocookie.com/embed/Qn8N2vY0mQk');
    expect(embedSrc('https://www.youtube.com/embed/Qn8N2vY0mQk')).not.toBeNull();
    expect(embedSrc('https://player.vimeo.com/video/76979871')).toBe('https://player.vimeo.com/video/76979871');
  });

  it('refuses other hosts, look-alikes, http and script URLs', () => {
    expect(embedSrc('https://evil.example/embed/x')).toBeNull();
    expect(embedSrc('https://www.youtube.com.evil.example/embed/x')).toBeNull();
    expect(embedSrc('http://www.youtube-nocookie.com/embed/Qn8N2vY0mQk')).toBeNull();
    expect(embedSrc('javascript:alert(1)')).toBeNull();
    expect(embedSrc('vimeo.com/1234')).toBeNull();
  });
});

describe('headingTag', () => {
  it('maps level n to h(n+1) within h2–h6, so the page keeps one h1', () => {
    expect([1, 2, 3, 4, 5, 6].map(headingTag)).toEqual(['h2', 'h3', 'h4', 'h5', 'h6', 'h6']);
    expect(headingTag(0)).toBe('h2');
    expect(headingTag(Number.NaN)).toBe('h2');
  });
});

describe('other block decisions', () => {
  it('aligns left by default', () => {
    expect(alignClass(undefined)).toBe('text-left');
    expect(alignClass('center')).toBe('text-center');
    expect(alignClass('right')).toBe('text-right');
  });

  it('keeps /media paths and http(s) URLs, drops the rest', () => {
    expect(safeUrl('/media/users/u/articles/a/images/1.png')).toBe('/media/users/u/articles/a/images/1.png');
    expect(safeUrl('/media/../etc/passwd')).toBeNull();
    expect(safeUrl('https://example.it/a.pdf')).toBe('https://example.it/a.pdf');
    expect(safeUrl('javascript:alert(1)')).toBeNull();
    expect(safeUrl('data:text/html,x')).toBeNull();
  });

  it('turns legacy HTML into plain paragraphs', () => {
    expect(legacyParagraphs('<p>Uno <b>due</b></p><p>Tre &amp; quattro</p><script>x</script>', stripHtml)).toEqual(['Uno due', 'Tre & quattro']);
    expect(legacyParagraphs('Primo\n\nSecondo', stripHtml)).toEqual(['Primo', 'Secondo']);
  });

  it('knows the 10 block types only', () => {
    expect(isKnownBlock({ type: 'paragraph' })).toBe(true);
    expect(isKnownBlock({ type: 'separator' })).toBe(true);
    expect(isKnownBlock({ type: 'quiz' })).toBe(false);
  });

  it('shows the sale price instead of the price', () => {
    expect(shownPrice({ isPaid: true, price: 9.9, salePrice: 4.9 })).toEqual({ amount: 4.9, was: 9.9 });
    expect(shownPrice({ isPaid: true, price: 9.9, salePrice: null })).toEqual({ amount: 9.9, was: null });
    expect(shownPrice({ isPaid: false, price: null, salePrice: null })).toBeNull();
  });
});
