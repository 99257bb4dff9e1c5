import 'server-only';
import { ruleForPath } from '@/lib/auth/access-rules';

/**
 * How long a shared cache in front of the instances (the production nginx, docs/operations.md "Running several
 * instances") may keep a public page. Short on purpose: a lawyer turned public must show on the
 * landing pages within 5 s, and nothing tells the edge to purge (nginx counts whole seconds, and the
 * refresh itself renders the page: 3 + 1 + a render stays under 5). It still turns a burst of visitors
 * from search into one render per page every 3 s.
 */
export const EDGE_CACHE_SECONDS = 3;

/**
 * While one request refreshes an expired copy, others may get the old one for this long instead of
 * all waiting on (and each costing) a render; nginx reads it from the header.
 */
const EDGE_STALE_SECONDS = 30;

/**
 * The Cache-Control of a page, when it is one a shared cache may keep: a page Next serves from its
 * prerender cache (`prerendered`: lib/server/platform/http/prerendered-paths.ts; the same HTML for everyone,
 * the header's signed-in state is filled in by the browser) and not behind the access table (portals, booking, admin, the call). Home and the
 * visitors-only pages send a signed-in person elsewhere: the edge never answers a request with a
 * session cookie from its cache, so only visitors get the shared copy. Browsers revalidate every time
 * (max-age=0). Every other page keeps Next's `private, no-store`, and a page with a nonce
 * CSP must never be shared: its nonce would be known to everyone who got the copy.
 */
export function edgeCacheControl(pathname: string, prerendered: boolean): string | undefined {
  if (!prerendered || ruleForPath(pathname)?.kind === 'protected') return undefined;
  return `public, max-age=0, s-maxage=${EDGE_CACHE_SECONDS}, stale-while-revalidate=${EDGE_STALE_SECONDS}`;
}
