import { notFound, redirect } from 'next/navigation';
import { requirePageUser } from '@/lib/server/auth/get-session-user';
import { findPartyMeetingOrThrow } from '@/lib/server/meetings/find-party-meeting';

export const dynamic = 'force-dynamic';

/**
 * The reminder e-mail's join link. A signed-in participant goes straight to their join page (device
 * check and lobby); anyone else gets a 404. Visitors are sent to sign in first.
 */
export default async function MeetingLinkPage({ params }: { params: Promise<{ meetingId: string }> }) {
  const { meetingId } = await params;
  const user = await requirePageUser(`/meeting/${encodeURIComponent(meetingId)}`);
  const meeting = await findPartyMeetingOrThrow(user.id, meetingId).catch(() => notFound());
  redirect(`/${meeting.role === 'CUSTOMER' ? 'customer-portal' : 'lawyer-portal'}/meeting/${meeting.id}/join`);
}
