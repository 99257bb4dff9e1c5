import { getRequestConfig } from 'next-intl/server';
import { DEFAULT_LOCALE, isLocale } from './config';
import { messagesFor } from './messages';

/**
 * next-intl's per-request configuration (next.config.mjs points its plugin here). The locale comes
 * from the `[locale]` segment (pages call setRequestLocale, so prerendered pages stay static).
 * Every date and time the site shows is in Philippine time unless a page says otherwise.
 */
export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = isLocale(requested) ? requested : DEFAULT_LOCALE;
  return { locale, messages: messagesFor(locale), timeZone: 'Asia/Manila' };
});
