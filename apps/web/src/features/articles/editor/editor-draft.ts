import { addAllowedUser } from '@sanity/shared/domain/content/allowed-users';
import { addTag } from '@sanity/shared/domain/content/tags';
import { type PublishCandidate } from '@sanity/shared/domain/content/publish';
import { type Article, type ArticleSaveInput, type BlockType, ContentBlockSchema, type ContentBlockInput } from '@sanity/shared/schemas/articles';

/**
 * The article being written in 'Crea Nuovo Contenuto' (content spec §2.2, §3). Pure: the editing
 * rules (tags, allowed users, URLs, publish checks) come from `@sanity/shared/domain/content`.
 * Prices and the sale end stay as the inputs' strings until the payload is built.
 */
export type Alignment = 'left' | 'center' | 'right';

export type EditorBlock =
  | { id: string; type: 'paragraph'; data: { text: string; alignment: Alignment } }
  | { id: string; type: 'heading'; data: { text: string; level: number; alignment: Alignment } }
  | { id: string; type: 'list'; data: { listType: 'ordered' | 'unordered'; items: string[] } }
  | { id: string; type: 'link'; data: { url: string; title: string } }
  | { id: string; type: 'image' | 'video' | 'audio'; data: { url: string; caption: string; alignment: Alignment; fileName: string } }
  | { id: string; type: 'embed'; data: { embedType: 'youtube' | 'vimeo'; url: string; caption: string } }
  | { id: string; type: 'pdf'; data: { url: string; title: string; fileName: string; caption: string } }
  | { id: string; type: 'separator'; data: Record<string, never> };

export type MediaBlockType = 'image' | 'video' | 'audio' | 'pdf';

export type EditorDraft = {
  /** The server id once the draft was saved (the spec's draftId); null for a new article. */
  draftId: string | null;
  title: string;
  content: EditorBlock[];
  tags: string[];
  featuredImage: string | null;
  selectedCategories: string[];
  isTherapy: boolean;
  isPublic: boolean;
  isPaid: boolean;
  price: string;
  salePrice: string;
  /** The datetime-local value ('2026-05-01T18:30'), '' when none. */
  saleEndDate: string;
  allowedUsers: string[];
};

/** Spec §3 defaults: public, not therapy, not paid. */
export const emptyDraft: EditorDraft = {
  draftId: null,
  title: '',
  content: [],
  tags: [],
  featuredImage: null,
  selectedCategories: [],
  isTherapy: false,
  isPublic: true,
  isPaid: false,
  price: '',
  salePrice: '',
  saleEndDate: '',
  allowedUsers: [],
};

export function newBlock(type: BlockType, id: string): EditorBlock {
  switch (type) {
    case 'paragraph':
      return { id, type, data: { text: '', alignment: 'left' } };
    case 'heading':
      return { id, type, data: { text: '', level: 2, alignment: 'left' } };
    case 'list':
      return { id, type, data: { listType: 'unordered', items: [] } };
    case 'link':
      return { id, type, data: { url: '', title: '' } };
    case 'image':
    case 'video':
    case 'audio':
      return { id, type, data: { url: '', caption: '', alignment: 'left', fileName: '' } };
    case 'embed':
      return { id, type, data: { embedType: 'youtube', url: '', caption: '' } };
    case 'pdf':
      return { id, type, data: { url: '', title: '', fileName: '', caption: '' } };
    case 'separator':
      return { id, type, data: {} };
  }
}

export type EditorAction =
  | { type: 'reset'; draft: EditorDraft }
  | { type: 'setField'; patch: Partial<Omit<EditorDraft, 'content' | 'tags' | 'allowedUsers'>> }
  | { type: 'addBlock'; block: EditorBlock }
  | { type: 'updateBlock'; id: string; data: Partial<EditorBlock['data']> }
  | { type: 'moveBlock'; id: string; direction: -1 | 1 }
  | { type: 'removeBlock'; id: string }
  | { type: 'setTags'; tags: string[] }
  | { type: 'removeTag'; tag: string }
  | { type: 'setAllowedUsers'; allowedUsers: string[] }
  | { type: 'removeAllowedUser'; value: string }
  | { type: 'toggleCategory'; id: string };

export function canMove(content: readonly EditorBlock[], id: string, direction: -1 | 1): boolean {
  const i = content.findIndex((b) => b.id === id);
  if (i < 0) return false;
  const j = i + direction;
  return j >= 0 && j < content.length;
}

export function editorReducer(draft: EditorDraft, action: EditorAction): EditorDraft {
  switch (action.type) {
    case 'reset':
      return action.draft;
    case 'setField':
      return { ...draft, ...action.patch };
    case 'addBlock':
      return { ...draft, content: [...draft.content, action.block] };
    case 'updateBlock':
      return {
        ...draft,
        content: draft.content.map((b) => (b.id === action.id ? ({ ...b, data: { ...b.data, ...action.data } } as EditorBlock) : b)),
      };
    case 'moveBlock': {
      if (!canMove(draft.content, action.id, action.direction)) return draft;
      const i = draft.content.findIndex((b) => b.id === action.id);
      const content = [...draft.content];
      const [moved] = content.splice(i, 1);
      content.splice(i + action.direction, 0, moved!);
      return { ...draft, content };
    }
    case 'removeBlock':
      return { ...draft, content: draft.content.filter((b) => b.id !== action.id) };
    case 'setTags':
      return { ...draft, tags: action.tags };
    case 'removeTag':
      return { ...draft, tags: draft.tags.filter((t) => t !== action.tag) };
    case 'setAllowedUsers':
      return { ...draft, allowedUsers: action.allowedUsers };
    case 'removeAllowedUser':
      return { ...draft, allowedUsers: draft.allowedUsers.filter((u) => u !== action.value) };
    case 'toggleCategory':
      return {
        ...draft,
        selectedCategories: draft.selectedCategories.includes(action.id)
          ? draft.selectedCategories.filter((c) => c !== action.id)
          : [...draft.selectedCategories, action.id],
      };
  }
}

/** Adds a tag with the shared rule; the error is the spec's limit message. */
export function withTag(draft: EditorDraft, input: string): { draft: EditorDraft; error: string | null } {
  const { tags, error } = addTag(draft.tags, input);
  return { draft: tags.length === draft.tags.length ? draft : { ...draft, tags }, error };
}

/** Adds an allowed user with the shared rule (trimmed, valid, de-duplicated). */
export function withAllowedUser(draft: EditorDraft, input: string): EditorDraft {
  const allowedUsers = addAllowedUser(draft.allowedUsers, input);
  return allowedUsers.length === draft.allowedUsers.length ? draft : { ...draft, allowedUsers };
}

/** Whether closing the dialog must ask first: anything differs from a new article's defaults. */
export function isNonDefault(draft: EditorDraft): boolean {
  const { draftId: _id, ...rest } = draft;
  const { draftId: _e, ...empty } = emptyDraft;
  return JSON.stringify(rest) !== JSON.stringify(empty);
}

/** A block the server would accept as is (media uploaded, link and embed valid). */
export function isBlockComplete(block: EditorBlock): boolean {
  if (block.type === 'list') return true;
  return ContentBlockSchema.safeParse(block).success;
}

function toNumber(value: string): number | null {
  if (value.trim() === '') return null;
  const n = Number(value.replace(',', '.'));
  return Number.isFinite(n) ? n : null;
}

function toIso(local: string): string | null {
  if (!local) return null;
  const d = new Date(local);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

/** 'YYYY-MM-DDTHH:mm' in local time, for a datetime-local input. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}`;
}

/** Blocks as sent: incomplete ones (no file yet, invalid link or embed) stay in the editor only; empty list items are dropped. */
export function payloadBlocks(content: readonly EditorBlock[]): ContentBlockInput[] {
  return content
    .map((b) => (b.type === 'list' ? { ...b, data: { ...b.data, items: b.data.items.map((i) => i.trim()).filter(Boolean) } } : b))
    .filter(isBlockComplete);
}

/** The saveDraft / createArticle payload of content spec §7 (ArticleSaveSchema). */
export function toPayload(draft: EditorDraft): ArticleSaveInput {
  return {
    ...(draft.draftId ? { draftId: draft.draftId } : {}),
    title: draft.title,
    content: payloadBlocks(draft.content),
    tags: draft.tags,
    featuredImage: draft.featuredImage,
    selectedCategories: draft.selectedCategories,
    isTherapy: draft.isTherapy,
    isPublic: draft.isPublic,
    isPaid: draft.isPaid,
    price: draft.isPaid ? toNumber(draft.price) : null,
    salePrice: draft.isPaid ? toNumber(draft.salePrice) : null,
    saleEndDate: draft.isPaid ? toIso(draft.saleEndDate) : null,
    allowedUsers: draft.isPublic ? [] : draft.allowedUsers,
  };
}

/** What `publishProblems` checks, from the draft. */
export function publishCandidate(draft: EditorDraft): PublishCandidate {
  return {
    title: draft.title,
    content: payloadBlocks(draft.content),
    featuredImage: draft.featuredImage,
    selectedCategories: draft.selectedCategories,
    isPaid: draft.isPaid,
    price: toNumber(draft.price),
  };
}

/** Spec §4: a save is skipped when the title is empty and there is no content. */
export function isSaveable(draft: EditorDraft): boolean {
  return draft.title.trim() !== '' || draft.content.length > 0;
}

/** An article of the archive, loaded for editing. Legacy string content becomes one paragraph. */
export function fromArticle(article: Article): EditorDraft {
  const content: EditorBlock[] =
    typeof article.content === 'string'
      ? article.content.trim()
        ? [{ id: `legacy-${article.id}`, type: 'paragraph', data: { text: article.content, alignment: 'left' } }]
        : []
      : (article.content);
  return {
    draftId: article.id,
    title: article.title,
    content,
    tags: article.tags,
    featuredImage: article.featuredImage,
    selectedCategories: article.selectedCategories,
    isTherapy: article.isTherapy,
    isPublic: article.isPublic,
    isPaid: article.isPaid,
    price: article.price === null ? '' : String(article.price),
    salePrice: article.salePrice === null ? '' : String(article.salePrice),
    saleEndDate: toLocalInput(article.saleEndDate),
    allowedUsers: article.allowedUsers,
  };
}
