import { createReadStream } from 'node:fs';
import type { Writable } from 'node:stream';
import { createGunzip } from 'node:zlib';

/**
 * The smallest part of POSIX ustar that backups need: regular files with short ASCII names
 * (`manifest.json`, `db/0001.jsonl`, `files/000001`; object keys live in the manifest, so their
 * length never meets ustar's 100-byte name field). Any `tar` can list and extract the result.
 */
const BLOCK = 512;

/** The Italian error of a damaged or cut-off archive; restore prints it as is. */
export class CorruptBackupError extends Error {
  constructor(detail: string) {
    super(`Il file di backup è danneggiato o incompleto (${detail}): non è stato ripristinato nulla.`);
    this.name = 'CorruptBackupError';
  }
}

function octal(value: number, width: number): string {
  return value.toString(8).padStart(width - 1, '0') + '\0';
}

export function tarHeader(name: string, size: number, mtime: Date): Buffer {
  if (Buffer.byteLength(name) > 100) throw new Error(`tar: nome troppo lungo ${name}`);
  const header = Buffer.alloc(BLOCK, 0);
  header.write(name, 0, 100, 'utf8');
  header.write(octal(0o644, 8), 100, 'ascii');
  header.write(octal(0, 8), 108, 'ascii');
  header.write(octal(0, 8), 116, 'ascii');
  header.write(octal(size, 12), 124, 'ascii');
  header.write(octal(Math.floor(mtime.getTime() / 1000), 12), 136, 'ascii');
  header.write('        ', 148, 'ascii');
  header.write('0', 156, 'ascii');
  header.write('ustar\0', 257, 'ascii');
  header.write('00', 263, 'ascii');
  let sum = 0;
  for (const byte of header) sum += byte;
  header.write(octal(sum, 7) + ' ', 148, 'ascii');
  return header;
}

export const tarPadding = (size: number): Buffer => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK, 0);
export const tarEnd = (): Buffer => Buffer.alloc(BLOCK * 2, 0);

/** Writes a chunk, waiting for the destination to drain when it asks to. */
export async function writeChunk(out: Writable, chunk: Buffer): Promise<void> {
  if (!out.write(chunk)) await new Promise<void>((resolve, reject) => {
    const onDrain = () => { out.off('error', onError); resolve(); };
    const onError = (error: Error) => { out.off('drain', onDrain); reject(error); };
    out.once('drain', onDrain);
    out.once('error', onError);
  });
}

export interface TarEntry {
  name: string;
  data: Buffer;
}

/**
 * The entries of a `.tar.gz`, one at a time, each read whole into memory (the largest is one
 * uploaded file or one table). A gzip error, a bad header checksum or an end before the two
 * closing zero blocks throws CorruptBackupError.
 */
export async function* readTarGz(file: string): AsyncGenerator<TarEntry> {
  const source = createReadStream(file).pipe(createGunzip());
  const iterator = source[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  let pending: Buffer = Buffer.alloc(0);
  async function take(length: number): Promise<Buffer> {
    while (pending.length < length) {
      let next: IteratorResult<Buffer>;
      try {
        next = await iterator.next();
      } catch (error) {
        throw new CorruptBackupError(error instanceof Error ? error.message : String(error));
      }
      if (next.done) throw new CorruptBackupError('fine inattesa del file');
      pending = pending.length === 0 ? next.value : Buffer.concat([pending, next.value]);
    }
    const out = pending.subarray(0, length);
    pending = pending.subarray(length);
    return out;
  }
  try {
    for (;;) {
      const header = await take(BLOCK);
      if (header.every((byte) => byte === 0)) {
        await take(BLOCK);
        return;
      }
      const stored = parseInt(header.subarray(148, 156).toString('ascii').replace(/\0.*$/s, '').trim(), 8);
      let sum = 0;
      for (let i = 0; i < BLOCK; i += 1) sum += i >= 148 && i < 156 ? 32 : header[i]!;
      if (stored !== sum) throw new CorruptBackupError('intestazione tar non valida');
      const name = header.subarray(0, 100).toString('utf8').replace(/\0.*$/s, '');
      const size = parseInt(header.subarray(124, 136).toString('ascii').replace(/\0.*$/s, '').trim(), 8);
      if (!Number.isSafeInteger(size) || size < 0) throw new CorruptBackupError('dimensione non valida');
      const data = Buffer.from(await take(size));
      await take((BLOCK - (size % BLOCK)) % BLOCK);
      yield { name, data };
    }
  } finally {
    source.destroy();
  }
}
