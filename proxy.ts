import { NextResponse, type NextRequest } from 'next/server';
import { resolveAccess, ruleForPath } from '@/lib/auth/access-rules';
import { NOT_FOUND_PATH } from '@/lib/config/not-found';
import {
  CHOOSE_LANGUAGE_PARAM,
  DEFAULT_LOCALE,
  LOCALE_COOKIE,
  LOCALE_HEADER,
  isLocale,
  localePath,
  splitLocale,
  type Locale,
} from '@/lib/i18n/config';
import { aliasRedirectPath } from '@/lib/reference/area-aliases';
import { verifySessionClaims } from '@/lib/server/auth/session-claims';
import { sessionCookieName } from '@/lib/server/auth/session-cookie';
import { edgeCacheControl } from '@/lib/server/platform/http/edge-cache';
import { isPrerenderedPath } from '@/lib/server/platform/http/prerendered-paths';
import { REQUEST_ID_HEADER, newRequestId } from '@/lib/server/platform/log/request-id';
import { newNonce, nonceContentSecurityPolicy, strictTransportSecurity } from '@/lib/server/platform/http/security-headers';
import { FORBIDDEN_PATH } from '@/lib/config/forbidden';
import { isAdminConsolePath, mayOpenAdminConsole } from '@/lib/rules/admin-console';
import { PAYER_RETURN_COOKIE, payerReturnPath } from '@/lib/rules/payer-return';

/**
 * Next 16's proxy (the file once called middleware.ts; docs/decisions/0001-stack-and-libraries.md).
 * Two jobs, no database:
 * 1. Redirects: the coarse ones of the spec §2 access table, from the signed session cookie alone
 *    (not the security boundary: every page and handler checks the session row itself, so a request
 *    that skips this file (CVE-2025-29927) gains nothing); and a 308 from another name of an area
 *    (/lawyers-online/land/…) to its pages (/lawyers-online/land-issues/…, lib/reference/area-aliases.ts).
 * 2. Languages (docs/decisions/0011-languages.md): an address names its language, whoever opens it —
 *    `/x` is the English page, served from `/en/x` inside (app/[locale]), `/fil/x` the Filipino one, `/en/x`
 *    a permanent redirect to `/x`. No cookie and no Accept-Language sends a page elsewhere (issue 72: one
 *    visit to /fil made every English link, a shared one included, open in Filipino for a year). The
 *    language switch's address (`?hl=fil`) alone records the reader's choice in a cookie, then drops it.
 * 3. Per-request page headers: a request id (X-Request-Id, and Server-Timing so the error page can
 *    show it), HSTS, what a shared cache may keep (lib/server/platform/http/edge-cache.ts), and — for a page rendered on this request — a CSP with a fresh nonce, which
 *    Next reads from the request header and stamps on its scripts. A prerendered page brings its
 *    own hash-based CSP from the cache (docs/decisions/0005-security-headers.md). /api answers get theirs
 *    from route().
 */
export async function proxy(req: NextRequest) {
  const malformed = malformedPathResponse(req);
  if (malformed) return malformed;
  // API paths reach the proxy only for the check above (route() sets their own headers).
  if (req.nextUrl.pathname.startsWith('/api/')) return NextResponse.next();
  const { pathname, search, origin } = req.nextUrl;
  const requestId = newRequestId();
  const headers: Record<string, string> = {
    [REQUEST_ID_HEADER]: requestId,
    'server-timing': `request-id;desc="${requestId}"`,
  };
  const hsts = strictTransportSecurity();
  if (hsts) headers['strict-transport-security'] = hsts;

  const { locale, path, prefixed } = splitLocale(pathname);
  const chosen = req.nextUrl.searchParams.get(CHOOSE_LANGUAGE_PARAM);
  if (chosen !== null) return chosenLanguageRedirect(req, path, isLocale(chosen) ? chosen : null, locale, headers);
  if (prefixed && locale === DEFAULT_LOCALE) {
    return NextResponse.redirect(new URL(path + search, origin), { status: 308, headers });
  }

  const alias = aliasRedirectPath(path);
  if (alias) return NextResponse.redirect(new URL(localePath(locale, alias) + search, origin), { status: 308, headers });

  // A payer back from the provider's hosted checkout, not signed in here: their payment link's page.
  const payerToken = req.cookies.get(PAYER_RETURN_COOKIE)?.value;
  if (payerToken && path === '/checkout') {
    const signedIn = (await verifySessionClaims(req.cookies.get(sessionCookieName())?.value)) !== null;
    const payer = payerReturnPath(path, signedIn, payerToken);
    if (payer) return NextResponse.redirect(new URL(localePath(locale, payer), origin), { headers });
  }

  let denied = false;
  if (ruleForPath(path)) {
    const claims = await verifySessionClaims(req.cookies.get(sessionCookieName())?.value);
    const user = claims ? { type: claims.type, emailVerified: claims.emailVerified } : null;
    const target = resolveAccess({ pathname: path, search, user, origin });
    if (target) return NextResponse.redirect(new URL(target.startsWith('/') ? localePath(locale, target) : target, origin), { headers });
    // Signed in, and the console is not for this account: the 403 page drawn on the server, at the
    // address asked for (the page's own check would answer 403 with a page drawn by the browser only).
    denied = claims !== null && isAdminConsolePath(path) && !mayOpenAdminConsole(claims);
  }

  // Inside the app every page is under its language: `/x` → `/en/x` (`/fil/x` already is).
  const internal = denied ? `/${locale}${FORBIDDEN_PATH}` : prefixed ? pathname : `/${locale}${path === '/' ? '' : path}`;
  const prerendered = isPrerenderedPath(internal);
  const cacheControl = edgeCacheControl(path, prerendered);
  if (denied) headers['cache-control'] = 'private, no-store';
  else if (cacheControl) headers['cache-control'] = cacheControl;
  const rewrite = internal === pathname ? null : new URL(internal + search, origin);
  // The 403 page is drawn for this request (a prerendered answer would keep its 200).
  const response =
    prerendered && !denied
      ? rewrite
        ? NextResponse.rewrite(rewrite)
        : NextResponse.next()
      : renderedPageResponse(req, requestId, headers, rewrite, locale, denied ? 403 : undefined);
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  return response;
}

/**
 * A page rendered on this request reads its id, its nonce and (the 404 page of an unmatched address
 * only) its language from the request headers (what a client sent under these names is replaced). A prerendered page is served from the cache as it is, so it
 * needs neither and skips the copy of the request headers.
 */
function renderedPageResponse(
  req: NextRequest,
  requestId: string,
  headers: Record<string, string>,
  rewrite: URL | null,
  locale: Locale,
  status?: number,
): NextResponse {
  headers['content-security-policy'] = nonceContentSecurityPolicy(newNonce());
  const requestHeaders = new Headers(req.headers);
  requestHeaders.set(REQUEST_ID_HEADER, requestId);
  requestHeaders.set('content-security-policy', headers['content-security-policy']);
  requestHeaders.set(LOCALE_HEADER, locale);
  const init = { request: { headers: requestHeaders }, status };
  return rewrite ? NextResponse.rewrite(rewrite, init) : NextResponse.next(init);
}

/** A year: the choice stays until the reader makes another (it routes no page: see proxy()). */
const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/**
 * The language switch's address (`/fil/x?hl=fil`, `/x?hl=en`; lib/i18n/paths.ts chooseLanguageHref): the
 * reader's choice is recorded, and the browser goes on to the page in that language without the parameter
 * (an unknown `hl` is only dropped). The answer sets a cookie, so it is this reader's alone (307, private).
 */
function chosenLanguageRedirect(
  req: NextRequest,
  path: string,
  chosen: Locale | null,
  pathLocale: Locale,
  headers: Record<string, string>,
): NextResponse {
  const query = new URLSearchParams(req.nextUrl.search);
  query.delete(CHOOSE_LANGUAGE_PARAM);
  const rest = query.toString();
  const target = new URL(localePath(chosen ?? pathLocale, path) + (rest ? `?${rest}` : ''), req.nextUrl.origin);
  const response = NextResponse.redirect(target, { status: 307, headers: { ...headers, 'cache-control': 'private, no-store' } });
  if (chosen) response.cookies.set(LOCALE_COOKIE, chosen, { path: '/', sameSite: 'lax', maxAge: LOCALE_COOKIE_MAX_AGE });
  return response;
}

/** Whether every segment of a raw path decodes (`%FF` is not UTF-8; `%zz` is not an escape). */
function decodes(pathname: string): boolean {
  try {
    for (const segment of pathname.split('/')) decodeURIComponent(segment);
    return true;
  } catch {
    return false;
  }
}

/**
 * A path Next cannot decode (`/api/v1/meeting/%FF`, `/lawyer/%FF`) made its router answer a
 * plain-text 500. Such a request is the client's error: the API answers a JSON 400, pages go to the
 * 404 page of their language.
 */
function malformedPathResponse(req: NextRequest): NextResponse | null {
  const { pathname } = req.nextUrl;
  if (!pathname.includes('%') || decodes(pathname)) return null;
  if (pathname.startsWith('/api/')) {
    return NextResponse.json({ message: 'Invalid path.', key: 'INVALID_PATH', status: 400, code: 'http.invalidPath' }, { status: 400 });
  }
  // To a well-formed address of the 404 page in the path's language: a rewrite would keep the bad
  // path, whose parameters Next decodes for the `[locale]` route all the same (a 500).
  return NextResponse.redirect(new URL(localePath(splitLocale(pathname).locale, NOT_FOUND_PATH), req.nextUrl.origin), 307);
}

export const config = {
  // No `runtime`: a proxy always runs on Node.js (it may not be configured), which this file needs —
  // the session secret may live in a file under DATA_DIR, and the build's manifests are read from disk.
  // Every page, not /api (route() adds its own headers), Next's files or the public files.
  matcher: [
    '/((?!api/|_next/|favicon\\.ico$|icon\\.svg$|apple-icon\\.png$|icon-\\d+\\.png$|manifest\\.webmanifest$|sw\\.js$|robots\\.txt$|sitemap[^/]*\\.xml$|server-sitemap\\.xml$|images/).*)',
    // An API path with a percent escape, so a malformed one is answered here (malformedPathResponse).
    '/api/:path(.*%.*)',
  ],
};
