import { createReadStream, createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { extract, pack } from 'tar-stream';

/** The Italian error of a damaged or cut-off archive; restore prints it as is. */
export class CorruptBackupError extends Error {
  constructor(detail: string, options?: ErrorOptions) {
    super(`Il file di backup è danneggiato o incompleto (${detail}): non è stato ripristinato nulla.`, options);
    this.name = 'CorruptBackupError';
  }
}

export interface TarEntry {
  name: string;
  data: Buffer;
}

/**
 * Writes `entries` (read one at a time, so only one is in memory) as a `.tar.gz` at `file`
 * with mode 0600; any `tar` can list and extract it.
 */
export async function writeTarGz(file: string, entries: AsyncIterable<TarEntry>, mtime: Date): Promise<void> {
  const archive = pack();
  const written = pipeline(archive, createGzip({ level: 6 }), createWriteStream(file, { mode: 0o600 }));
  try {
    for await (const { name, data } of entries) {
      await new Promise<void>((resolve, reject) => {
        archive.entry({ name, size: data.length, mtime, mode: 0o644 }, data, (error) => (error ? reject(error) : resolve()));
      });
    }
    archive.finalize();
  } catch (error) {
    archive.destroy(error instanceof Error ? error : new Error(String(error)));
  }
  await written;
}

/**
 * The entries of a `.tar.gz`, one at a time, each read whole into memory (the largest is one
 * uploaded file or one table). A gzip or tar error, or a file cut off, throws CorruptBackupError.
 */
export async function* readTarGz(file: string): AsyncGenerator<TarEntry> {
  const entries = extract();
  const read = pipeline(createReadStream(file), createGunzip(), entries);
  // The pipeline's failure surfaces through the iterator too; this only keeps it from being unhandled.
  read.catch(() => undefined);
  try {
    for await (const entry of entries) {
      const chunks: Buffer[] = [];
      for await (const chunk of entry) chunks.push(chunk as Buffer);
      yield { name: entry.header.name, data: Buffer.concat(chunks) };
    }
    await read;
  } catch (error) {
    // zlib's errors (a cut-off or damaged gzip stream) carry a Z_ code; tar-stream's do not.
    const zlib = typeof (error as { code?: unknown }).code === 'string' && (error as { code: string }).code.startsWith('Z_');
    throw new CorruptBackupError(zlib ? 'compressione non valida o file tagliato' : 'archivio tar non valido', { cause: error });
  } finally {
    entries.destroy();
  }
}
