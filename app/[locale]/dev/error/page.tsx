import type { Metadata } from 'next';
import { connection } from 'next/server';
import { getSessionUser } from '@/lib/server/auth/get-session-user';
import { isAdmin } from '@/lib/server/auth/require-user';
import { env } from '@/lib/server/env';
import { notFoundPage } from '@/lib/server/platform/http/not-found-page';

export const metadata: Metadata = { title: 'Error page check', robots: { index: false } };

/**
 * Fails on purpose, so that an operator can see the error page and find its request id in the server
 * log (e2e/error-page.spec.ts does the same). Open to ADMIN accounts only in production.
 */
export default async function ErrorCheckPage() {
  await connection();
  if (env().NODE_ENV === 'production' && !isAdmin(await getSessionUser())) return notFoundPage();
  throw new Error('Error page check: this page fails on purpose.');
}
