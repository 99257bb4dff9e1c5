import 'server-only';
import sharp from 'sharp';
import type { PictureWidth } from '@/lib/config/pictures';

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
 * memory budget allows; browsers keep it for a year (immutable).
 */
export async function pictureVariant(fileId: string, data: Uint8Array, width: PictureWidth): Promise<Uint8Array> {
  const key = `${fileId}:${width}`;
  const hit = cache.get(key);
  if (hit) {
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  const resized = new Uint8Array(await sharp(data, { failOn: 'error' }).resize({ width, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer());
  cache.set(key, resized);
  cachedBytes += resized.byteLength;
  for (const [oldKey, old] of cache) {
    if (cachedBytes <= MAX_CACHED_BYTES) break;
    cache.delete(oldKey);
    cachedBytes -= old.byteLength;
  }
  return resized;
}
