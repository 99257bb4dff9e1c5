import type { Metadata } from 'next';
import { SERVER_ERROR_WORDS } from '@/lib/errors/error-text';
import { LazyGuestCall } from '@/components/call/lazy';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { localeOf, textFor } from '@/lib/i18n/server';
import { callKeys } from '@/app/[locale]/_call/call-keys';

type Params = { params: Promise<{ locale: string; token: string }> };

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const t = await textFor(await localeOf(params), 'call');
  return { title: t('guest.page.title'), robots: { index: false } };
}

/**
 * Issue 63 item 5: the page an invited guest opens from the client's link — no account, no header. A call page
 * (next.config.mjs CALL_PAGES: camera and microphone allowed). The browser does the rest: it opens the link
 * (the first browser is bound to it), waits in the lobby, joins once admitted.
 */
export default async function GuestCallRoute({ params }: Params) {
  const locale = await localeOf(params);
  const { token } = await params;
  return (
    <ClientMessages locale={locale} namespaces={[['call', callKeys('loading', 'room', 'stage', 'controls', 'guest')], SERVER_ERROR_WORDS]}>
      <LazyGuestCall token={token} />
    </ClientMessages>
  );
}
