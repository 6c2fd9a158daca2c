import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { fixture, pngBytes } from '../../../test/upload-fixtures';
import { AppError } from '../../lib/app-error';
import { createArticleUploadsService } from './article-uploads.service';
import { createLocalStorage } from './local-storage';

/** The service alone: nothing is left behind, in the temporary directory or the storage, whatever happens. */
let root: string;
let tmp: string;
let service: ReturnType<typeof createArticleUploadsService>;
let sourceRead = 0;

const MB = 1024 * 1024;

/** A stream of `size` bytes starting with `head`, counting how much of it was pulled. */
function source(head: Buffer, size: number): Readable {
  let sent = 0;
  return new Readable({
    read() {
      if (sent >= size) return void this.push(null);
      const chunk = sent === 0 ? head : Buffer.alloc(Math.min(64 * 1024, size - sent));
      sent += chunk.length;
      sourceRead = sent;
      this.push(chunk);
    },
  });
}

const files = (dir: string) => readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'sanity-uploads-root-'));
  tmp = mkdtempSync(path.join(tmpdir(), 'sanity-uploads-tmp-'));
  service = createArticleUploadsService({
    storage: createLocalStorage(root),
    articles: {
      getUploadTarget: (userId, draftId) => {
        if (draftId !== 'bozza1') return Promise.reject(new AppError(404, 'Articolo non trovato'));
        if (userId !== 'autore') return Promise.reject(new AppError(403, 'no'));
        return Promise.resolve({});
      },
    },
    logger: pino({ level: 'silent' }),
    tmpDir: tmp,
    now: () => 1_700_000_000_000,
  });
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
  rmSync(tmp, { recursive: true, force: true });
});

describe('article uploads service', () => {
  test('an accepted file lands at the spec key; the temporary copy is gone', async () => {
    const png = await pngBytes();
    const stored = await service.store({ uid: 'autore', draftId: 'bozza1', kind: 'image', fileName: 'foto.png', stream: Readable.from([png]) });
    expect(stored.url).toMatch(/^\/media\/users\/autore\/articles\/bozza1\/images\/1700000000000_[0-9a-f]{8}\.png$/);
    expect(files(root).map((e) => path.relative(root, path.join(e.parentPath, e.name))).sort()).toEqual([
      `.meta/${stored.url.slice('/media/'.length)}.json`,
      stored.url.slice('/media/'.length),
    ]);
    expect(files(tmp)).toEqual([]);
  });

  test('over the limit: reading stops right after the limit, nothing stored, nothing left in tmp', async () => {
    const png = await pngBytes();
    const error = await service
      .store({ uid: 'autore', draftId: 'bozza1', kind: 'image', fileName: 'x.png', stream: source(png, 40 * MB) })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 413, message: 'File troppo grande. Dimensione massima: 10 MB' });
    expect(sourceRead).toBeLessThan(11 * MB);
    expect(files(root)).toEqual([]);
    expect(files(tmp)).toEqual([]);
  });

  test('a wrong type: nothing stored, nothing left in tmp', async () => {
    await expect(
      service.store({ uid: 'autore', draftId: 'bozza1', kind: 'pdf', fileName: 'r.pdf', stream: Readable.from([fixture('recording-opus.webm')]) }),
    ).rejects.toMatchObject({ status: 400 });
    expect(files(root)).toEqual([]);
    expect(files(tmp)).toEqual([]);
  });

  test('the target check: unknown draft 404, not the author 403, unsafe ids 404 without asking', async () => {
    await expect(service.checkTarget('autore', 'bozza1')).resolves.toBeUndefined();
    await expect(service.checkTarget('autore', 'altra')).rejects.toMatchObject({ status: 404 });
    await expect(service.checkTarget('intruso', 'bozza1')).rejects.toMatchObject({ status: 403 });
    await expect(service.checkTarget('autore', '..')).rejects.toMatchObject({ status: 404 });
    await expect(service.checkTarget('autore', '.meta')).rejects.toMatchObject({ status: 404 });
  });
});
