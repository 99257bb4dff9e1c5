import { fileURLToPath } from 'node:url';

/**
 * Headers that never change with the request. The per-request ones (request id, CSP with its nonce
 * or hashes, HSTS) come from proxy.ts, route() and lib/csp/static-page-cache.mjs
 * (docs/decisions/0005-security-headers.md).
 */
const fixedHeaders = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  // For browsers without CSP frame-ancestors.
  { key: 'X-Frame-Options', value: 'DENY' },
];

// Camera and microphone only where a call happens: the join pages (device check, lobby) and the
// call itself. Permissions-Policy belongs to the document, so links into these pages are full page
// loads (components/meetings/join-call-button.tsx), never client-side transitions.
const NO_DEVICES = 'camera=(), microphone=(), geolocation=()';
const CALL_DEVICES = 'camera=(self), microphone=(self), geolocation=()';
const CALL_PAGES = [
  '/meeting/:path*',
  '/customer-portal/meeting/:meetingId/join',
  '/lawyer-portal/meeting/:meetingId/join',
  '/call-guest/:token',
].flatMap(
  // And under Filipino (/fil/…: a visitor who chose it is sent there by proxy.ts).
  (path) => [path, `/fil${path}`],
);

/** @type {import('next').NextConfig} */
const nextConfig = {
  // Parallel work on one machine (and CI) can build into separate folders.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  reactStrictMode: true,
  // CI type-checks the whole tree with `tsc --noEmit` (npm run typecheck) before it builds, and says
  // so with BUILD_SKIP_TYPECHECK=1 (.ci/run): the build's own check would repeat it (≈15 s of 50).
  typescript: { ignoreBuildErrors: process.env.BUILD_SKIP_TYPECHECK === '1' },
  poweredByHeader: false,
  // No ETag on pages: Next hashes every page body (fnv1a in JavaScript) on every request to make one,
  // ≈12% of the CPU of serving a prerendered 170 kB landing page (scripts/bench/landing-autocannon.mjs:
  // 228 → 323 req/s without it, issue 17). A revalidated page would save the visitor ≈25 kB of
  // gzip at most; the CDN in front caches by s-maxage, not by ETag.
  generateEtags: false,
  // A prerendered page older than an hour is built again before it is served, not served once more
  // while it is rebuilt: a landing page nobody opened overnight would otherwise show its first visitor
  // (often from a search engine) the lawyers' times of the night before (issue 45). Every ISR page
  // here revalidates within the hour anyway (landing, home and notary pages every 10 minutes).
  expireTime: 3600,
  // PGlite ships WASM and data files that must be loaded from node_modules at run time, not bundled;
  // so does pdfkit (the standard fonts' metrics it reads from its own data folder).
  // (pino is on Next's own list of external packages.)
  serverExternalPackages: ['@electric-sql/pglite', '@node-rs/argon2', 'nodemailer', 'pdfkit', 'web-push'],
  images: { formats: ['image/avif', 'image/webp'] },
  // Prerendered pages carry a CSP with the hashes of their inline scripts. `next dev` renders
  // every page per request (with a nonce), so the handler is for builds and `next start` only.
  cacheHandler:
    process.env.NODE_ENV === 'production' ? fileURLToPath(new URL('./lib/csp/static-page-cache.mjs', import.meta.url)) : undefined,
  // The embedded PGlite database must never be opened by two processes at once: `next build`
  // prerenders the ~250 DB-backed public pages (landing pages, home, notary cities) in one worker.
  // authInterrupts: forbidden() answers the admin console's pages with a real 403 (a visitor is sent to sign in).
  // globalNotFound: app/global-not-found.tsx, the 404 page of an address no route matches, rendered on the server (issue 57).
  experimental: { cpus: 1, authInterrupts: true, globalNotFound: true },
  // The addresses people guess for signing in and up (issue 57): to the real pages, in either language.
  // Before proxy.ts, which then serves the page in the visitor's language. Not permanent: the names are ours to reuse.
  async redirects() {
    return [
      ['/sign-in', '/login'],
      ['/sign-up', '/signup'],
    ].flatMap(([source, destination]) => [
      { source, destination, permanent: false },
      { source: `/fil${source}`, destination: `/fil${destination}`, permanent: false },
    ]);
  },
  async headers() {
    return [
      { source: '/:path*', headers: [...fixedHeaders, { key: 'Permissions-Policy', value: NO_DEVICES }] },
      // Later entries win for the same header.
      ...CALL_PAGES.map((source) => ({ source, headers: [{ key: 'Permissions-Policy', value: CALL_DEVICES }] })),
    ];
  },
};

export default nextConfig;
