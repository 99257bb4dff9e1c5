import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { AppProviders } from '@/components/providers/app-providers';
import { HEADER_ACCOUNT_WORDS } from '@/components/privacy/account-words';
import { APP_NAME, appUrl } from '@/lib/config/app';
import { clientMessagesOf } from '@/lib/i18n/client-messages';
import { localeOf, textFor } from '@/lib/i18n/server';
import { HTML_LANG, LOCALES, OG_LOCALE } from '@/lib/i18n/config';
import '@/app/globals.css';

type Props = { params: Promise<{ locale: string }> };

/** What the client error boundary (error.tsx) and LoadFailed say, on every page: these keys only. */
const ROUTE_ERROR_WORDS = ['errors', ['backHome', 'somethingWentWrong', 'requestId', 'digest', 'loadFailed', 'tryAgain']] as const;

/** Both languages of every page are built: `/x` is `/en/x` inside (proxy.ts), `/fil/x` itself. */
export function generateStaticParams() {
  return LOCALES.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeOf(params);
  const t = await textFor(locale, 'common');
  return {
    metadataBase: new URL(appUrl()),
    title: { default: t('meta.title', { app: APP_NAME }), template: `%s | ${APP_NAME}` },
    description: t('meta.description'),
    applicationName: APP_NAME,
    openGraph: { siteName: APP_NAME, type: 'website', locale: OG_LOCALE[locale] },
  };
}

export const viewport: Viewport = {
  themeColor: '#0b5c57',
  width: 'device-width',
  initialScale: 1,
};

export default async function LocaleLayout({ children, params }: Props & { children: ReactNode }) {
  const locale = await localeOf(params);
  return (
    <html lang={HTML_LANG[locale]}>
      <body className="min-h-screen">
        <AppProviders locale={locale} messages={clientMessagesOf(locale, ['common', ROUTE_ERROR_WORDS, HEADER_ACCOUNT_WORDS])}>
          {children}
        </AppProviders>
      </body>
    </html>
  );
}
