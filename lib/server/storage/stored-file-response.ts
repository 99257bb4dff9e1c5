import 'server-only';
import type { StoredFileRow } from './read-stored-file';

/**
 * Private documents always download (attachment); public pictures display inline. Either way the
 * browser may not sniff another type, and a sandbox CSP keeps a crafted file from running script.
 */
export function storedFileResponse(file: StoredFileRow, data: Uint8Array): Response {
  const isPublicImage = file.visibility === 'PUBLIC' && file.contentType.startsWith('image/');
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
