import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { LazyCallRoom } from '@/components/call/lazy';
import { requirePageUser } from '@/lib/server/auth/get-session-user';
import { findPartyMeetingOrThrow } from '@/lib/server/meetings/find-party-meeting';

export const metadata: Metadata = { title: 'Consultation call' };
export const dynamic = 'force-dynamic';

/** The call itself (no header). The page checks the party; joining checks the window and payment. */
export default async function CallPage({ params }: { params: Promise<{ meetingId: string }> }) {
  const { meetingId } = await params;
  const user = await requirePageUser(`/meeting/${encodeURIComponent(meetingId)}/call`);
  const meeting = await findPartyMeetingOrThrow(user.id, meetingId).catch(() => notFound());
  return (
    <LazyCallRoom
      meetingId={meeting.id}
      portal={meeting.role === 'CUSTOMER' ? '/customer-portal' : '/lawyer-portal'}
      callType={meeting.callType}
    />
  );
}
