import { excerptOf } from '@sanity/shared/domain/content/excerpt';
import { readingMinutesOf, wordCountOf } from '@sanity/shared/domain/content/reading-time';
import { itPublic } from '@sanity/shared/i18n/it-public';
import type { Article } from '@sanity/shared/schemas/articles';
import { escapeHtml, escapeXml, jsonForScript } from './html';

/** What a findable article page shows: a public, published article (the shared Article shape, or part of it). */
export type SeoArticle = Pick<
  Article,
  'id' | 'title' | 'content' | 'featuredImage' | 'tags' | 'authorId' | 'authorName' | 'publishedAt' | 'updatedAt' | 'isPublic' | 'status'
>;

/** What the article pages need from the articles feature (its service implements it). */
export interface ArticleSeoSource {
  /** The article when it is published and public; null otherwise (draft, private, unknown). */
  getForSeo(id: string): Promise<SeoArticle | null>;
  /** Every public published article, at most `limit`, with its last change, for the sitemap. */
  listForSitemap(limit: number): Promise<Array<{ id: string; lastModified: Date | string }>>;
}

/** Absolute URL of a stored (`/media/…`) or external picture. */
function absoluteUrl(publicUrl: string, url: string): string {
  return /^https?:\/\//i.test(url) ? url : `${publicUrl}${url.startsWith('/') ? '' : '/'}${url}`;
}

const isoDate = (value: Date | string | null | undefined): string | null => {
  if (!value) return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
};

/**
 * The page of an article that is not public and published: the web app's own title and
 * description stay, with `noindex` so that no search engine keeps the URL.
 */
export function withGenericArticleHead(html: string): string {
  const noindex = '<meta name="robots" content="noindex">';
  const cleaned = html.replace(/<meta\s+[^>]*name\s*=\s*["']robots["'][^>]*>\s*/gi, '');
  const close = /<\/head>/i.exec(cleaned);
  return close ? `${cleaned.slice(0, close.index)}${noindex}\n${cleaned.slice(close.index)}` : `${noindex}\n${cleaned}`;
}

/**
 * Findable article pages (content spec §2.4): /public/article/:id and /article/:id carry the
 * article's title, description (the card excerpt), Open Graph article tags, canonical link and
 * schema.org Article JSON-LD, for public published content only. A draft, a private article or an
 * unknown id gets the generic head (noindex, the app's own title): the page still answers 200 and
 * the web app shows what the viewer may see, and nothing of a private article leaves the server.
 */
export function createArticleSeo({ publicUrl, articles }: { publicUrl: string; articles: ArticleSeoSource }) {
  const articleUrl = (id: string) => `${publicUrl}/public/article/${encodeURIComponent(id)}`;
  const doctorUrl = (id: string) => `${publicUrl}/public/doctor/${encodeURIComponent(id)}`;

  return {
    /** The head tags of an article page, or null for the generic head. */
    async articleHead(id: string): Promise<string | null> {
      const article = await articles.getForSeo(id);
      // Belt and braces: the source already answers null for anything not public and published.
      if (!article || article.status !== 'published' || !article.isPublic) return null;

      const title = article.title.trim() || itPublic.seo.siteName;
      const description = excerptOf(article.content) || title;
      const url = articleUrl(article.id);
      const image = article.featuredImage ? absoluteUrl(publicUrl, article.featuredImage) : null;
      const published = isoDate(article.publishedAt);
      const modified = isoDate(article.updatedAt) ?? published;
      const author = { '@type': 'Person', name: article.authorName, url: doctorUrl(article.authorId) };
      const jsonLd = {
        '@context': 'https://schema.org',
        '@type': 'Article',
        headline: title.length > 110 ? `${title.slice(0, 109)}…` : title,
        description,
        inLanguage: 'it-IT',
        ...(image ? { image: [image] } : {}),
        ...(published ? { datePublished: published } : {}),
        ...(modified ? { dateModified: modified } : {}),
        author,
        publisher: { '@type': 'Organization', name: itPublic.seo.siteName, url: `${publicUrl}/` },
        mainEntityOfPage: { '@type': 'WebPage', '@id': url },
        ...(article.tags.length > 0 ? { keywords: article.tags.join(', ') } : {}),
        // The same count as the page's 'Lettura: N min', so search results and the page agree.
        wordCount: wordCountOf(article.content),
        timeRequired: `PT${readingMinutesOf(article.content)}M`,
      };
      const meta = (attr: 'name' | 'property', key: string, value: string) => `<meta ${attr}="${key}" content="${escapeHtml(value)}">`;
      return [
        `<title>${escapeHtml(`${title} | ${itPublic.seo.siteName}`)}</title>`,
        meta('name', 'description', description),
        `<link rel="canonical" href="${escapeHtml(url)}">`,
        meta('property', 'og:site_name', itPublic.seo.siteName),
        meta('property', 'og:locale', 'it_IT'),
        meta('property', 'og:type', 'article'),
        meta('property', 'og:title', title),
        meta('property', 'og:description', description),
        meta('property', 'og:url', url),
        ...(image ? [meta('property', 'og:image', image)] : []),
        ...(published ? [meta('property', 'article:published_time', published)] : []),
        ...(modified ? [meta('property', 'article:modified_time', modified)] : []),
        meta('property', 'article:author', doctorUrl(article.authorId)),
        ...article.tags.map((tag) => meta('property', 'article:tag', tag)),
        meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
        `<script type="application/ld+json">${jsonForScript(jsonLd)}</script>`,
      ].join('\n');
    },

    /** Sitemap <url> entries of every public published article (at most `limit`). */
    async sitemapEntries(limit: number): Promise<string[]> {
      const rows = await articles.listForSitemap(limit);
      return rows.map((row) => {
        const lastmod = isoDate(row.lastModified);
        return `<url><loc>${escapeXml(articleUrl(row.id))}</loc>${lastmod ? `<lastmod>${lastmod.slice(0, 10)}</lastmod>` : ''}</url>`;
      });
    },
  };
}

export type ArticleSeo = ReturnType<typeof createArticleSeo>;
