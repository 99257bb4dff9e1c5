import { NextResponse, type NextRequest } from 'next/server';
import { resolveAccess } from '@/lib/auth/access-rules';
import { verifySessionClaims } from '@/lib/server/auth/session-claims';
import { sessionCookieName } from '@/lib/server/auth/session-cookie';

/**
 * Coarse redirects of the spec §2 access table, from the signed session cookie alone (no database).
 * It is not the security boundary: every page and handler checks the session row itself, so a
 * request that skips this file (CVE-2025-29927) gains nothing.
 */
export async function middleware(req: NextRequest) {
  const malformed = malformedPathResponse(req);
  if (malformed) return malformed;
  const claims = await verifySessionClaims(req.cookies.get(sessionCookieName())?.value);
  const target = resolveAccess({
    pathname: req.nextUrl.pathname,
    search: req.nextUrl.search,
    user: claims ? { type: claims.type, emailVerified: claims.emailVerified } : null,
    origin: req.nextUrl.origin,
  });
  return target ? NextResponse.redirect(new URL(target, req.nextUrl.origin)) : NextResponse.next();
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
 * plain-text 500. Such a request is the client's error: the API answers a JSON 400, pages the 404
 * page (a rewrite to a path no route matches).
 */
function malformedPathResponse(req: NextRequest): NextResponse | null {
  const { pathname } = req.nextUrl;
  if (!pathname.includes('%') || decodes(pathname)) return null;
  if (pathname.startsWith('/api/')) {
    return NextResponse.json({ message: 'Invalid path.', key: 'INVALID_PATH', status: 400 }, { status: 400 });
  }
  return NextResponse.rewrite(new URL('/_not-found', req.nextUrl.origin));
}

export const config = {
  // Node.js runtime: the session secret may live in a file under DATA_DIR.
  runtime: 'nodejs',
  matcher: [
    '/',
    '/signup/:path*',
    '/login/:path*',
    '/forgot-password/:path*',
    '/reset-password/:path*',
    '/meeting/:path*',
    '/customer-portal/:path*',
    '/book/:path*',
    '/lawyer-portal/:path*',
    // Any path with a percent escape, so a malformed one is answered here (malformedPathResponse).
    '/:path(.*%.*)',
  ],
};
