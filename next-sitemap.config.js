// next-sitemap (runs as `postbuild`): sitemap.xml + robots.txt from the build's prerendered pages.
// Lawyer and notary profiles come from the database through /server-sitemap.xml.
const fs = require('node:fs');
const path = require('node:path');

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

const sourceDir = process.env.NEXT_DIST_DIR || '.next';

/**
 * Public pages rendered per request (they read their query string: filters, a page number), which the
 * build's prerender list never holds, yet which search engines should find: the free legal help
 * directory (spec §2; people search "libreng abogado", "PAO"), the lawyer search and "Where do I start?".
 */
const DYNAMIC_PUBLIC_PAGES = ['/free-legal-help', '/lawyers-online', '/where-to-start'];

/**
 * Whether the build's prerendered HTML of a page asks search engines not to index it (metadata
 * `robots: { index: false }`, as /compare does). Such a page never goes in the sitemap: a sitemap
 * that lists a noindex page is flagged by search consoles. The page's own metadata is the one source,
 * so a page made noindex later leaves the sitemap without a second list to update.
 */
function isNoindex(pagePath) {
  const file = path.join(sourceDir, 'server', 'app', `${pagePath === '/' ? 'index' : pagePath}.html`);
  if (!fs.existsSync(file)) return false;
  return /<meta name="robots" content="[^"]*noindex/.test(fs.readFileSync(file, 'utf8'));
}

/** @type {import('next-sitemap').IConfig} */
module.exports = {
  siteUrl,
  // Each worker builds into its own folder (NEXT_DIST_DIR); tests may write the files elsewhere.
  sourceDir,
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
  additionalPaths: async (config) => Promise.all(DYNAMIC_PUBLIC_PAGES.map((page) => config.transform(config, page))),
  // null leaves the page out.
  transform: async (config, pagePath) =>
    isNoindex(pagePath)
      ? null
      : {
          loc: pagePath,
          changefreq: config.changefreq,
          priority: priorityOf(pagePath),
          lastmod: config.autoLastmod ? new Date().toISOString() : undefined,
        },
  robotsTxtOptions: {
    policies: [{ userAgent: '*', allow: '/', disallow: PRIVATE_PREFIXES.map((prefix) => (prefix === '/api' ? '/api/' : prefix)) }],
    additionalSitemaps: [`${siteUrl}/server-sitemap.xml`],
    // next-sitemap always writes `Host: <siteUrl>`, a URL where Yandex's directive takes a host name
    // (Google ignores Host altogether): the line is dropped rather than left invalid.
    transformRobotsTxt: async (_config, robotsTxt) => robotsTxt.replace(/^# Host\nHost: .*\n\n?/m, ''),
  },
};
