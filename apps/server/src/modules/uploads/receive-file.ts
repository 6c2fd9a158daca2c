import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { AppError } from '../../lib/app-error';
import { malformedForm } from '../../lib/multipart-form';

class TooLarge extends Error {}

/** A received upload waiting in a temporary file to be checked; `discard()` removes it (call it in a finally). */
export interface ReceivedFile {
  path: string;
  size: number;
  discard(): Promise<void>;
}

/**
 * Writes an uploaded file's stream to a temporary file (mode 0600) while counting it: past
 * `maxBytes` the reading stops at once and `tooLarge()` is thrown, nothing kept; a form that breaks
 * off inside the file (the parser fails the stream) is 400 'Il modulo inviato non è valido.'.
 * The content is checked afterwards from the file (its type by its bytes, never its name).
 */
export async function receiveFile(stream: Readable, options: { maxBytes: number; tmpDir: string; tooLarge: () => AppError }): Promise<ReceivedFile> {
  const file = path.join(options.tmpDir, `sanity-upload-${randomUUID()}`);
  const discard = () => rm(file, { force: true });
  let size = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      if (size > options.maxBytes) return callback(new TooLarge());
      callback(null, chunk);
    },
  });
  // Which side failed first: the parser fails the source itself (maybe before we get here), a full
  // disk fails the target; pipeline() then destroys the other side with the same error.
  let failedFirst: 'source' | 'target' | undefined = stream.errored ? 'source' : undefined;
  stream.once('error', () => (failedFirst ??= 'source'));
  const target = createWriteStream(file, { flags: 'wx', mode: 0o600 }).once('error', () => (failedFirst ??= 'target'));
  try {
    await pipeline(stream, counter, target);
  } catch (error) {
    await discard();
    if (error instanceof TooLarge) throw options.tooLarge();
    if (failedFirst === 'source') throw malformedForm();
    throw error;
  }
  return { path: file, size, discard };
}
