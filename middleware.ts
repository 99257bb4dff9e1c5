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
  const claims = await verifySessionClaims(req.cookies.get(sessionCookieName())?.value);
  const target = resolveAccess({
    pathname: req.nextUrl.pathname,
    search: req.nextUrl.search,
    user: claims ? { type: claims.type, emailVerified: claims.emailVerified } : null,
    origin: req.nextUrl.origin,
  });
  return target ? NextResponse.redirect(new URL(target, req.nextUrl.origin)) : NextResponse.next();
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
  ],
};
