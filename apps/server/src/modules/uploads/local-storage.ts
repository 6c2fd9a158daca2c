import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, readdir, readFile, rename, rm, writeFile, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertValidKey, contentTypeFromKey, isValidKey, type ByteRange, type ObjectInfo, type Storage, type StoredObject } from './storage';

interface Sidecar {
  contentType: string;
  etag: string;
}

const isMissing = (error: unknown) => {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR';
};

/**
 * Files under `root/<key>` (by default `${DATA_DIR}/uploads`). The content type and a content
 * hash (the ETag) live in a sidecar `root/.meta/<key>.json`; keys cannot start a segment with a
 * dot, so `.meta` and `.tmp` never collide with an object. Writes go to `.tmp` first and are
 * renamed into place, so a reader never sees half a file.
 */
export function createLocalStorage(root: string): Storage {
  const metaRoot = path.join(root, '.meta');
  const tmpRoot = path.join(root, '.tmp');
  const fileOf = (key: string) => path.join(root, key);
  const sidecarOf = (key: string) => path.join(metaRoot, `${key}.json`);

  async function readSidecar(key: string): Promise<Partial<Sidecar>> {
    try {
      return JSON.parse(await readFile(sidecarOf(key), 'utf8')) as Partial<Sidecar>;
    } catch {
      return {};
    }
  }

  /** The file of a key opened for reading, or null when the key is invalid or nothing is stored. */
  async function openFile(key: string): Promise<FileHandle | null> {
    if (!isValidKey(key)) return null;
    try {
      return await open(fileOf(key), 'r');
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async function infoOf(key: string, size: number, mtime: Date): Promise<ObjectInfo> {
    const sidecar = await readSidecar(key);
    return {
      size,
      contentType: sidecar.contentType ?? contentTypeFromKey(key),
      etag: sidecar.etag ?? `"${size.toString(36)}-${Math.trunc(mtime.getTime()).toString(36)}"`,
      lastModified: mtime,
    };
  }

  return {
    async put(key, data, contentType) {
      assertValidKey(key);
      await mkdir(tmpRoot, { recursive: true });
      const tmp = path.join(tmpRoot, randomUUID());
      const hash = createHash('sha256');
      try {
        if (Buffer.isBuffer(data)) {
          hash.update(data);
          await writeFile(tmp, data);
        } else {
          const hashing = new Transform({
            transform(chunk: Buffer, _encoding, callback) {
              hash.update(chunk);
              callback(null, chunk);
            },
          });
          await pipeline(data, hashing, createWriteStream(tmp));
        }
        const sidecar: Sidecar = { contentType, etag: `"${hash.digest('base64url').slice(0, 32)}"` };
        await mkdir(path.dirname(sidecarOf(key)), { recursive: true });
        await writeFile(sidecarOf(key), JSON.stringify(sidecar));
        await mkdir(path.dirname(fileOf(key)), { recursive: true });
        await rename(tmp, fileOf(key));
      } catch (error) {
        await rm(tmp, { force: true });
        throw error;
      }
    },

    async get(key, range?: ByteRange): Promise<StoredObject | null> {
      const handle = await openFile(key);
      if (!handle) return null;
      try {
        const stats = await handle.stat();
        if (!stats.isFile()) {
          await handle.close();
          return null;
        }
        const info = await infoOf(key, stats.size, stats.mtime);
        // The open handle keeps the content readable even if the file is replaced or deleted now.
        const stream: Readable = handle.createReadStream(range ? { start: range.start, end: range.end } : {});
        return { ...info, stream, range: range ?? null };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },

    async stat(key) {
      const handle = await openFile(key);
      if (!handle) return null;
      try {
        const stats = await handle.stat();
        return stats.isFile() ? await infoOf(key, stats.size, stats.mtime) : null;
      } finally {
        await handle.close();
      }
    },

    async delete(key) {
      assertValidKey(key);
      await rm(fileOf(key), { force: true });
      await rm(sidecarOf(key), { force: true });
    },
  };
}

/** Every object's key under `root`, sorted (backups); the hidden `.meta` and `.tmp` are not objects. */
export async function listLocalKeys(root: string): Promise<string[]> {
  const keys: string[] = [];
  async function walk(dir: string, prefix: string) {
    let entries;
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    for (const entry of entries) {
      if (entry.name.startsWith('.')) continue;
      const key = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (entry.isDirectory()) await walk(path.join(dir, entry.name), key);
      else if (entry.isFile()) keys.push(key);
    }
  }
  await walk(root, '');
  return keys.sort();
}
