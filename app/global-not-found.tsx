import type { Metadata, Viewport } from 'next';
import { headers } from 'next/headers';
import { AppProviders } from '@/components/providers/app-providers';
import { HEADER_ACCOUNT_WORDS } from '@/components/privacy/account-words';
import { NotFoundPage } from '@/components/header/not-found-page';
import { APP_NAME, appUrl } from '@/lib/config/app';
import { clientMessagesOf } from '@/lib/i18n/client-messages';
import { DEFAULT_LOCALE, HTML_LANG, LOCALE_HEADER, isLocale, type Locale } from '@/lib/i18n/config';
import { textFor } from '@/lib/i18n/server';
import './globals.css';

/**
 * The 404 page of an address no route matches (/no-such-page, /fil/no-such-page, /lawyer/x/y), and of
 * what a page did not find (/lawyer/<unknown id>: notFoundPage() sends the visitor to /_not-found), issue
 * 57: Next renders this file as a page, on the server, with its own <html>, so a visitor without
 * JavaScript (a data-saver browser, a crawler) reads the page and its links to free help. It was a
 * catch-all `[locale]/[...rest]` calling notFound(), which Next 16 answers with an empty document
 * and renders in the browser only (vercel/next.js#62228). No `[locale]` param here: the language is
 * the one proxy.ts found in the path (LOCALE_HEADER).
 */
async function pageLocale(): Promise<Locale> {
  const value = (await headers()).get(LOCALE_HEADER);
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

export async function generateMetadata(): Promise<Metadata> {
  const t = await textFor(await pageLocale(), 'errors');
  return { metadataBase: new URL(appUrl()), title: `${t('notFound.metaTitle')} | ${APP_NAME}`, robots: { index: false } };
}

export const viewport: Viewport = { themeColor: '#0b5c57', width: 'device-width', initialScale: 1 };

export default async function GlobalNotFound() {
  const locale = await pageLocale();
  return (
    <html lang={HTML_LANG[locale]}>
      <body className="min-h-screen">
        <AppProviders locale={locale} messages={clientMessagesOf(locale, ['common', HEADER_ACCOUNT_WORDS])}>
          <NotFoundPage locale={locale} />
        </AppProviders>
      </body>
    </html>
  );
}
