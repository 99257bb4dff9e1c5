import Negotiator from 'negotiator';
import { DEFAULT_LOCALE, LOCALE_COOKIE, isLocale, type Locale } from './config';

/**
 * The language a first visit gets from its Accept-Language header. Browsers set to Filipino send
 * `fil`, older ones and many phones `tl` (Tagalog, which Filipino is based on): both mean `fil`.
 */
export function negotiateLocale(acceptLanguage: string | null | undefined): Locale {
  if (!acceptLanguage) return DEFAULT_LOCALE;
  const best = new Negotiator({ headers: { 'accept-language': acceptLanguage } }).language(['en', 'fil', 'tl']);
  return best === 'fil' || best === 'tl' ? 'fil' : DEFAULT_LOCALE;
}

/**
 * The language of an API request's words: the language the person chose on the site (its cookie, set
 * by proxy.ts when they pick one), else their browser's. An API answer that carries words (the meeting's
 * shared "Where do I start?" rows) is read on a page of that language.
 */
export function localeOfRequest(req: { headers: Headers }): Locale {
  const cookie = req.headers.get('cookie') ?? '';
  const chosen = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]+)`).exec(cookie)?.[1];
  return isLocale(chosen) ? chosen : negotiateLocale(req.headers.get('accept-language'));
}
