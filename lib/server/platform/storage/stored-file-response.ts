import 'server-only';
import type { PictureWidth } from '@/lib/config/pictures';
import { isResizable, pictureVariant } from './picture-variant';
import type { StoredFileRow } from './read-stored-file';

/** `attachment; filename="…"; filename*=UTF-8''…` with a name no header can be split by. */
function disposition(kind: 'inline' | 'attachment', name: string): string {
  const asciiName = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${kind}; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * Private documents always download (attachment); public pictures display inline. Either way the
 * browser may not sniff another type, and a sandbox CSP keeps a crafted file from running script.
 * A public picture asked for at a width (`?w=`) is that size's WebP, cached for a year like the original.
 */
export async function storedFileResponse(file: StoredFileRow, data: Uint8Array, width?: PictureWidth): Promise<Response> {
  const isPublicImage = file.visibility === 'PUBLIC' && file.contentType.startsWith('image/');
  // Only a public picture is resized; any other file ignores `w` and goes out as stored.
  // One that does not decode (stored before uploads were re-encoded) goes out as stored: never a 500.
  const variant =
    width && isPublicImage && isResizable(file.contentType) ? await pictureVariant(file.id, data, width).catch(() => null) : null;
  if (variant) {
    data = variant;
    file = { ...file, contentType: 'image/webp', originalName: file.originalName.replace(/\.[^.]*$/, '') + '.webp' };
  }
  return new Response(Buffer.from(data), {
    status: 200,
    headers: {
      'content-type': file.contentType,
      'content-length': String(data.byteLength),
      'content-disposition': disposition(isPublicImage ? 'inline' : 'attachment', file.originalName),
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
      'cache-control': file.visibility === 'PUBLIC' ? 'public, max-age=31536000, immutable' : 'private, no-store',
    },
  });
}

/**
 * The types a private document may be shown in the browser as (the ID uploads' image and PDF
 * types, checked by magic bytes at upload): never HTML, SVG or anything else that can carry script.
 */
export const INLINE_DOCUMENT_TYPES: readonly string[] = ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'application/pdf'];

/**
 * A private document shown in place (the verification desk's preview) instead of downloaded: only
 * an image or PDF type, under a CSP that loads nothing, embeds nothing and runs nothing (sandbox,
 * no plugins but the browser's own PDF viewer), never cached, never framed by another site.
 */
export function inlineDocumentResponse(file: StoredFileRow, data: Uint8Array): Response {
  if (!INLINE_DOCUMENT_TYPES.includes(file.contentType)) throw new Error(`Not an inline document type: ${file.contentType}`);
  return new Response(Buffer.from(data), {
    status: 200,
    headers: {
      'content-type': file.contentType,
      'content-length': String(data.byteLength),
      'content-disposition': disposition('inline', file.originalName),
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; img-src 'self'; object-src 'none'; frame-ancestors 'none'; sandbox",
      'cross-origin-resource-policy': 'same-origin',
      'referrer-policy': 'no-referrer',
      'cache-control': 'private, no-store',
    },
  });
}
