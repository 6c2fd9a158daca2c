import { itVideo } from '@sanity/shared/i18n/it-video';
import { DOCUMENT_CONTENT_TYPES, DOCUMENT_MAX_BYTES } from '@sanity/shared/schemas/documents';

const MB = 1024 * 1024;

/** What the file picker offers: the types the server accepts (it checks the content again). */
export const DOCUMENT_ACCEPT = [...DOCUMENT_CONTENT_TYPES, '.pdf', '.jpg', '.jpeg', '.png', '.webp'].join(',');

const byExtension: Record<string, string> = { pdf: 'application/pdf', jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

/** The file's declared type, from its extension when the browser gives none (some phones do not). */
export function documentTypeOf(file: { name: string; type: string }): string {
  if (file.type) return file.type.toLowerCase();
  return byExtension[file.name.split('.').pop()?.toLowerCase() ?? ''] ?? '';
}

/** The check before sending (the server sniffs the content and checks the quota): the Italian reason, or null. */
export function documentFileError(file: { name: string; type: string; size: number } | null): string | null {
  if (!file) return itVideo.fileMissing;
  if (!(DOCUMENT_CONTENT_TYPES as readonly string[]).includes(documentTypeOf(file))) return itVideo.fileTypeNotAllowed;
  if (file.size > DOCUMENT_MAX_BYTES) return itVideo.fileTooLarge(DOCUMENT_MAX_BYTES / MB);
  return null;
}

/** '820 KB', '1,4 MB' (Italian decimals); under a kilobyte '1 KB', so no file reads as empty. */
export function formatFileSize(bytes: number): string {
  if (bytes < MB) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / MB).toLocaleString('it-IT', { maximumFractionDigits: 1 })} MB`;
}

/** Whether a document is shown as a picture (its icon), else as a PDF. */
export const isImage = (contentType: string) => contentType.startsWith('image/');
