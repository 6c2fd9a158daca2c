import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';

/**
 * Secrets kept at rest (issue 10: calendar tokens and CalDAV passwords), sealed with AES-256-GCM.
 * A sealed value is text, `v1.<iv>.<tag>.<ciphertext>` in base64url: the version names the
 * algorithm and key, so a later key or algorithm can be added beside v1 and old values still open.
 * GCM authenticates: a changed byte, another key or another context makes `open` throw instead of
 * answering garbage. Neither the key nor a plaintext ever appears in an error message.
 */

const VERSION = 'v1';
const KEY_BYTES = 32;
/** 96-bit IVs, random per seal: what GCM is specified for; 2^32 seals per key stay far from a collision. */
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** Where the embedded default keeps its generated key, inside DATA_DIR. */
export const SECRET_KEY_FILE = 'secret.key';

/** A sealed value could not be opened: altered, sealed with another key or context, or not a sealed value. */
export class SecretBoxError extends Error {
  override readonly name = 'SecretBoxError';
}

export interface SecretBox {
  /**
   * Seals a string. `context` (e.g. the doctor's id) is authenticated, not stored: the value opens
   * only with the same context, so a sealed value copied onto another row does not open there.
   */
  seal(plaintext: string, context?: string): string;
  /** The plaintext of a sealed value; SecretBoxError when it cannot be opened. */
  open(sealed: string, context?: string): string;
}

/** A 32-byte key written as 64 hex digits or as base64 / base64url (43 characters, or 44 with '='); null otherwise. */
export function decodeSecretKey(value: string): Buffer | null {
  const text = value.trim();
  if (/^[0-9a-f]{64}$/i.test(text)) return Buffer.from(text, 'hex');
  if (!/^[A-Za-z0-9+/_-]{43}=?$/.test(text)) return null;
  // Node's base64 decoder reads the url-safe alphabet too.
  const key = Buffer.from(text, 'base64');
  return key.length === KEY_BYTES ? key : null;
}

const b64 = (buffer: Buffer) => buffer.toString('base64url');

export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== KEY_BYTES) throw new Error(`La chiave di cifratura deve essere di ${KEY_BYTES} byte`);
  const secret = Buffer.from(key);
  return {
    seal(plaintext, context = '') {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', secret, iv, { authTagLength: TAG_BYTES });
      cipher.setAAD(Buffer.from(`${VERSION}:${context}`, 'utf8'));
      const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return [VERSION, b64(iv), b64(cipher.getAuthTag()), b64(ciphertext)].join('.');
    },
    open(sealed, context = '') {
      const parts = sealed.split('.');
      if (parts.length !== 4 || parts[0] !== VERSION || !parts.slice(1).every((p) => /^[A-Za-z0-9_-]*$/.test(p))) {
        throw new SecretBoxError('Valore cifrato in un formato sconosciuto');
      }
      const [iv, tag, ciphertext] = parts.slice(1).map((p) => Buffer.from(p, 'base64url')) as [Buffer, Buffer, Buffer];
      if (iv.length !== IV_BYTES || tag.length !== TAG_BYTES) throw new SecretBoxError('Valore cifrato in un formato sconosciuto');
      try {
        const decipher = createDecipheriv('aes-256-gcm', secret, iv, { authTagLength: TAG_BYTES });
        decipher.setAAD(Buffer.from(`${VERSION}:${context}`, 'utf8'));
        decipher.setAuthTag(tag);
        return Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString('utf8');
      } catch {
        // Node's message ("Unsupported state or unable to authenticate data") says no more than this.
        throw new SecretBoxError('Impossibile decifrare il valore: alterato o cifrato con un’altra chiave');
      }
    },
  };
}

function readKeyFile(file: string): Buffer {
  const key = decodeSecretKey(readFileSync(file, 'utf8'));
  if (!key) throw new Error(`${file} non contiene una chiave valida (32 byte in base64): ripristinala dal backup o imposta CALENDAR_SECRET_KEY`);
  return key;
}

/**
 * The key of the secret box: CALENDAR_SECRET_KEY when set (checked by config.ts); else the one kept
 * in DATA_DIR/secret.key, created at first use with 32 random bytes, readable by the owner only
 * (0600), and reused on every restart; two processes starting at once on the same DATA_DIR agree
 * on one key. Losing the file (or DATA_DIR) makes the stored calendar
 * credentials unreadable: doctors connect their calendars again. Instances on several machines
 * sharing one PostgreSQL must set CALENDAR_SECRET_KEY, each would otherwise make its own.
 */
export function loadSecretKey(config: Pick<Config, 'CALENDAR_SECRET_KEY' | 'DATA_DIR'>): Buffer {
  if (config.CALENDAR_SECRET_KEY) {
    const key = decodeSecretKey(config.CALENDAR_SECRET_KEY);
    if (!key) throw new Error('CALENDAR_SECRET_KEY non è una chiave di 32 byte');
    return key;
  }
  const file = path.join(config.DATA_DIR, SECRET_KEY_FILE);
  try {
    return readKeyFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(config.DATA_DIR, { recursive: true });
  // Written whole under a temporary name, then linked into place: link fails when the name exists,
  // so a process starting at the same time never reads a half-written file, and the first key wins.
  const temporary = `${file}.${process.pid}.${randomBytes(6).toString('hex')}`;
  writeFileSync(temporary, `${randomBytes(KEY_BYTES).toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
  try {
    linkSync(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(temporary);
  }
  return readKeyFile(file);
}

/**
 * The secret box of the configuration. The key is loaded at the first seal or open, so a server
 * whose doctors never connect a calendar writes no key file.
 */
export function createConfiguredSecretBox(config: Pick<Config, 'CALENDAR_SECRET_KEY' | 'DATA_DIR'>): SecretBox {
  let box: SecretBox | undefined;
  const get = () => (box ??= createSecretBox(loadSecretKey(config)));
  return {
    seal: (plaintext, context) => get().seal(plaintext, context),
    open: (sealed, context) => get().open(sealed, context),
  };
}
