import 'server-only';
import sharp from 'sharp';
import type { PictureWidth } from '@/lib/config/pictures';
import { MAX_PICTURE_INPUT_PIXELS } from './check-upload';

/** Formats sharp re-encodes; an SVG or a GIF is served as it is. */
const RESIZABLE = new Set(['image/webp', 'image/jpeg', 'image/png', 'image/avif']);
/** Variants kept in memory, newest last (a Map keeps insertion order): a few hundred small WebPs. */
const MAX_CACHED_BYTES = 16 * 1024 * 1024;
const cache = new Map<string, Uint8Array>();
let cachedBytes = 0;

export function isResizable(contentType: string): boolean {
  return RESIZABLE.has(contentType);
}

/**
 * A public picture at `width` px wide (square pictures stay square), as WebP. A stored file never
 * changes (a new upload is a new file id), so a variant is made once per process and kept while the
 * memory budget allows; browsers keep it for a year (immutable). Throws when the stored bytes do not
 * decode (or claim too many pixels): uploads are re-encoded now, but a file stored before that was not.
 */
export async function pictureVariant(fileId: string, data: Uint8Array, width: PictureWidth): Promise<Uint8Array> {
  const key = `${fileId}:${width}`;
  const hit = cache.get(key);
  if (hit) {
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  const resized = new Uint8Array(
    await sharp(data, { failOn: 'error', limitInputPixels: MAX_PICTURE_INPUT_PIXELS })
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer(),
  );
  cache.set(key, resized);
  cachedBytes += resized.byteLength;
  for (const [oldKey, old] of cache) {
    if (cachedBytes <= MAX_CACHED_BYTES) break;
    cache.delete(oldKey);
    cachedBytes -= old.byteLength;
  }
  return resized;
}
