import Negotiator from 'negotiator';
import { DEFAULT_LOCALE, LOCALE_COOKIE, isLocale, splitLocale, type Locale } from './config';

/**
 * The language a browser asks for in its Accept-Language header (no page follows it: an address names its
 * language; an API answer's words may, last). Browsers set to Filipino send `fil`, older ones and many
 * phones `tl` (Tagalog, which Filipino is based on): both mean `fil`.
 */
function negotiateLocale(acceptLanguage: string | null | undefined): Locale {
  if (!acceptLanguage) return DEFAULT_LOCALE;
  const best = new Negotiator({ headers: { 'accept-language': acceptLanguage } }).language(['en', 'fil', 'tl']);
  return best === 'fil' || best === 'tl' ? 'fil' : DEFAULT_LOCALE;
}

/**
 * The language of the page of this site a request was made from: its Referer, when that is an address of
 * this very host (a page's fetch or link sends it: Referrer-Policy strict-origin-when-cross-origin). Null
 * when there is none, or it is another site's.
 */
export function pageLocaleOfRequest(req: { headers: Headers }): Locale | null {
  const referer = req.headers.get('referer');
  const host = req.headers.get('x-forwarded-host') ?? req.headers.get('host');
  if (!referer || !host) return null;
  try {
    const url = new URL(referer);
    return url.host === host ? splitLocale(url.pathname).locale : null;
  } catch {
    return null;
  }
}

/**
 * The language of an API request's words: the page it was asked from (issue 72: visiting a page of a
 * language no longer sets the cookie), else the language the person chose (the switch's cookie, or the
 * account's since sign-in), else their browser's. An API answer that carries words (the meeting's shared
 * "Where do I start?" rows, a PDF) is read on a page of that language.
 */
export function localeOfRequest(req: { headers: Headers }): Locale {
  const page = pageLocaleOfRequest(req);
  if (page) return page;
  const cookie = req.headers.get('cookie') ?? '';
  const chosen = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]+)`).exec(cookie)?.[1];
  return isLocale(chosen) ? chosen : negotiateLocale(req.headers.get('accept-language'));
}
