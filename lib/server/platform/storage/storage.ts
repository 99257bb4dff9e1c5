import 'server-only';
import path from 'node:path';
import { LocalStorage } from './local-storage';
import { S3Storage } from './s3-storage';
import type { FileStorage } from './file-storage';
import { env } from '@/lib/server/env';

let storage: FileStorage | undefined;

/**
 * S3_BUCKET set → S3 (S3_REGION, S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY,
 * S3_FORCE_PATH_STYLE). Otherwise STORAGE_DIR, by default `<DATA_DIR>/uploads` (./data/uploads),
 * which is outside public/ so nothing is ever served without the access check.
 */
export function getStorage(): FileStorage {
  if (storage) return storage;
  const e = env();
  if (e.S3_BUCKET) {
    storage = new S3Storage({
      bucket: e.S3_BUCKET,
      region: e.S3_REGION,
      endpoint: e.S3_ENDPOINT,
      accessKeyId: e.S3_ACCESS_KEY_ID ?? '',
      secretAccessKey: e.S3_SECRET_ACCESS_KEY ?? '',
      forcePathStyle: e.S3_FORCE_PATH_STYLE || Boolean(e.S3_ENDPOINT),
    });
  } else {
    storage = new LocalStorage(e.STORAGE_DIR || path.join(e.DATA_DIR, 'uploads'));
  }
  return storage;
}

export function setStorageForTests(value: FileStorage | undefined): void {
  storage = value;
}
