import 'server-only';
import type { PictureWidth } from '@/lib/config/pictures';
import { isResizable, pictureVariant } from './picture-variant';
import type { StoredFileRow } from './read-stored-file';

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
  const asciiName = file.originalName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const disposition = `${isPublicImage ? 'inline' : 'attachment'}; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(file.originalName)}`;
  return new Response(Buffer.from(data), {
    status: 200,
    headers: {
      'content-type': file.contentType,
      'content-length': String(data.byteLength),
      'content-disposition': disposition,
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
      'cache-control': file.visibility === 'PUBLIC' ? 'public, max-age=31536000, immutable' : 'private, no-store',
    },
  });
}
