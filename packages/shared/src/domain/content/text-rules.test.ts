import { describe, expect, it } from 'vitest';
import { addAllowedUser, isValidAllowedUser } from './allowed-users';
import { excerptOf, stripHtml } from './excerpt';
import { addTag, normalizeTags } from './tags';

describe('tags (max 5, trimmed, no duplicates)', () => {
  it('adds trimmed tags and ignores duplicates in any case', () => {
    let tags = addTag([], '  cuore ').tags;
    tags = addTag(tags, 'Cuore').tags;
    tags = addTag(tags, '   ').tags;
    expect(tags).toEqual(['cuore']);
  });
  it('refuses a sixth tag with the spec message', () => {
    const five = ['a', 'b', 'c', 'd', 'e'];
    expect(addTag(five, 'f')).toEqual({ tags: five, error: 'Hai raggiunto il limite massimo di 5 tag' });
  });
  it('normalises a stored list', () => {
    expect(normalizeTags([' a ', 'A', '', 'b'])).toEqual(['a', 'b']);
  });
});

describe('allowed users of private content', () => {
  it('accepts e-mails and phone numbers', () => {
    expect(isValidAllowedUser(' mario.rossi@example.it ')).toBe(true);
    expect(isValidAllowedUser('+39 333 123 4567')).toBe(true);
    expect(isValidAllowedUser('mario')).toBe(false);
    expect(isValidAllowedUser('1234')).toBe(false);
  });
  it('trims and de-duplicates (e-mails case-insensitively, phones by digits)', () => {
    let list = addAllowedUser([], ' Mario.Rossi@Example.it ');
    list = addAllowedUser(list, 'mario.rossi@example.it');
    list = addAllowedUser(list, '+39 333 1234567');
    list = addAllowedUser(list, '+39 333-123-4567');
    list = addAllowedUser(list, 'non valido');
    expect(list).toEqual(['mario.rossi@example.it', '+39 333 1234567']);
  });
});

describe('card excerpt', () => {
  const p = (text: string) => ({ type: 'paragraph', data: { text } });
  it('takes the first 4 text blocks and skips media', () => {
    const content = [p('Uno.'), { type: 'image', data: { url: '/media/x.png' } }, { type: 'heading', data: { text: 'Due' } }, { type: 'list', data: { items: ['tre', 'quattro'] } }, p('Cinque.'), p('Sei.')];
    expect(excerptOf(content)).toBe('Uno. Due tre quattro Cinque.');
  });
  it('cuts at 150 characters and appends ...', () => {
    const long = 'a'.repeat(200);
    expect(excerptOf([p(long)])).toBe(`${'a'.repeat(150)}...`);
    expect(excerptOf([p('a'.repeat(150))])).toBe('a'.repeat(150));
  });
  it('reads legacy HTML and plain strings safely', () => {
    expect(excerptOf('<p>Ciao <b>mondo</b></p><script>alert(1)</script>')).toBe('Ciao mondo');
    expect(stripHtml('A &amp; B')).toBe('A & B');
    expect(excerptOf(null)).toBe('');
  });
});
