import Negotiator from 'negotiator';
import { DEFAULT_LOCALE, type Locale } from './config';

/**
 * The language a first visit gets from its Accept-Language header. Browsers set to Filipino send
 * `fil`, older ones and many phones `tl` (Tagalog, which Filipino is based on): both mean `fil`.
 */
export function negotiateLocale(acceptLanguage: string | null | undefined): Locale {
  if (!acceptLanguage) return DEFAULT_LOCALE;
  const best = new Negotiator({ headers: { 'accept-language': acceptLanguage } }).language(['en', 'fil', 'tl']);
  return best === 'fil' || best === 'tl' ? 'fil' : DEFAULT_LOCALE;
}
