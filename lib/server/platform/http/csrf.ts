import 'server-only';
import { env } from '@/lib/server/env';
import { hasTrustedProxies } from '@/lib/server/platform/net/trusted-proxies';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The origins this app answers on: APP_URL's, and the one the request itself was addressed to.
 * X-Forwarded-Host/-Proto name it only behind a configured proxy (TRUSTED_PROXIES): without one,
 * anyone could send `X-Forwarded-Host: evil.example` beside `Origin: http://evil.example`.
 */
function ownOrigins(req: Request): Set<string> {
  const origins = new Set<string>();
  origins.add(new URL(env().APP_URL).origin);
  const url = new URL(req.url);
  origins.add(url.origin);
  const proxied = hasTrustedProxies();
  const host = (proxied ? req.headers.get('x-forwarded-host') : null) ?? req.headers.get('host');
  if (host) {
    const proto = (proxied ? req.headers.get('x-forwarded-proto')?.split(',')[0].trim() : null) || url.protocol.replace(':', '');
    origins.add(`${proto}://${host}`);
  }
  return origins;
}

/**
 * CSRF defence for cookie-authenticated mutations (route handlers have none built in): a browser
 * always sends Origin on a cross-site POST, so a foreign Origin — or, without Origin, a
 * Sec-Fetch-Site of cross-site — is refused. Requests with neither header are not from a browser.
 */
export function isCrossSiteMutation(req: Request): boolean {
  if (!MUTATING.has(req.method.toUpperCase())) return false;
  const origin = req.headers.get('origin');
  if (origin) return origin === 'null' || !ownOrigins(req).has(origin);
  const site = req.headers.get('sec-fetch-site');
  return site === 'cross-site';
}
