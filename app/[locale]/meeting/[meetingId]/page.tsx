import { redirect } from 'next/navigation';
import { localePath } from '@/lib/i18n/paths';
import { localeOf } from '@/lib/i18n/server';
import { isCallKind } from '@/lib/rules/meeting-kinds';
import { requirePageUser } from '@/lib/server/auth/get-session-user';
import { findPartyMeetingOrThrow } from '@/lib/server/meetings/find-party-meeting';
import { notFoundUnlessBroken } from '@/lib/server/platform/http/not-found-page';

export const dynamic = 'force-dynamic';

/**
 * The reminder e-mail's join link. A signed-in participant goes straight to their join page (device
 * check and lobby), in the link's language — or, for an in-person notarial appointment, to its page;
 * anyone else gets a 404. Visitors are sent to sign in first.
 */
export default async function MeetingLinkPage({ params }: { params: Promise<{ locale: string; meetingId: string }> }) {
  const locale = await localeOf(params);
  const { meetingId } = await params;
  const user = await requirePageUser(`/meeting/${encodeURIComponent(meetingId)}`);
  const meeting = await findPartyMeetingOrThrow(user.id, meetingId).catch(notFoundUnlessBroken);
  const page = `/${meeting.role === 'CUSTOMER' ? 'customer-portal' : 'lawyer-portal'}/meeting/${meeting.id}`;
  // An in-person notarial appointment has no call: its page (address, what to bring) instead of the join page.
  redirect(localePath(locale, isCallKind(meeting.kind) ? `${page}/join` : page));
}
