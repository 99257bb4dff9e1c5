import 'server-only';
import { createHmac } from 'node:crypto';
import type { IceServer } from '@/lib/dto/video-call';
import { env } from '@/lib/server/env';

/**
 * STUN and TURN servers for one participant (STUN_URLS, TURN_URLS, TURN_SECRET). TURN credentials
 * follow the TURN REST scheme coturn accepts with `use-auth-secret`: the username is
 * "<unix expiry>:<user id>" and the password base64(HMAC-SHA1(secret, username)), so they expire
 * on their own and the secret never leaves the server. Two browsers on one machine need none.
 */
export function iceServersFor(userId: string, now = Date.now()): { servers: IceServer[]; policy: 'all' | 'relay' } {
  const e = env();
  const servers: IceServer[] = [];
  if (e.STUN_URLS.length) servers.push({ urls: e.STUN_URLS });
  if (e.TURN_URLS.length && e.TURN_SECRET) {
    const username = `${Math.floor(now / 1000) + e.TURN_CREDENTIAL_TTL_SECONDS}:${userId}`;
    const credential = createHmac('sha1', e.TURN_SECRET).update(username).digest('base64');
    servers.push({ urls: e.TURN_URLS, username, credential });
  }
  return { servers, policy: e.CALL_ICE_TRANSPORT_POLICY };
}
