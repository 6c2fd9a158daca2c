import { excerptOf } from '@sanity/shared/domain/content/excerpt';
import type { Article, ArticleCard, ContentBlock } from '@sanity/shared/schemas/articles';
import type { LoadedArticle } from './articles.repository';

/** Who wrote an article, as cards and the detail show them. */
export interface AuthorInfo {
  name: string;
  avatar: string | null;
}

export const unknownAuthor: AuthorInfo = { name: '', avatar: null };

/** Euro (two decimals) ↔ cents, without floating-point drift (9.90 → 990). */
export const toCents = (euro: number | null): number | null => (euro === null ? null : Math.round(euro * 100));
export const toEuro = (cents: number | null): number | null => (cents === null ? null : cents / 100);

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

/** Stored content is already normalised; legacy content is a string. */
function contentOf(row: LoadedArticle): ContentBlock[] | string {
  return typeof row.content === 'string' ? row.content : (row.content as ContentBlock[]);
}

function common(row: LoadedArticle, author: AuthorInfo, isFavorited: boolean) {
  return {
    id: row.id,
    draftId: row.id,
    title: row.title,
    tags: row.tags,
    featuredImage: row.featuredImage,
    selectedCategories: row.categoryIds,
    isTherapy: row.isTherapy,
    isPublic: row.isPublic,
    isPaid: row.isPaid,
    price: toEuro(row.priceCents),
    salePrice: toEuro(row.salePriceCents),
    saleEndDate: iso(row.saleEndDate),
    isRestrictedAccess: !row.isPublic,
    status: row.status,
    authorId: row.authorId,
    authorName: author.name,
    authorAvatar: author.avatar,
    isFavorited,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    publishedAt: iso(row.publishedAt),
    lastModified: row.updatedAt.toISOString(),
  };
}

/** The full article; `allowedUsers` only when the reader is the author. */
export function toArticleDto(row: LoadedArticle, author: AuthorInfo, opts: { isFavorited: boolean; isAuthor: boolean }): Article {
  return { ...common(row, author, opts.isFavorited), content: contentOf(row), allowedUsers: opts.isAuthor ? row.allowedUsers : [] };
}

/** A card: no content, no allowed users, the excerpt of the card rule. */
export function toCardDto(row: LoadedArticle, author: AuthorInfo, isFavorited: boolean): ArticleCard {
  return { ...common(row, author, isFavorited), excerpt: excerptOf(contentOf(row)) };
}
