import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startLocalS3, type LocalS3 } from '../../../test/s3-server';
import { createLocalStorage } from './local-storage';
import { createS3Storage, type S3Storage } from './s3-storage';
import type { Storage } from './storage';

/**
 * One contract, two adapters: what the app relies on from a Storage, checked against the local
 * directory and against a real S3-compatible server on 127.0.0.1.
 */
const MiB = 1024 * 1024;

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const sha = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** A deterministic, non-repeating buffer (so a misplaced part would show). */
function pattern(size: number): Buffer {
  const out = Buffer.alloc(size);
  for (let i = 0; i + 4 <= size; i += 4) out.writeUInt32LE(i, i);
  return out;
}

/** Streams `data` in chunks of odd sizes, as a network upload would arrive. */
function chunked(data: Buffer, chunk = 65_521): Readable {
  return Readable.from(
    (function* () {
      for (let i = 0; i < data.length; i += chunk) yield data.subarray(i, i + chunk);
    })(),
  );
}

interface Adapter {
  name: string;
  setup(): Promise<{ storage: Storage; teardown: () => Promise<void> }>;
}

const adapters: Adapter[] = [
  {
    name: 'local directory',
    setup() {
      const root = mkdtempSync(path.join(tmpdir(), 'sanity-storage-'));
      return Promise.resolve({
        storage: createLocalStorage(root),
        teardown: () => Promise.resolve(rmSync(root, { recursive: true, force: true })),
      });
    },
  },
  {
    name: 'S3-compatible server',
    async setup() {
      const s3: LocalS3 = await startLocalS3();
      const storage: S3Storage = createS3Storage({
        endpoint: s3.endpoint,
        bucket: s3.bucket,
        region: 'us-east-1',
        forcePathStyle: true,
        accessKeyId: s3.accessKeyId,
        secretAccessKey: s3.secretAccessKey,
        // The smallest part S3 allows, so that the multipart path runs with a modest file.
        partSize: 5 * MiB,
      });
      return {
        storage,
        async teardown() {
          storage.close();
          await s3.close();
        },
      };
    },
  },
];

describe.each(adapters)('Storage contract: $name', (adapter) => {
  let storage: Storage;
  let teardown: () => Promise<void>;

  beforeAll(async () => {
    ({ storage, teardown } = await adapter.setup());
  });
  afterAll(() => teardown());

  test('put a Buffer, get it back whole with its type, size, ETag and date', async () => {
    const data = Buffer.from('%PDF-1.4 contenuto di prova\n');
    await storage.put('users/u1/articles/a1/pdfs/1_abcdefgh.pdf', data, 'application/pdf');
    const object = await storage.get('users/u1/articles/a1/pdfs/1_abcdefgh.pdf');
    expect(object).not.toBeNull();
    expect(object!.size).toBe(data.length);
    expect(object!.contentType).toBe('application/pdf');
    expect(object!.etag).toMatch(/^".+"$/);
    expect(object!.lastModified).toBeInstanceOf(Date);
    expect(object!.range).toBeNull();
    expect(await bytesOf(object!.stream)).toEqual(data);
  });

  test('put a stream (many chunks), read it back identical', async () => {
    const data = pattern(300_000);
    await storage.put('users/u1/articles/a1/audios/2_abcdefgh.webm', chunked(data), 'audio/webm');
    const object = await storage.get('users/u1/articles/a1/audios/2_abcdefgh.webm');
    expect(object!.size).toBe(data.length);
    expect(object!.contentType).toBe('audio/webm');
    expect(sha(await bytesOf(object!.stream))).toBe(sha(data));
  });

  test('a stream longer than one part (multipart on S3) arrives whole and in order', async () => {
    const data = pattern(11 * MiB + 123);
    await storage.put('users/u1/articles/a1/videos/3_abcdefgh.mp4', chunked(data), 'video/mp4');
    const info = await storage.stat('users/u1/articles/a1/videos/3_abcdefgh.mp4');
    expect(info).toMatchObject({ size: data.length, contentType: 'video/mp4' });
    const object = await storage.get('users/u1/articles/a1/videos/3_abcdefgh.mp4');
    expect(sha(await bytesOf(object!.stream))).toBe(sha(data));
  });

  test('an empty stream stores an empty object', async () => {
    await storage.put('users/u1/empty.txt', Readable.from([]), 'text/plain');
    expect(await storage.stat('users/u1/empty.txt')).toMatchObject({ size: 0 });
  });

  test('get with a range returns exactly those bytes and the whole size', async () => {
    const data = pattern(100_000);
    const key = 'users/u1/articles/a1/audios/4_abcdefgh.mp3';
    await storage.put(key, data, 'audio/mpeg');
    const middle = await storage.get(key, { start: 1000, end: 1999 });
    expect(middle!.range).toEqual({ start: 1000, end: 1999 });
    expect(middle!.size).toBe(data.length);
    expect(await bytesOf(middle!.stream)).toEqual(data.subarray(1000, 2000));
    const last = await storage.get(key, { start: data.length - 1, end: data.length - 1 });
    expect(await bytesOf(last!.stream)).toEqual(data.subarray(data.length - 1));
    const first = await storage.get(key, { start: 0, end: 0 });
    expect(await bytesOf(first!.stream)).toEqual(data.subarray(0, 1));
  });

  test('stat gives metadata without content; a missing key is null for stat and get', async () => {
    await storage.put('users/u1/avatar/5.webp', Buffer.from('RIFF....WEBP'), 'image/webp');
    const info = await storage.stat('users/u1/avatar/5.webp');
    expect(info).toMatchObject({ size: 12, contentType: 'image/webp' });
    expect(info!.etag).toMatch(/^".+"$/);
    expect(await storage.stat('users/u1/avatar/missing.webp')).toBeNull();
    expect(await storage.get('users/u1/avatar/missing.webp')).toBeNull();
    expect(await storage.get('users/u1/avatar/missing.webp', { start: 0, end: 10 })).toBeNull();
  });

  test('put replaces an object; the ETag follows the content', async () => {
    const key = 'users/u1/replace.txt';
    await storage.put(key, Buffer.from('prima'), 'text/plain');
    const before = await storage.stat(key);
    await storage.put(key, Buffer.from('dopo, più lungo'), 'text/plain');
    const after = await storage.get(key);
    expect(await text(after!.stream)).toBe('dopo, più lungo');
    expect(after!.etag).not.toBe(before!.etag);
  });

  test('delete removes the object; deleting a missing key is not an error', async () => {
    const key = 'users/u1/articles/a1/images/6_abcdefgh.png';
    await storage.put(key, Buffer.from('png'), 'image/png');
    await storage.delete(key);
    expect(await storage.stat(key)).toBeNull();
    expect(await storage.get(key)).toBeNull();
    await expect(storage.delete(key)).resolves.toBeUndefined();
  });

  test('unsafe keys are refused on write and not found on read', async () => {
    await expect(storage.put('../escape.txt', Buffer.from('x'), 'text/plain')).rejects.toThrow();
    await expect(storage.put('users//x.txt', Buffer.from('x'), 'text/plain')).rejects.toThrow();
    await expect(storage.put('users/.meta/x.txt', Buffer.from('x'), 'text/plain')).rejects.toThrow();
    expect(await storage.get('../escape.txt')).toBeNull();
    expect(await storage.stat('/etc/passwd')).toBeNull();
  });

  test('a stream that fails mid-way stores nothing', async () => {
    const key = 'users/u1/articles/a1/videos/7_abcdefgh.mp4';
    const failing = Readable.from(
      (function* () {
        // Past two parts, so on S3 the multipart upload has begun when the source fails.
        yield pattern(6 * MiB);
        yield pattern(6 * MiB);
        throw new Error('connessione interrotta');
      })(),
    );
    await expect(storage.put(key, failing, 'video/mp4')).rejects.toThrow('connessione interrotta');
    expect(await storage.stat(key)).toBeNull();
  });
});
