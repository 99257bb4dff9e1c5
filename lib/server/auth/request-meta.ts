import 'server-only';
import { clientAddress } from '@/lib/server/platform/net/trusted-proxies';
import type { RequestMeta } from '@/lib/server/platform/security/types';

/** The client address rate limits are keyed by (lib/server/platform/net/trusted-proxies.ts says whom we believe). */
function clientIp(req: Request): string {
  return clientAddress(req.headers.get('x-forwarded-for')) ?? 'unknown';
}

export function requestMeta(req: Request): RequestMeta {
  return { ip: clientIp(req), userAgent: req.headers.get('user-agent') };
}
