import { z } from 'zod';
import { addAllowedUser, isValidAllowedUser } from '../domain/content/allowed-users';
import { toEmbedUrl } from '../domain/content/embeds';
import { SEARCH_MAX_LENGTH, SEARCH_MAX_RESULTS, SEARCH_MIN_LENGTH } from '../domain/content/search-limits';
import { MAX_TAGS, normalizeTags } from '../domain/content/tags';
import { normalizeLinkUrl, normalizeMediaUrl } from '../domain/content/urls';
import { itContent } from '../i18n/it-content';
import { instant, text } from './fields';
import { idListParam } from './query-params';

const m = itContent.content;

/** An http(s) link; https:// is added when the scheme is missing; anything else is refused. */
const linkUrl = text().transform((value, ctx) => {
  const url = normalizeLinkUrl(value);
  if (!url) {
    ctx.addIssue({ code: 'custom', message: m.linkInvalid });
    return z.NEVER;
  }
  return url;
});

/** One of our uploads (/media/…) or an http(s) URL. */
export const MediaUrlSchema = text().transform((value, ctx) => {
  const url = normalizeMediaUrl(value);
  if (!url) {
    ctx.addIssue({ code: 'custom', message: m.mediaUrlInvalid });
    return z.NEVER;
  }
  return url;
});

const alignment = z.enum(['left', 'center', 'right']).default('left');
const shortText = text().max(500).default('');
const blockId = text().min(1).max(100);

const block = <T extends string, D extends z.ZodType>(type: T, data: D) => z.object({ id: blockId, type: z.literal(type), data });

const embedFields = z.object({ embedType: z.enum(['youtube', 'vimeo']), url: text().max(500), caption: shortText });

/**
 * The 10 block types of content spec §3 with their defaults. Text is plain text, never HTML.
 * Built twice: for input, URLs are normalised and checked; for output (what is stored and sent),
 * the same shape without transforms, because responses are encoded through their schema.
 */
function blockUnion<L extends z.ZodType<string, string>, U extends z.ZodType<string, string>, E extends z.ZodType>(link: L, media: U, embed: E) {
  return z.discriminatedUnion('type', [
    block('paragraph', z.object({ text: text().max(20_000).default(''), alignment })),
    block('heading', z.object({ text: text().max(500).default(''), level: z.number().int().min(1).max(6).default(2), alignment })),
    block(
      'list',
      z.object({ listType: z.enum(['ordered', 'unordered']).default('unordered'), items: z.array(text().max(2_000)).max(200).default([]) }),
    ),
    block('link', z.object({ url: link, title: shortText })),
    block('image', z.object({ url: media, caption: shortText, alignment, fileName: shortText })),
    block('video', z.object({ url: media, caption: shortText, alignment, fileName: shortText })),
    block('audio', z.object({ url: media, caption: shortText, alignment, fileName: shortText })),
    block('embed', embed),
    block('pdf', z.object({ url: media, title: shortText, fileName: shortText, caption: shortText })),
    block('separator', z.object({}).default({})),
  ]);
}

export const ContentBlockSchema = blockUnion(
  linkUrl,
  MediaUrlSchema,
  embedFields.transform((data, ctx) => {
    const url = toEmbedUrl(data.embedType, data.url);
    if (!url) {
      ctx.addIssue({ code: 'custom', path: ['url'], message: m.embedInvalid });
      return z.NEVER;
    }
    return { ...data, url };
  }),
);
/** A block as stored and returned: already normalised, so no transforms. */
export const StoredContentBlockSchema = blockUnion(z.string(), z.string(), embedFields);
export type ContentBlock = z.output<typeof StoredContentBlockSchema>;
export type ContentBlockInput = z.input<typeof ContentBlockSchema>;
export type BlockType = ContentBlock['type'];
export const BLOCK_TYPES = ContentBlockSchema.options.map((o) => o.shape.type.value);

const euro = z.number({ message: m.priceInvalid }).min(0, { message: m.priceInvalid }).max(100_000, { message: m.priceInvalid });

/**
 * What the editor sends to save a draft, create or update (spec: saveDraft / createArticle /
 * updateArticle payloads). Restricted access follows the public switch; sale fields exist only for
 * paid content. Publishing has its own checks (`publishProblems`).
 */
export const ArticleInputSchema = z
  .object({
    title: text().trim().max(300).default(''),
    content: z.array(ContentBlockSchema).max(500).default([]),
    tags: z.array(text().trim().max(50)).max(MAX_TAGS, { message: m.tagLimit }).default([]).transform(normalizeTags),
    featuredImage: MediaUrlSchema.nullable().default(null),
    selectedCategories: z
      .array(text().min(1).max(100))
      .max(20)
      .default([])
      .transform((ids) => [...new Set(ids)]),
    isTherapy: z.boolean().default(false),
    isPublic: z.boolean().default(true),
    isPaid: z.boolean().default(false),
    price: euro.nullable().default(null),
    salePrice: euro.nullable().default(null),
    saleEndDate: instant().nullable().default(null),
    allowedUsers: z
      .array(text().trim().max(254).refine(isValidAllowedUser, { message: m.allowedUserInvalid }))
      .max(500)
      .default([])
      .transform((list) => list.reduce<string[]>(addAllowedUser, [])),
  })
  .superRefine((a, ctx) => {
    if (a.isPaid && a.price !== null && a.salePrice !== null && a.salePrice >= a.price) {
      ctx.addIssue({ code: 'custom', path: ['salePrice'], message: m.salePriceInvalid });
    }
  })
  .transform((a) => ({
    ...a,
    isRestrictedAccess: !a.isPublic,
    allowedUsers: a.isPublic ? [] : a.allowedUsers,
    price: a.isPaid ? a.price : null,
    salePrice: a.isPaid ? a.salePrice : null,
    saleEndDate: a.isPaid ? a.saleEndDate : null,
  }));
export type ArticleInput = z.input<typeof ArticleInputSchema>;
export type ArticleData = z.output<typeof ArticleInputSchema>;

/** An article or therapy as the API returns it (content spec §3). Legacy content may be a string. */
export const ArticleSchema = z.object({
  id: z.string(),
  draftId: z.string(),
  title: z.string(),
  content: z.union([z.array(StoredContentBlockSchema), z.string()]),
  tags: z.array(z.string()),
  featuredImage: z.string().nullable(),
  selectedCategories: z.array(z.string()),
  isTherapy: z.boolean(),
  isPublic: z.boolean(),
  isPaid: z.boolean(),
  price: z.number().nullable(),
  salePrice: z.number().nullable(),
  saleEndDate: z.string().nullable(),
  isRestrictedAccess: z.boolean(),
  /** Only the author sees the list; others get []. */
  allowedUsers: z.array(z.string()),
  status: z.enum(['draft', 'published']),
  authorId: z.string(),
  authorName: z.string(),
  authorAvatar: z.string().nullable(),
  isFavorited: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  publishedAt: z.string().nullable(),
  lastModified: z.string(),
});
export type Article = z.infer<typeof ArticleSchema>;

/**
 * What a card shows (content spec §2.1): the article without its content and allowed users, plus
 * the excerpt computed on the server with the card rule (`excerptOf`).
 */
export const ArticleCardSchema = ArticleSchema.omit({ content: true, allowedUsers: true }).extend({ excerpt: z.string() });
export type ArticleCard = z.infer<typeof ArticleCardSchema>;

export const ARTICLES_PAGE_DEFAULT = 20;
export const ARTICLES_PAGE_MAX = 50;
/** Search limits (content spec §5, §9) live in domain/content/search-limits.ts. */
export { SEARCH_MAX_LENGTH, SEARCH_MAX_RESULTS, SEARCH_MIN_LENGTH };

const pageLimit = (fallback: number) =>
  z.coerce
    .number({ message: m.limitInvalid })
    .int({ message: m.limitInvalid })
    .min(1, { message: m.limitInvalid })
    .max(ARTICLES_PAGE_MAX, { message: m.limitInvalid })
    .default(fallback);
const pageCursor = text(m.cursorInvalid).max(500, { message: m.cursorInvalid }).optional();


export const ArticleTypeSchema = z.enum(['article', 'therapy'], { message: m.typeInvalid });
export type ArticleType = z.infer<typeof ArticleTypeSchema>;

/** Query of GET /api/articles and GET /api/doctors/:id/articles. Without `type`, both kinds. */
export const ArticleListQuerySchema = z.object({
  type: ArticleTypeSchema.optional(),
  category: text(m.categoryFilterInvalid).trim().min(1, { message: m.categoryFilterInvalid }).max(100, { message: m.categoryFilterInvalid }).optional(),
  limit: pageLimit(ARTICLES_PAGE_DEFAULT),
  cursor: pageCursor,
});
export type ArticleListQuery = z.output<typeof ArticleListQuerySchema>;

/** Query of the personal lists (archive, favourites, assigned, a doctor's content): bigger pages. */
export const PersonalListQuerySchema = z.object({ limit: pageLimit(ARTICLES_PAGE_MAX), cursor: pageCursor });
export type PersonalListQuery = z.output<typeof PersonalListQuerySchema>;

export const DoctorArticlesQuerySchema = ArticleListQuerySchema.extend({ limit: pageLimit(ARTICLES_PAGE_MAX) });

/** A page of cards; `nextCursor` is null on the last page. */
export const ArticleListSchema = z.object({ articles: z.array(ArticleCardSchema), nextCursor: z.string().nullable() });
export type ArticleList = z.infer<typeof ArticleListSchema>;

/** The author's archive (drafts and published items) with the total count for 'Archivio (count)'. */
export const ArticleArchiveSchema = ArticleListSchema.extend({ count: z.number().int().nonnegative() });
export type ArticleArchive = z.infer<typeof ArticleArchiveSchema>;

export const ArticleResponseSchema = z.object({ article: ArticleSchema });

/** Body of POST /api/articles/drafts and POST /api/articles: the editor's payload and the draft it continues. */
export const ArticleSaveSchema = z.object({ draftId: text().min(1).max(100).optional() }).and(ArticleInputSchema);
export type ArticleSaveInput = z.input<typeof ArticleSaveSchema>;
export type ArticleSave = z.output<typeof ArticleSaveSchema>;

/**
 * Body of PATCH /api/articles/:id: any of the editor's fields (those sent replace the stored ones;
 * the merged article is validated again with `ArticleInputSchema`), and optionally a new status:
 * 'published' runs the publish checks, 'draft' is "Riporta in bozza".
 */
export const ArticlePatchSchema = z.object({
  title: text().optional(),
  content: z.array(z.unknown()).optional(),
  tags: z.array(text()).optional(),
  featuredImage: text().nullable().optional(),
  selectedCategories: z.array(text()).optional(),
  isTherapy: z.boolean().optional(),
  isPublic: z.boolean().optional(),
  isPaid: z.boolean().optional(),
  price: z.number().nullable().optional(),
  salePrice: z.number().nullable().optional(),
  saleEndDate: text().nullable().optional(),
  allowedUsers: z.array(text()).optional(),
  status: z.enum(['draft', 'published'], { message: m.statusInvalid }).optional(),
});
export type ArticlePatch = z.infer<typeof ArticlePatchSchema>;

export const DraftSavedSchema = z.object({ success: z.literal(true), draftId: z.string() });
export const ArticleSavedSchema = z.object({ success: z.literal(true), message: z.string(), article: ArticleSchema });
export type ArticleSaved = z.infer<typeof ArticleSavedSchema>;
export const FavoriteStateSchema = z.object({ isFavorited: z.boolean() });
export const TagSuggestionsSchema = z.object({ tags: z.array(z.string()) });

/** Query of GET /api/search. `q` shorter than 3 characters (after trimming) answers no results. */
export const SearchQuerySchema = z.object({
  q: text(m.searchInvalid).max(SEARCH_MAX_LENGTH, { message: m.searchTooLong }).default(''),
  sectors: idListParam(m.sectorsFilterInvalid).default([]),
});
export type SearchQuery = z.output<typeof SearchQuerySchema>;
export const SearchResultsSchema = z.object({ results: z.array(ArticleCardSchema) });
export type SearchResults = z.infer<typeof SearchResultsSchema>;
