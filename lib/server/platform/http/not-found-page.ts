import 'server-only';
import { redirect, RedirectType } from 'next/navigation';
import { NOT_FOUND_PATH } from '@/lib/config/not-found';
import { localePath } from '@/lib/i18n/paths';
import { boundaryLocale } from '@/lib/i18n/server';
import { AppError, statusForCode } from '@/lib/server/platform/http/errors';

/**
 * What a page (or layout) calls where Next's notFound() was: the 404 page of the page's language,
 * drawn on the server (issue 57). A notFound() thrown while a page renders is answered 404 with an
 * empty document (`<html id="__next_error__">`, no body, no `lang`) and the not-found boundary is drawn
 * by the browser only: React's server renderer runs no error boundaries, so the error ends the whole
 * server render and Next falls back to that shell (vercel/next.js#62228, open in Next 16.4; a
 * not-found.tsx at any level, or a notFound() in generateMetadata, ends the same way). Without
 * JavaScript — a data-saver browser, a weak link, a crawler — the page was blank. The 404 page of an
 * address no route matches (app/global-not-found.tsx) is a page of its own, drawn on the server with
 * status 404: the visitor is sent there (307, then 404), in the language of the page they asked for.
 *
 * `.catch(notFoundUnlessBroken)` where a service's lookup throws; `return notFoundPage()` in an `if`,
 * so that TypeScript knows the rest of the page runs only with what was found.
 */
export async function notFoundPage(): Promise<never> {
  redirect(localePath(await boundaryLocale(), NOT_FOUND_PATH), RedirectType.replace);
}

/**
 * A page's lookup that failed: what the service refused (not found, not yours, not a valid id: its
 * AppError of a 4xx status) is the 404 page; anything else — the database down, a bug, Next's own
 * redirect — goes on to the error boundary and the log, never reads as "this page does not exist".
 */
export async function notFoundUnlessBroken(error: unknown): Promise<never> {
  if (error instanceof AppError && statusForCode(error.code) < 500) return notFoundPage();
  throw error;
}
