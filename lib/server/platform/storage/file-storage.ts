import 'server-only';
import type { Readable } from 'node:stream';

// The blob interface and its key rule, apart from getStorage() so the adapters (local-storage.ts,
// s3-storage.ts) import them without an import cycle through the adapter choice.

/**
 * Blob storage behind one interface: local disk (default) or any S3-compatible bucket. Uploads are
 * small (checked in memory first) and use put/get; what may be large — a person's data export, the
 * files it gathers — moves as a stream (putFile, getStream), in memory bounded by a chunk.
 */
export interface FileStorage {
  readonly kind: 'local' | 's3';
  put(key: string, data: Uint8Array, contentType: string): Promise<void>;
  /** null when the key does not exist. */
  get(key: string): Promise<Uint8Array | null>;
  /** The blob as a stream, never read whole; null when the key does not exist. */
  getStream(key: string): Promise<Readable | null>;
  /** Stores a file from local disk, streamed (a ZIP built on disk first); the file is left in place. */
  putFile(key: string, filePath: string, contentType: string): Promise<void>;
  delete(key: string): Promise<void>;
}

/** Generated keys only: `<purpose>/<uuid>.<ext>`. Anything else is refused before touching disk. */
const STORAGE_KEY_PATTERN = /^[a-z0-9-]{1,40}\/[0-9a-f-]{36}\.[a-z0-9]{1,5}$/;

export function assertStorageKey(key: string): void {
  if (!STORAGE_KEY_PATTERN.test(key)) throw new Error(`Invalid storage key: ${key}`);
}
