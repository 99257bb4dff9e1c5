import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { MeetingDetail } from '@/components/meetings/meeting-detail';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { localeOf } from '@/lib/i18n/server';
import { requirePageUser } from '@/lib/server/auth/get-session-user';
import { getMeeting } from '@/lib/server/meetings/get-meeting';

export const metadata: Metadata = { title: 'Meeting' };
export const dynamic = 'force-dynamic';

/** A customer's meeting: only its own customer sees it (another customer's id is a 404). */
export default async function CustomerMeetingPage({ params }: { params: Promise<{ meetingId: string; locale: string }> }) {
  const { meetingId } = await params;
  const locale = await localeOf(params);
  const user = await requirePageUser(`/customer-portal/meeting/${encodeURIComponent(meetingId)}`);
  const meeting = await getMeeting(user.id, meetingId).catch(() => notFound());
  if (meeting.role !== 'CUSTOMER') notFound();
  return (
    <div className="container-page max-w-3xl py-8">
      <Link href="/customer-portal" className="text-sm font-medium text-primary hover:underline">
        ← My meetings
      </Link>
      <div className="mt-4">
        {/* The client's shared answers from “Where do I start?” are shown in the viewer's language. */}
        <ClientMessages locale={locale} namespaces={['triage']}>
          <MeetingDetail initial={meeting} />
        </ClientMessages>
      </div>
    </div>
  );
}
