import type { UploadKind } from '@sanity/shared/domain/uploads/upload-rules';

/** What we store an accepted file as: the content type we serve it with and the key's extension. */
export interface StoredType {
  contentType: string;
  ext: string;
}

/** What file-type found in the first bytes (`mime` may carry parameters, e.g. `audio/ogg; codecs=opus`). */
export interface DetectedType {
  mime: string;
  ext: string;
}

const t = (contentType: string, ext: string): StoredType => ({ contentType, ext });

/**
 * Per upload kind (content spec §5), the detected types it takes and how each is stored. Detection
 * looks at the container, not at the codec inside, so:
 * - WebM: file-type says video/webm for any WebM; a browser recording (MediaRecorder, Opus only)
 *   is a WebM too, so the audio kind takes WebM and stores it as audio/webm.
 * - Ogg likewise (audio/ogg, Opus in Ogg, Theora's video/ogg, unknown codec application/ogg).
 * - MP4: `M4A ` files are audio/x-m4a; Safari's MediaRecorder writes isom/mp42 brands that read
 *   as video/mp4, so the audio kind takes those too, stored as audio/mp4 (.m4a).
 * - MP3 with or without an ID3 tag (MPEG frame sync), WAV, AAC in ADTS.
 * Anything else (text, executables, SVG, HTML…) is refused.
 */
const ACCEPTED: Record<UploadKind, Record<string, StoredType>> = {
  image: {
    'image/jpeg': t('image/jpeg', 'jpg'),
    'image/png': t('image/png', 'png'),
    'image/apng': t('image/png', 'png'),
    'image/gif': t('image/gif', 'gif'),
    'image/webp': t('image/webp', 'webp'),
  },
  pdf: {
    'application/pdf': t('application/pdf', 'pdf'),
  },
  video: {
    'video/mp4': t('video/mp4', 'mp4'),
    'video/x-m4v': t('video/mp4', 'mp4'),
    'video/webm': t('video/webm', 'webm'),
    'video/ogg': t('video/ogg', 'ogv'),
    'application/ogg': t('video/ogg', 'ogv'),
    'video/vnd.avi': t('video/x-msvideo', 'avi'),
    'video/x-msvideo': t('video/x-msvideo', 'avi'),
    'video/quicktime': t('video/quicktime', 'mov'),
  },
  audio: {
    'audio/mpeg': t('audio/mpeg', 'mp3'),
    'audio/wav': t('audio/wav', 'wav'),
    'audio/vnd.wave': t('audio/wav', 'wav'),
    'audio/wave': t('audio/wav', 'wav'),
    'audio/x-wav': t('audio/wav', 'wav'),
    'audio/ogg': t('audio/ogg', 'ogg'),
    'audio/opus': t('audio/ogg', 'ogg'),
    'application/ogg': t('audio/ogg', 'ogg'),
    'video/ogg': t('audio/ogg', 'ogg'),
    'audio/mp4': t('audio/mp4', 'm4a'),
    'audio/x-m4a': t('audio/mp4', 'm4a'),
    'video/mp4': t('audio/mp4', 'm4a'),
    'audio/aac': t('audio/aac', 'aac'),
    'audio/webm': t('audio/webm', 'webm'),
    'video/webm': t('audio/webm', 'webm'),
  },
};

/** How a file whose bytes were detected as `detected` is stored for `kind`; null when the kind does not take it. */
export function acceptedType(kind: UploadKind, detected: DetectedType | null | undefined): StoredType | null {
  if (!detected) return null;
  const mime = detected.mime.split(';')[0]!.trim().toLowerCase();
  const accepted = ACCEPTED[kind][mime];
  if (!accepted) return null;
  // MPEG audio layers I and II keep their own extension.
  if (mime === 'audio/mpeg' && (detected.ext === 'mp2' || detected.ext === 'mp1')) return t('audio/mpeg', detected.ext);
  return accepted;
}

const FILE_NAME_MAX = 200;

/**
 * The original file name as shown back to users: the last path segment only, control and
 * formatting characters removed (no right-to-left override disguising an extension), spaces
 * collapsed, at most 200 characters with the extension kept; `fallback` when nothing is left.
 */
export function sanitizeFileName(name: string | null | undefined, fallback: string): string {
  const base = (name ?? '').split(/[/\\]/).pop() ?? '';
  const clean = base
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (clean === '' || clean === '.' || clean === '..') return fallback;
  const chars = [...clean];
  if (chars.length <= FILE_NAME_MAX) return clean;
  const dot = clean.lastIndexOf('.');
  const ext = dot > 0 && clean.length - dot <= 10 ? clean.slice(dot) : '';
  return [...clean.slice(0, clean.length - ext.length)].slice(0, FILE_NAME_MAX - ext.length).join('') + ext;
}
