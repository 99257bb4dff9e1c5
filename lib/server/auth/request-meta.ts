import 'server-only';
import type { RequestMeta } from './types';

/**
 * The client address for rate limits: the right-most X-Forwarded-For entry. `next start` fills the
 * header with the socket address when the client sent none, and a reverse proxy in front appends
 * the address it saw, so the right-most entry is the one a client cannot choose behind a proxy.
 */
export function clientIp(req: Request): string {
  const forwarded = req.headers.get('x-forwarded-for');
  const last = forwarded?.split(',').map((part) => part.trim()).filter(Boolean).pop();
  return (last || req.headers.get('x-real-ip') || 'unknown').slice(0, 64);
}

export function requestMeta(req: Request): RequestMeta {
  return { ip: clientIp(req), userAgent: req.headers.get('user-agent') };
}
