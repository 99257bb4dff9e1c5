import type { Metadata } from 'next';
import { SERVER_ERROR_WORDS } from '@/lib/errors/error-text';
import { LazyCallRoom } from '@/components/call/lazy';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { localeOf, textFor } from '@/lib/i18n/server';
import { requirePageUser } from '@/lib/server/auth/get-session-user';
import { accountCallMode } from '@/lib/server/calls/call-mode';
import { findCallPartyMeetingOrThrow } from '@/lib/server/calls/join-rules';
import { callKeys } from '@/app/[locale]/_call/call-keys';
import { notFoundUnlessBroken } from '@/lib/server/platform/http/not-found-page';

type Params = { params: Promise<{ locale: string; meetingId: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const t = await textFor(await localeOf(params), 'call');
  return { title: t('room.metaTitle') };
}
export const dynamic = 'force-dynamic';

/** The call's words: the lobby's are not needed here. */
const CALL_PAGE_KEYS = callKeys('loading', 'room', 'stage', 'controls', 'quality', 'trouble', 'panel', 'after', 'mode', 'guest');

/**
 * The call itself (no header). The page checks the party; joining checks the window and payment.
 * The side panel and the after-call screen show the meeting's own parts (files, comments,
 * attendance, review), which speak `meetings`.
 */
export default async function CallPage({ params }: Params) {
  const locale = await localeOf(params);
  const { meetingId } = await params;
  const user = await requirePageUser(`/meeting/${encodeURIComponent(meetingId)}/call`);
  // A notarial appointment (in person) has no call: findCallPartyMeetingOrThrow refuses it as a 404.
  const [meeting, savedMode] = await Promise.all([
    findCallPartyMeetingOrThrow(user.id, meetingId).catch(notFoundUnlessBroken),
    accountCallMode(user.id),
  ]);
  return (
    <ClientMessages locale={locale} namespaces={[['call', CALL_PAGE_KEYS], 'meetings', 'threads', SERVER_ERROR_WORDS]}>
      <LazyCallRoom
        meetingId={meeting.id}
        portal={meeting.role === 'CUSTOMER' ? '/customer-portal' : '/lawyer-portal'}
        callType={meeting.callType}
        savedMode={savedMode}
      />
    </ClientMessages>
  );
}
