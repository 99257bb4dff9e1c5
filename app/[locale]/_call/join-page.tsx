import type { Metadata } from 'next';
import Link from 'next/link';
import { LazyLobby } from '@/components/call/lazy';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { localePath, type Locale } from '@/lib/i18n/paths';
import { localeOf, textFor } from '@/lib/i18n/server';
import { requirePageUser } from '@/lib/server/auth/get-session-user';
import { accountCallMode } from '@/lib/server/calls/call-mode';
import { loadCallMeeting } from '@/lib/server/calls/join-rules';
import { notFoundPage, notFoundUnlessBroken } from '@/lib/server/platform/http/not-found-page';
import { callKeys } from './call-keys';

/** The lobby's words only (the call room's load with the call page). */
const LOBBY_KEYS = callKeys('loading', 'lobby', 'mode', 'data');

/** Both portals' join pages: the same title. */
export async function joinMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const t = await textFor(await localeOf(params), 'call');
  return { title: t('join.metaTitle') };
}

/**
 * The join page of either portal: the page itself checks the session, the role and that the user is
 * a party of the meeting (the proxy only redirects). Unpaid, cancelled and ended calls say so (the
 * words of the errors catalogue's `call` keys, in the page's language).
 */
export async function JoinPage({
  meetingId,
  portal,
  locale,
}: {
  meetingId: string;
  portal: 'customer-portal' | 'lawyer-portal';
  locale: Locale;
}) {
  const user = await requirePageUser(`/${portal}/meeting/${encodeURIComponent(meetingId)}/join`);
  const call = await loadCallMeeting(user.id, meetingId).catch(notFoundUnlessBroken);
  if ((portal === 'customer-portal') !== (call.role === 'CUSTOMER')) return notFoundPage();
  const t = await textFor(locale, 'call');
  const closed =
    call.state === 'not-paid'
      ? t('join.notPaid')
      : call.state === 'cancelled'
        ? t('join.cancelled')
        : call.state === 'ended'
          ? t('join.ended')
          : null;
  return (
    <div className="container-page max-w-5xl py-8">
      <Link href={localePath(locale, `/${portal}/meeting/${call.id}`)} className="text-sm font-medium text-primary hover:underline">
        {t('join.back')}
      </Link>
      <h1 className="mt-3 text-2xl font-bold text-slate-900">{t('join.heading', { name: call.peer.name })}</h1>
      <p className="mt-1 text-slate-600">{t('join.intro')}</p>
      <div className="mt-6">
        {closed ? (
          <p role="alert" className="rounded-xl bg-white p-5 text-slate-800 shadow-sm ring-1 ring-slate-200">
            {closed}
          </p>
        ) : (
          <ClientMessages locale={locale} namespaces={[['call', LOBBY_KEYS]]}>
            <LazyLobby
              meetingId={call.id}
              callType={call.callType}
              start={call.start.toISOString()}
              end={call.end.toISOString()}
              opensAt={call.opensAt.toISOString()}
              peer={call.peer}
              state={call.state === 'open' ? 'open' : 'not-open-yet'}
              savedMode={await accountCallMode(user.id)}
            />
          </ClientMessages>
        )}
      </div>
    </div>
  );
}
