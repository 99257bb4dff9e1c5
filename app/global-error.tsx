'use client';

import { useSyncExternalStore } from 'react';
import { ErrorScreen } from '@/components/ui/error-screen';
import { RequestReference } from '@/components/ui/request-reference';
import { HTML_LANG, localePath, splitLocale, type Locale } from '@/lib/i18n/config';
import './globals.css';

// Next ships this boundary in every page's first load, so, like app/not-found.tsx, it carries its few
// words itself instead of importing a catalogue: they are errors.json's (somethingWentWrong,
// backHome, requestId, digest), word for word.
const TEXT: Record<Locale, { title: string; back: string; requestId: string; digest: string }> = {
  en: { title: 'Ops... Something went wrong! Sorry!', back: 'Go back to the main page', requestId: 'Request ID:', digest: 'Error digest:' },
  fil: {
    title: 'Naku... May nagkaproblema! Pasensya na po!',
    back: 'Bumalik sa home page',
    requestId: 'ID ng request:',
    digest: 'Digest ng error:',
  },
};

const subscribeToNothing = () => () => {};
const pathLocale = (): Locale => splitLocale(location.pathname).locale;

/**
 * Replaces the root layout when it fails, so nothing tells it the page's language but the path (/fil/…).
 * On the server there is no path to read: it says the spec's English sentence with the Filipino one
 * under it, and the browser then shows the page's language alone.
 */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  const known = useSyncExternalStore(subscribeToNothing, pathLocale, () => null);
  const locale = known ?? 'en';
  const t = TEXT[locale];
  return (
    <html lang={HTML_LANG[locale]}>
      <body>
        <ErrorScreen title={t.title} backLabel={t.back} homeHref={localePath(locale, '/')}>
          {known === null ? (
            <p lang={HTML_LANG.fil} className="text-lg text-slate-700">
              {TEXT.fil.title}
            </p>
          ) : null}
          <RequestReference digest={error.digest} labels={{ requestId: t.requestId, digest: t.digest }} />
        </ErrorScreen>
      </body>
    </html>
  );
}
