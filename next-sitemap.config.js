// next-sitemap (runs as `postbuild`): sitemap.xml + robots.txt from the build's prerendered pages.
// Lawyer and notary profiles come from the database through /server-sitemap.xml.
const fs = require('node:fs');
const path_ = require('node:path');

const siteUrl = (process.env.APP_URL || process.env.NEXT_PUBLIC_APP_URL || 'http://localhost:3000').replace(/\/$/, '');

// Portals, account and auth pages: never indexed (spec §2 access rules).
const PRIVATE_PREFIXES = [
  '/customer-portal',
  '/lawyer-portal',
  '/admin',
  '/meeting',
  '/book',
  '/legal-aid/declaration',
  '/legal-aid/book',
  '/services/order',
  '/checkout',
  '/login',
  '/signup',
  '/forgot-password',
  '/reset-password',
  '/verify-email',
  '/verify-ibp',
  '/api',
];

/**
 * The languages (lib/i18n/config.ts, which this CommonJS file cannot import): the build prerenders
 * every page as /en/x and /fil/x (app/[locale]); English is published at /x, Filipino at /fil/x, and
 * each URL lists both with hreflang and English as x-default (issue 40).
 */
const LOCALES = ['en', 'fil'];
const DEFAULT_LOCALE = 'en';
const publicPath = (locale, path) => (locale === DEFAULT_LOCALE ? path : path === '/' ? `/${locale}` : `/${locale}${path}`);

/** `/en/x` → { locale: 'en', path: '/x' }; a path without a language is English. */
function splitLocale(buildPath) {
  for (const locale of LOCALES) {
    if (buildPath === `/${locale}`) return { locale, path: '/' };
    if (buildPath.startsWith(`/${locale}/`)) return { locale, path: buildPath.slice(locale.length + 1) };
  }
  return { locale: DEFAULT_LOCALE, path: buildPath };
}

/** As next-sitemap writes a loc: the home page without its trailing slash. */
const absolute = (publicUrlPath) => siteUrl + (publicUrlPath === '/' ? '' : publicUrlPath);

/**
 * Whether the build's page of `path` in `locale` is that language's own version: its canonical is
 * itself. A page whose words exist in English only (a blog post, the terms) is served at /fil/x with
 * the site's Filipino header and footer but names the English page canonical: it is no language
 * version of its own, so it is neither listed nor named as an alternate. A page rendered per request
 * (no HTML in the build) is taken as having both.
 */
function hasOwnVersion(locale, path) {
  const file = path_.join(sourceDir, 'server', 'app', `${locale}${path === '/' ? '' : path}.html`);
  if (!fs.existsSync(file)) return true;
  const canonical = fs.readFileSync(file, 'utf8').match(/<link rel="canonical" href="([^"]+)"/)?.[1];
  return !canonical || canonical.replace(/\/$/, '') === absolute(publicPath(locale, path));
}

function alternateRefsOf(path) {
  const versions = LOCALES.filter((locale) => hasOwnVersion(locale, path));
  if (versions.length < 2) return [];
  return [
    ...versions.map((locale) => ({ href: absolute(publicPath(locale, path)), hreflang: locale, hrefIsAbsolute: true })),
    { href: absolute(publicPath(DEFAULT_LOCALE, path)), hreflang: 'x-default', hrefIsAbsolute: true },
  ];
}

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
 * directory (spec §2; people search "libreng abogado", "PAO"), the legal-aid desk (its lawyers' free times), the
 * lawyer search and "Where do I start?".
 */
const DYNAMIC_PUBLIC_PAGES = ['/free-legal-help', '/legal-aid', '/lawyers-online', '/where-to-start'];

/**
 * Whether the build's prerendered HTML of a page asks search engines not to index it (metadata
 * `robots: { index: false }`, as /compare does). Such a page never goes in the sitemap: a sitemap
 * that lists a noindex page is flagged by search consoles. The page's own metadata is the one source,
 * so a page made noindex later leaves the sitemap without a second list to update.
 */
function isNoindex(pagePath) {
  const file = path_.join(sourceDir, 'server', 'app', `${pagePath === '/' ? 'index' : pagePath}.html`);
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
  // Matched against the build's paths, which carry their language (/en/x, /fil/x).
  exclude: [
    '/server-sitemap.xml',
    '/_global-error',
    '/_not-found',
    '/icon.svg',
    '/apple-icon.png',
    '/manifest.webmanifest',
    ...['', ...LOCALES.map((locale) => `/${locale}`)].flatMap((prefix) => [
      ...PRIVATE_PREFIXES.flatMap((privatePrefix) => [`${prefix}${privatePrefix}`, `${prefix}${privatePrefix}/*`]),
      `${prefix}/notary-public/search`,
      // Listed by /server-sitemap.xml, which stays current between deploys.
      `${prefix}/notary-public/profile/*`,
      `${prefix}/lawyer/*`,
    ]),
  ],
  additionalPaths: async (config) =>
    Promise.all(DYNAMIC_PUBLIC_PAGES.flatMap((page) => LOCALES.map((locale) => config.transform(config, `/${locale}${page}`)))),
  // null leaves the page out.
  transform: async (config, buildPath) => {
    if (isNoindex(buildPath)) return null;
    const { locale, path: pagePath } = splitLocale(buildPath);
    if (!hasOwnVersion(locale, pagePath)) return null;
    return {
      loc: publicPath(locale, pagePath),
      changefreq: config.changefreq,
      priority: priorityOf(pagePath),
      lastmod: config.autoLastmod ? new Date().toISOString() : undefined,
      alternateRefs: alternateRefsOf(pagePath),
    };
  },
  robotsTxtOptions: {
    policies: [{ userAgent: '*', allow: '/', disallow: PRIVATE_PREFIXES.map((prefix) => (prefix === '/api' ? '/api/' : prefix)) }],
    additionalSitemaps: [`${siteUrl}/server-sitemap.xml`],
    // next-sitemap always writes `Host: <siteUrl>`, a URL where Yandex's directive takes a host name
    // (Google ignores Host altogether): the line is dropped rather than left invalid.
    transformRobotsTxt: async (_config, robotsTxt) => robotsTxt.replace(/^# Host\nHost: .*\n\n?/m, ''),
  },
};
