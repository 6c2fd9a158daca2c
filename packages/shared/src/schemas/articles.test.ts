import { describe, expect, it } from 'vitest';
import { publishProblems } from '../domain/content/publish';
import { ArticleInputSchema, ContentBlockSchema } from './articles';

describe('content blocks', () => {
  it('fill in the spec defaults', () => {
    expect(ContentBlockSchema.parse({ id: '1', type: 'paragraph', data: { text: 'Ciao' } }).data).toEqual({ text: 'Ciao', alignment: 'left' });
    expect(ContentBlockSchema.parse({ id: '2', type: 'heading', data: { text: 'T' } }).data).toMatchObject({ level: 2 });
    expect(ContentBlockSchema.parse({ id: '3', type: 'list', data: { items: ['a'] } }).data).toMatchObject({ listType: 'unordered' });
    expect(ContentBlockSchema.parse({ id: '4', type: 'separator' }).data).toEqual({});
  });
  it('refuses a heading level outside 1-6 and an unknown type', () => {
    expect(ContentBlockSchema.safeParse({ id: '1', type: 'heading', data: { text: 'T', level: 7 } }).success).toBe(false);
    expect(ContentBlockSchema.safeParse({ id: '1', type: 'script', data: {} }).success).toBe(false);
  });
  it('links get https:// and javascript: is refused', () => {
    expect(ContentBlockSchema.parse({ id: '1', type: 'link', data: { url: 'salute.gov.it', title: 'Ministero' } }).data).toMatchObject({ url: 'https://salute.gov.it/' });
    const bad = ContentBlockSchema.safeParse({ id: '1', type: 'link', data: { url: 'javascript:alert(1)' } });
    expect(bad.error?.issues[0]?.message).toBe('Inserisci un link valido che inizi con http:// o https://');
  });
  it('embeds store the embed URL and refuse a wrong provider URL', () => {
    expect(ContentBlockSchema.parse({ id: '1', type: 'embed', data: { embedType: 'youtube', url: 'https://youtu.be/dQw4w9WgXcQ' } }).data).toMatchObject({
      url: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    });
    const bad = ContentBlockSchema.safeParse({ id: '1', type: 'embed', data: { embedType: 'vimeo', url: 'https://youtu.be/dQw4w9WgXcQ' } });
    expect(bad.error?.issues[0]?.message).toBe('URL non valido per YouTube/Vimeo');
  });
  it('media must be our upload or http(s)', () => {
    expect(ContentBlockSchema.safeParse({ id: '1', type: 'image', data: { url: '/media/users/u/articles/d/images/1_x.png' } }).success).toBe(true);
    expect(ContentBlockSchema.safeParse({ id: '1', type: 'audio', data: { url: 'data:audio/webm;base64,AAAA' } }).success).toBe(false);
  });
});

describe('article input', () => {
  it('new articles default to public, not therapy, not paid', () => {
    expect(ArticleInputSchema.parse({})).toMatchObject({ isPublic: true, isTherapy: false, isPaid: false, isRestrictedAccess: false, tags: [], content: [] });
  });
  it('private content is restricted to its valid, de-duplicated allowed users', () => {
    const a = ArticleInputSchema.parse({ isPublic: false, allowedUsers: [' A@b.it', 'a@b.it', '+39 333 1234567'] });
    expect(a).toMatchObject({ isRestrictedAccess: true, allowedUsers: ['a@b.it', '+39 333 1234567'] });
    expect(ArticleInputSchema.safeParse({ isPublic: false, allowedUsers: ['mario'] }).error?.issues[0]?.message).toBe(
      'Inserisci un indirizzo email o un numero di telefono valido',
    );
    expect(ArticleInputSchema.parse({ isPublic: true, allowedUsers: ['a@b.it'] }).allowedUsers).toEqual([]);
  });
  it('more than 5 tags are refused; sale fields only exist for paid content', () => {
    expect(ArticleInputSchema.safeParse({ tags: ['a', 'b', 'c', 'd', 'e', 'f'] }).error?.issues[0]?.message).toBe('Hai raggiunto il limite massimo di 5 tag');
    expect(ArticleInputSchema.parse({ isPaid: false, price: 10, salePrice: 5 })).toMatchObject({ price: null, salePrice: null });
    expect(ArticleInputSchema.safeParse({ isPaid: true, price: 10, salePrice: 12 }).error?.issues[0]?.message).toBe('Il prezzo scontato deve essere inferiore al prezzo');
  });
});

describe('publish validation (the five messages)', () => {
  const ready = { title: 'Titolo', content: [{}], featuredImage: '/media/x.png', selectedCategories: ['cardiologia'], isPaid: false, price: null };
  it('a complete article may be published', () => {
    expect(publishProblems(ready)).toEqual([]);
  });
  it('reports each missing piece with the spec text', () => {
    expect(publishProblems({ ...ready, title: '  ' })).toEqual(['Il titolo è obbligatorio']);
    expect(publishProblems({ ...ready, content: [] })).toEqual(["È necessario aggiungere almeno un contenuto per pubblicare l'articolo"]);
    expect(publishProblems({ ...ready, featuredImage: null })).toEqual(["L'immagine in evidenza è obbligatoria per pubblicare"]);
    expect(publishProblems({ ...ready, selectedCategories: [] })).toEqual(["È necessario selezionare almeno una categoria per pubblicare l'articolo"]);
    expect(publishProblems({ ...ready, isPaid: true, price: null })).toEqual(['Il prezzo è obbligatorio per gli articoli a pagamento']);
  });
});
