import { constants } from 'node:fs';
import { access, mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import { createLocalStorage, listLocalKeys } from './local-storage';
import { createS3Storage } from './s3-storage';
import type { Storage } from './storage';

export interface ConfiguredStorage {
  storage: Storage;
  /** 'local' (DATA_DIR/uploads) or 's3'. */
  kind: 'local' | 's3';
  /** Throws unless the storage can be used now: the bucket answers, or the directory is writable (readiness). */
  check(timeoutMs: number): Promise<void>;
  /** Every stored object's key, sorted; the first `limit` only when given (backups). */
  listKeys(limit?: number): Promise<string[]>;
  /** Releases what the adapter holds (the S3 client's connections); call on app close. */
  close(): void;
}

/** The storage the configuration asks for: S3 when S3_ENDPOINT and S3_BUCKET are set, else DATA_DIR/uploads. */
export function createStorage(
  config: Pick<
    Config,
    'DATA_DIR' | 's3Enabled' | 'S3_ENDPOINT' | 'S3_BUCKET' | 'S3_REGION' | 'S3_FORCE_PATH_STYLE' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY'
  >,
  logger?: FastifyBaseLogger,
): ConfiguredStorage {
  if (config.s3Enabled && config.S3_ENDPOINT && config.S3_BUCKET) {
    const storage = createS3Storage({
      endpoint: config.S3_ENDPOINT,
      bucket: config.S3_BUCKET,
      region: config.S3_REGION,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      ...(logger ? { logger: logger.child({ module: 's3-storage' }) } : {}),
    });
    return { storage, kind: 's3', check: (timeoutMs) => storage.check(timeoutMs), listKeys: (limit) => storage.listKeys(limit), close: () => storage.close() };
  }
  const root = path.join(config.DATA_DIR, 'uploads');
  return {
    storage: createLocalStorage(root),
    kind: 'local',
    // An upload would create the directory too; doing it here reports an unwritable DATA_DIR before a user meets it.
    check: async () => {
      await mkdir(root, { recursive: true });
      await access(root, constants.W_OK);
    },
    listKeys: async (limit) => (await listLocalKeys(root)).slice(0, limit),
    close: () => undefined,
  };
}
