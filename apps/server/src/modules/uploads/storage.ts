import type { Readable } from 'node:stream';

/**
 * Where uploaded files live (DESIGN "files"): a local directory by default, S3-compatible object
 * storage when configured. Keys are relative paths such as `users/{uid}/avatar/1700000000000.webp`
 * and are never reused for different content, so their URLs (`/media/{key}`) can be cached forever.
 */
export interface Storage {
  /** Stores (or replaces) an object. A stream is consumed to the end; a partial write is never visible. */
  put(key: string, data: Buffer | Readable, contentType: string): Promise<void>;
  /**
   * Opens an object, or a byte range of it (inclusive bounds, already checked against `size`).
   * null when the object does not exist.
   */
  get(key: string, range?: ByteRange): Promise<StoredObject | null>;
  /** The object's metadata without its content; null when it does not exist. */
  stat(key: string): Promise<ObjectInfo | null>;
  /** Removes the object; removing a missing object is not an error. */
  delete(key: string): Promise<void>;
}

export interface ByteRange {
  /** First byte, inclusive. */
  start: number;
  /** Last byte, inclusive. */
  end: number;
}

export interface ObjectInfo {
  /** Size of the whole object in bytes. */
  size: number;
  contentType: string;
  /** A strong validator, quoted as an HTTP ETag (`"…"`). */
  etag: string;
  lastModified: Date;
}

export interface StoredObject extends ObjectInfo {
  /** The object's bytes, or the requested range only. */
  stream: Readable;
  /** The range the stream holds; null for the whole object. */
  range: ByteRange | null;
}

/** What a key may look like: slash-separated segments of letters, digits, '.', '_' and '-'. */
const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
const KEY_MAX = 512;

/**
 * Whether a key is safe for every adapter: relative, no '..' or empty segments, no segment
 * starting with a dot (no hidden files, no '.' or '..'), only plain characters.
 */
export function isValidKey(key: string): boolean {
  if (key.length === 0 || key.length > KEY_MAX) return false;
  return key.split('/').every((segment) => SEGMENT.test(segment) && !segment.includes('..'));
}

export function assertValidKey(key: string): void {
  if (!isValidKey(key)) throw new Error(`Chiave di archiviazione non valida: ${JSON.stringify(key)}`);
}

/** The public path of a stored object. */
export function mediaUrl(key: string): string {
  return `/media/${key}`;
}

/**
 * Stored files /media never serves: the documents of appointments (issue 29) go out only through
 * GET /api/documents/:id/file, which checks who asks and logs the read.
 */
export const isPrivateKey = (key: string): boolean => key.startsWith('documents/');

/** The key behind one of our media paths (`/media/...`), or null for any other URL. */
export function keyFromMediaUrl(url: string | null | undefined): string | null {
  if (!url?.startsWith('/media/')) return null;
  const key = url.slice('/media/'.length);
  return isValidKey(key) ? key : null;
}

const TYPES_BY_EXTENSION: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
  mp4: 'video/mp4',
  webm: 'video/webm',
  ogg: 'audio/ogg',
  mov: 'video/quicktime',
  avi: 'video/x-msvideo',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  m4a: 'audio/mp4',
  aac: 'audio/aac',
  vtt: 'text/vtt',
  txt: 'text/plain; charset=utf-8',
};

/** A content type from a key's extension; application/octet-stream when unknown. */
export function contentTypeFromKey(key: string): string {
  const ext = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return TYPES_BY_EXTENSION[ext] ?? 'application/octet-stream';
}
