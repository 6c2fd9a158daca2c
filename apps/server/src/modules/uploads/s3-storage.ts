import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
  type CompletedPart,
} from '@aws-sdk/client-s3';
import type { FastifyBaseLogger } from 'fastify';
import { Readable } from 'node:stream';
import { assertValidKey, contentTypeFromKey, isValidKey, type ByteRange, type ObjectInfo, type Storage, type StoredObject } from './storage';

export interface S3StorageOptions {
  /** http(s) URL of the S3-compatible server, e.g. https://s3.eu-south-1.amazonaws.com or http://127.0.0.1:9000 */
  endpoint: string;
  bucket: string;
  region: string;
  /** ENDPOINT/BUCKET/key addressing (MinIO, most self-hosted servers) instead of BUCKET.ENDPOINT/key. */
  forcePathStyle: boolean;
  /** Both or neither; neither means the AWS SDK's default credential chain. */
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  /** Streams longer than one part go up as a multipart upload of parts this large (S3's minimum is 5 MiB). */
  partSize?: number;
  logger?: FastifyBaseLogger;
}

export interface S3Storage extends Storage {
  /** Throws unless the bucket answers within `timeoutMs` (the readiness check, GET /api/health/ready). */
  check(timeoutMs: number): Promise<void>;
  /** Every object's key, sorted, without the readiness probe; stops after `limit` when given (backups). */
  listKeys(limit?: number): Promise<string[]>;
  /** Closes the client's pooled connections (on app close). */
  close(): void;
}

const MiB = 1024 * 1024;
export const DEFAULT_PART_SIZE = 8 * MiB;
const MIN_PART_SIZE = 5 * MiB;
/** The readiness check's object: a leading dot is no valid key (storage.ts), so /media never serves it. */
const PROBE_KEY = '.sanity-readiness';

/** S3 reports a missing object as NoSuchKey (GET) or NotFound (HEAD), always with status 404. */
function isNotFound(error: unknown): boolean {
  const e = error as { name?: unknown; $metadata?: { httpStatusCode?: unknown } } | undefined;
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
}

/** `Content-Range: bytes 0-99/1234` → its range and total; null when absent or unreadable. */
function parseContentRange(header: string | undefined): { start: number; end: number; total: number } | null {
  const match = header ? /^bytes (\d+)-(\d+)\/(\d+)$/.exec(header.trim()) : null;
  return match ? { start: Number(match[1]), end: Number(match[2]), total: Number(match[3]) } : null;
}

/** The first `length` bytes of a stream; the rest is not read (the source is destroyed). */
function firstBytes(source: Readable, length: number): Readable {
  let left = length;
  const out = new Readable({ read: () => source.resume() });
  source.on('data', (chunk: Buffer) => {
    if (left <= 0) return;
    const piece = chunk.length > left ? chunk.subarray(0, left) : chunk;
    left -= piece.length;
    if (!out.push(piece)) source.pause();
    if (left === 0) {
      out.push(null);
      source.destroy();
    }
  });
  source.on('end', () => left > 0 && out.push(null));
  source.on('error', (error) => out.destroy(error));
  out.on('close', () => source.destroy());
  return out;
}

/** Cuts a stream into buffers of exactly `size` bytes (the last one shorter), holding one part at a time. */
async function* partsOf(stream: Readable, size: number): AsyncGenerator<Buffer> {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  for await (const chunk of stream) {
    let buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
    while (pendingBytes + buffer.length >= size) {
      const take = size - pendingBytes;
      pending.push(buffer.subarray(0, take));
      yield Buffer.concat(pending, size);
      buffer = buffer.subarray(take);
      pending = [];
      pendingBytes = 0;
    }
    if (buffer.length > 0) {
      pending.push(buffer);
      pendingBytes += buffer.length;
    }
  }
  if (pendingBytes > 0) yield Buffer.concat(pending, pendingBytes);
}

/**
 * Storage on S3-compatible object storage (DESIGN "files": what several app instances share).
 *
 * - put: a Buffer, or a stream that fits in one part, is one PutObject. A longer stream is a
 *   multipart upload of `partSize` parts sent one after the other, so memory stays at about two
 *   parts per upload whatever the file's size, and a half-sent file is never visible: S3 shows
 *   the object only once CompleteMultipartUpload succeeds (on failure the upload is aborted).
 * - get: GetObject, with `Range: bytes=start-end` for a range; stat: HeadObject; delete: DeleteObject.
 * - The SDK's newer default of sending CRC32 checksums in an aws-chunked trailer is switched to
 *   "when required": many S3-compatible servers (older MinIO, Ceph, the test server) reject it,
 *   and the payload is signed with its SHA-256 anyway.
 */
export function createS3Storage(options: S3StorageOptions): S3Storage {
  const { bucket, logger } = options;
  const partSize = Math.max(options.partSize ?? DEFAULT_PART_SIZE, MIN_PART_SIZE);
  const client = new S3Client({
    endpoint: options.endpoint,
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    ...(options.accessKeyId && options.secretAccessKey
      ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } }
      : {}),
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 120_000 },
  });
  if (options.forcePathStyle) {
    // A listing goes to `/bucket/?list-type=2`; some S3-compatible servers (s3rver, the tests')
    // sign the path without the trailing slash and refuse it. `/bucket?…` is valid everywhere.
    client.middlewareStack.add(
      (next) => (args) => {
        const request = args.request as { path?: unknown };
        if (typeof request.path === 'string') request.path = request.path.replace(/\/$/, '');
        return next(args);
      },
      { step: 'build', name: 'bucketPathWithoutSlash' },
    );
  }

  const putObject = (key: string, body: Buffer, contentType: string) =>
    client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentLength: body.length, ContentType: contentType }));

  async function multipartUpload(key: string, contentType: string, parts: AsyncIterator<Buffer>, first: Buffer, second: Buffer) {
    const { UploadId } = await client.send(new CreateMultipartUploadCommand({ Bucket: bucket, Key: key, ContentType: contentType }));
    if (!UploadId) throw new Error('S3: CreateMultipartUpload senza UploadId');
    const completed: CompletedPart[] = [];
    const send = async (body: Buffer) => {
      const PartNumber = completed.length + 1;
      const { ETag } = await client.send(
        new UploadPartCommand({ Bucket: bucket, Key: key, UploadId, PartNumber, Body: body, ContentLength: body.length }),
      );
      completed.push({ PartNumber, ETag });
    };
    try {
      await send(first);
      await send(second);
      for (let next = await parts.next(); !next.done; next = await parts.next()) await send(next.value);
      await client.send(new CompleteMultipartUploadCommand({ Bucket: bucket, Key: key, UploadId, MultipartUpload: { Parts: completed } }));
    } catch (error) {
      // Best effort: a server that cannot abort keeps the parts until its own lifecycle rule removes them.
      await client
        .send(new AbortMultipartUploadCommand({ Bucket: bucket, Key: key, UploadId }))
        .catch((abortError: unknown) => logger?.warn({ err: abortError, key }, 'S3 multipart upload not aborted'));
      throw error;
    }
  }

  return {
    async put(key, data, contentType) {
      assertValidKey(key);
      if (Buffer.isBuffer(data)) {
        await putObject(key, data, contentType);
        return;
      }
      const parts = partsOf(data, partSize);
      try {
        const first = await parts.next();
        if (first.done) return void (await putObject(key, Buffer.alloc(0), contentType));
        const second = await parts.next();
        if (second.done) return void (await putObject(key, first.value, contentType));
        await multipartUpload(key, contentType, parts, first.value, second.value);
      } catch (error) {
        data.destroy();
        throw error;
      }
    },

    async get(key, range?: ByteRange): Promise<StoredObject | null> {
      if (!isValidKey(key)) return null;
      let output;
      try {
        output = await client.send(
          new GetObjectCommand({ Bucket: bucket, Key: key, ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}) }),
        );
      } catch (error) {
        // A range past the end can only mean the object changed since it was checked: gone, as far as this read goes.
        if (isNotFound(error) || (error as { name?: unknown } | undefined)?.name === 'InvalidRange') return null;
        throw error;
      }
      const body = output.Body;
      if (!(body instanceof Readable)) throw new Error('S3: GetObject senza corpo leggibile');
      const sent = range ? parseContentRange(output.ContentRange) : null;
      const size = sent?.total ?? output.ContentLength ?? 0;
      let stream: Readable = body;
      let served: ByteRange | null = null;
      if (range && sent) {
        served = { start: sent.start, end: sent.end };
        // Some S3-compatible servers send more than asked (e.g. `bytes=0-0` as the whole object): keep what was asked.
        if (sent.start === range.start && sent.end > range.end) {
          stream = firstBytes(body, range.end - range.start + 1);
          served = range;
        }
      }
      // A server that ignores Range answers 200 with the whole object: then range is null and so do we.
      return {
        size,
        contentType: output.ContentType ?? contentTypeFromKey(key),
        etag: output.ETag ?? `"${size.toString(36)}"`,
        lastModified: output.LastModified ?? new Date(0),
        stream,
        range: served,
      };
    },

    async stat(key): Promise<ObjectInfo | null> {
      if (!isValidKey(key)) return null;
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
        const size = head.ContentLength ?? 0;
        return {
          size,
          contentType: head.ContentType ?? contentTypeFromKey(key),
          etag: head.ETag ?? `"${size.toString(36)}"`,
          lastModified: head.LastModified ?? new Date(0),
        };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },

    async delete(key) {
      assertValidKey(key);
      // DeleteObject of a missing key succeeds on S3.
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },

    async check(timeoutMs) {
      const abortSignal = AbortSignal.timeout(timeoutMs);
      try {
        await client.send(new HeadObjectCommand({ Bucket: bucket, Key: PROBE_KEY }), { abortSignal });
        return;
      } catch (error) {
        // Without s3:ListBucket, S3 answers a missing key with 403; anything else (network, 5xx) is a failure.
        if (!isNotFound(error) && (error as { $metadata?: { httpStatusCode?: unknown } } | undefined)?.$metadata?.httpStatusCode !== 403) throw error;
      }
      // Writing the probe proves what HeadBucket would (bucket exists, credentials accepted) with only
      // the object permissions the app needs anyway; the next checks find it.
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: PROBE_KEY, Body: 'ok', ContentLength: 2, ContentType: 'text/plain' }), { abortSignal });
    },

    async listKeys(limit) {
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }));
        for (const object of page.Contents ?? []) {
          if (object.Key && isValidKey(object.Key)) keys.push(object.Key);
          if (limit !== undefined && keys.length >= limit) return keys;
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return keys.sort();
    },

    close() {
      client.destroy();
    },
  };
}
