import { localePath, splitLocale, type Locale } from '@/lib/i18n/paths';

/**
 * A page address the server made (`/checkout?meeting=…`, `https://our.site/checkout/sandbox/…`) in
 * the page's language, so a Filipino booking goes on in Filipino to the checkout and back. Another
 * site's address (PayMongo's checkout), an /api path and one already in a language stay as they are.
 * `origin`: this site's (window.location.origin in the browser, appUrl() on the server).
 */
export function localizeAppUrl(url: string, locale: Locale, origin: string): string {
  if (locale === 'en') return url;
  let parsed: URL;
  try {
    parsed = new URL(url, origin);
  } catch {
    return url;
  }
  if (parsed.origin !== new URL(origin).origin || parsed.pathname.startsWith('/api/')) return url;
  if (splitLocale(parsed.pathname).prefixed) return url;
  const path = `${localePath(locale, parsed.pathname)}${parsed.search}${parsed.hash}`;
  return url.startsWith('/') && !url.startsWith('//') ? path : `${parsed.origin}${path}`;
}
