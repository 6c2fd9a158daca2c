import { itContent } from '../../i18n/it-content';

/** Upload kinds of the content editor (content spec §5) with their limits and allowed types. */
export type UploadKind = 'image' | 'pdf' | 'video' | 'audio';

const MB = 1024 * 1024;

export interface UploadRule {
  maxBytes: number;
  /** Allowed extensions, as the spec lists them. */
  extensions: readonly string[];
  /** MIME types those extensions stand for. */
  mimeTypes: readonly string[];
  /** Folder of the storage key (users/{uid}/articles/{draftId}/{folder}/…). */
  folder: 'images' | 'pdfs' | 'videos' | 'audios';
}

export const UPLOAD_RULES: Record<UploadKind, UploadRule> = {
  image: { maxBytes: 10 * MB, extensions: ['jpeg', 'jpg', 'png', 'gif', 'webp'], mimeTypes: ['image/jpeg', 'image/png', 'image/gif', 'image/webp'], folder: 'images' },
  pdf: { maxBytes: 20 * MB, extensions: ['pdf'], mimeTypes: ['application/pdf'], folder: 'pdfs' },
  video: {
    maxBytes: 50 * MB,
    extensions: ['mp4', 'webm', 'ogg', 'avi', 'mov'],
    mimeTypes: ['video/mp4', 'video/webm', 'video/ogg', 'video/x-msvideo', 'video/quicktime'],
    folder: 'videos',
  },
  audio: {
    maxBytes: 50 * MB,
    extensions: ['mpeg', 'mp3', 'wav', 'ogg', 'm4a', 'aac', 'webm'],
    mimeTypes: ['audio/mpeg', 'audio/wav', 'audio/x-wav', 'audio/wave', 'audio/ogg', 'audio/mp4', 'audio/x-m4a', 'audio/aac', 'audio/webm'],
    folder: 'audios',
  },
};

/** "10 MB" as the messages show a limit. */
export function formatLimit(bytes: number): string {
  return `${Math.round(bytes / MB)} MB`;
}

export function tooLargeMessage(kind: UploadKind): string {
  return itContent.content.fileTooLarge(formatLimit(UPLOAD_RULES[kind].maxBytes));
}

export function wrongTypeMessage(kind: UploadKind): string {
  return itContent.content.fileWrongType(UPLOAD_RULES[kind].extensions.join(', '));
}

const MIME_BY_EXTENSION: Record<string, string> = {
  jpeg: 'image/jpeg', jpg: 'image/jpeg', png: 'image/png', gif: 'image/gif', webp: 'image/webp', pdf: 'application/pdf',
  mp4: 'video/mp4', mov: 'video/quicktime', avi: 'video/x-msvideo', mpeg: 'audio/mpeg', mp3: 'audio/mpeg',
  wav: 'audio/wav', m4a: 'audio/mp4', aac: 'audio/aac',
};

/** The declared type of a file, inferred from its extension when the browser gave none (spec §5). */
export function declaredType(fileName: string, type: string | null | undefined, kind: UploadKind): string {
  if (type) return type;
  const ext = fileName.split('.').pop()?.toLowerCase() ?? '';
  if (ext === 'webm' || ext === 'ogg') return kind === 'audio' ? `audio/${ext}` : `video/${ext}`;
  return MIME_BY_EXTENSION[ext] ?? '';
}

/** The client-side check before an upload: the error message, or null when acceptable. */
export function checkUpload(kind: UploadKind, file: { name: string; size: number; type?: string | null }): string | null {
  const rule = UPLOAD_RULES[kind];
  const type = declaredType(file.name, file.type, kind).split(';')[0]!.trim().toLowerCase();
  if (!rule.mimeTypes.includes(type)) return wrongTypeMessage(kind);
  if (file.size > rule.maxBytes) return tooLargeMessage(kind);
  return null;
}
