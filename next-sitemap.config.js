// next-sitemap (runs as `postbuild`): sitemap.xml + robots.txt from the build's prerendered pages.
// Lawyer and notary profiles come from the database through /server-sitemap.xml.
const siteUrl = (process.env.APP_URL || process.env.NEXT_PUBLIC_APP_URL || 'http://localhost:3000').replace(/\/$/, '');

// Portals, account and auth pages: never indexed (spec §2 access rules).
const PRIVATE_PREFIXES = [
  '/customer-portal',
  '/lawyer-portal',
  '/admin',
  '/meeting',
  '/book',
  '/checkout',
  '/login',
  '/signup',
  '/forgot-password',
  '/reset-password',
  '/verify-email',
  '/verify-ibp',
  '/api',
];

function priorityOf(path) {
  if (path === '/') return 1.0;
  if (path.startsWith('/lawyers-online/')) return 0.9;
  if (path.startsWith('/notary-public') || path === '/blog') return 0.7;
  if (path.startsWith('/blog/')) return 0.7;
  return 0.5;
}

/** @type {import('next-sitemap').IConfig} */
module.exports = {
  siteUrl,
  // Each worker builds into its own folder (NEXT_DIST_DIR); tests may write the files elsewhere.
  sourceDir: process.env.NEXT_DIST_DIR || '.next',
  outDir: process.env.SITEMAP_OUT_DIR || 'public',
  generateIndexSitemap: true,
  generateRobotsTxt: true,
  sitemapSize: 5000,
  changefreq: 'daily',
  exclude: [
    ...PRIVATE_PREFIXES.flatMap((prefix) => [prefix, `${prefix}/*`]),
    '/server-sitemap.xml',
    '/_global-error',
    '/_not-found',
    '/icon.svg',
    '/apple-icon.png',
    '/manifest.webmanifest',
    '/notary-public/search',
    // Listed by /server-sitemap.xml, which stays current between deploys.
    '/notary-public/profile/*',
    '/lawyer/*',
  ],
  transform: async (config, path) => ({
    loc: path,
    changefreq: config.changefreq,
    priority: priorityOf(path),
    lastmod: config.autoLastmod ? new Date().toISOString() : undefined,
  }),
  robotsTxtOptions: {
    policies: [{ userAgent: '*', allow: '/', disallow: PRIVATE_PREFIXES.map((prefix) => (prefix === '/api' ? '/api/' : prefix)) }],
    additionalSitemaps: [`${siteUrl}/server-sitemap.xml`],
  },
};
