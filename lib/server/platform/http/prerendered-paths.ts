import 'server-only';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { env } from '@/lib/server/env';

/**
 * Which page requests Next answers from its prerender cache (the landing pages, home, blog, ...).
 * Their Content-Security-Policy comes with the cached page (lib/csp/static-page-cache.mjs, hashes of
 * its inline scripts); proxy.ts gives every other page a nonce policy. A second policy on a
 * cached page would block its scripts (a browser enforces every policy it gets), so the answer must
 * be exact, and it comes from the build's own manifests:
 * - prerender-manifest.json: the prerendered paths, and the dynamic routes that are prerendered on
 *   first request (ISR) or answer 404 for unknown params (fallback: false) — that 404 is Next's
 *   `/_not-found`, cached only when it is prerendered;
 * - routes-manifest.json: every route, so that a path matching none gets Next's 404, cached likewise.
 * The 404 page is rendered per request since issue 57 (app/global-not-found.tsx reads its language
 * from the proxy): then those get a nonce and the language like any page rendered per request.
 */
export type PrerenderManifest = {
  routes: Record<string, unknown>;
  dynamicRoutes: Record<string, { routeRegex: string; fallback?: string | false | null }>;
};
export type RoutesManifest = { staticRoutes: { regex: string }[]; dynamicRoutes: { regex: string }[] };

/** The rule above over the two manifests' contents. */
export function prerenderedPathMatcher(prerender: PrerenderManifest, routes: RoutesManifest): (pathname: string) => boolean {
  const paths = new Set(Object.keys(prerender.routes));
  const staticNotFound = '/_not-found' in prerender.routes;
  // A fallback:false route's unknown params are the 404 page: from the cache only if that page is.
  const patterns = Object.values(prerender.dynamicRoutes)
    .filter((route) => staticNotFound || route.fallback !== false)
    .map((route) => new RegExp(route.routeRegex));
  const known = [...routes.staticRoutes, ...routes.dynamicRoutes].map((route) => new RegExp(route.regex));
  return (pathname) =>
    paths.has(pathname) ||
    patterns.some((pattern) => pattern.test(pathname)) ||
    (staticNotFound && !known.some((route) => route.test(pathname)));
}

let cached: ((pathname: string) => boolean) | null | undefined;

function readJson<T>(distDir: string, file: string): T {
  return JSON.parse(readFileSync(join(/* turbopackIgnore: true */ process.cwd(), distDir, file), 'utf8')) as T;
}

function load(): ((pathname: string) => boolean) | null {
  const { NODE_ENV, NEXT_DIST_DIR } = env();
  // `next dev` renders every page per request (and a production build's manifests may lie around).
  if (NODE_ENV !== 'production') return null;
  try {
    return prerenderedPathMatcher(
      readJson<PrerenderManifest>(NEXT_DIST_DIR, 'prerender-manifest.json'),
      readJson<RoutesManifest>(NEXT_DIST_DIR, 'routes-manifest.json'),
    );
  } catch {
    // No build output (e.g. Jest): nothing is prerendered.
    return null;
  }
}

/** True when Next serves this page path from its prerender cache (see above). */
export function isPrerenderedPath(pathname: string): boolean {
  if (cached === undefined) cached = load();
  return cached ? cached(pathname) : false;
}
