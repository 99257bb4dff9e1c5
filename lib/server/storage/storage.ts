import 'server-only';
import path from 'node:path';
import { LocalStorage } from './local-storage';
import { S3Storage } from './s3-storage';

/** Blob storage behind one interface: local disk (default) or any S3-compatible bucket. */
export interface FileStorage {
  readonly kind: 'local' | 's3';
  put(key: string, data: Uint8Array, contentType: string): Promise<void>;
  /** null when the key does not exist. */
  get(key: string): Promise<Uint8Array | null>;
  delete(key: string): Promise<void>;
}

let storage: FileStorage | undefined;

/**
 * S3_BUCKET set → S3 (S3_REGION, S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY,
 * S3_FORCE_PATH_STYLE). Otherwise STORAGE_DIR, by default `<DATA_DIR>/uploads` (./data/uploads),
 * which is outside public/ so nothing is ever served without the access check.
 */
export function getStorage(): FileStorage {
  if (storage) return storage;
  if (process.env.S3_BUCKET) {
    storage = new S3Storage({
      bucket: process.env.S3_BUCKET,
      region: process.env.S3_REGION || 'us-east-1',
      endpoint: process.env.S3_ENDPOINT,
      accessKeyId: process.env.S3_ACCESS_KEY_ID ?? '',
      secretAccessKey: process.env.S3_SECRET_ACCESS_KEY ?? '',
      forcePathStyle: process.env.S3_FORCE_PATH_STYLE === 'true' || Boolean(process.env.S3_ENDPOINT),
    });
  } else {
    storage = new LocalStorage(process.env.STORAGE_DIR || path.join(process.env.DATA_DIR || './data', 'uploads'));
  }
  return storage;
}

export function setStorageForTests(value: FileStorage | undefined): void {
  storage = value;
}

/** Generated keys only: `<purpose>/<uuid>.<ext>`. Anything else is refused before touching disk. */
export const STORAGE_KEY_PATTERN = /^[a-z0-9-]{1,40}\/[0-9a-f-]{36}\.[a-z0-9]{1,5}$/;

export function assertStorageKey(key: string): void {
  if (!STORAGE_KEY_PATTERN.test(key)) throw new Error(`Invalid storage key: ${key}`);
}
