// GET /api-reference/scalar.js – Scalar's self-contained browser bundle, served by the app itself (the CSP allows only 'self'),
// fetched only by the API reference page.
import { readFile } from 'node:fs/promises';
import path from 'node:path';

export const dynamic = 'force-dynamic';

let bundle: Promise<Buffer> | undefined;

export async function GET(): Promise<Response> {
  bundle ??= readFile(path.join(process.cwd(), 'node_modules/@scalar/api-reference/dist/browser/standalone.js'));
  return new Response(new Uint8Array(await bundle), {
    headers: {
      'content-type': 'text/javascript; charset=utf-8',
      // The page asks for ?v=<package version>: a new version is a new address.
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    },
  });
}
