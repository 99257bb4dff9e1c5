import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Metadata } from 'next';
import { connection } from 'next/server';
import { ApiReference } from '@/components/api-reference/api-reference';
import { APP_NAME } from '@/lib/config/app';

export const metadata: Metadata = { title: `${APP_NAME} API reference`, robots: { index: false } };

const version = (
  JSON.parse(readFileSync(path.join(process.cwd(), 'node_modules/@scalar/api-reference/package.json'), 'utf8')) as { version: string }
).version;

/**
 * The reference of /api/v1 (the OpenAPI document at /api/v1/openapi.json), drawn by Scalar. The
 * bundle (about 1 MB compressed) loads on this page only. Rendered per request, so the page carries
 * the nonce CSP; Scalar adds only style elements and fetches from this origin.
 */
export default async function ApiReferencePage() {
  await connection();
  return (
    <main>
      <ApiReference version={version} />
    </main>
  );
}
