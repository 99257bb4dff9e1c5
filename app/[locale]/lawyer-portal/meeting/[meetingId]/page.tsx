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

/** A lawyer's meeting: only its own lawyer sees it. */
export default async function LawyerMeetingPage({ params }: { params: Promise<{ meetingId: string; locale: string }> }) {
  const { meetingId } = await params;
  const locale = await localeOf(params);
  const user = await requirePageUser(`/lawyer-portal/meeting/${encodeURIComponent(meetingId)}`);
  const meeting = await getMeeting(user.id, meetingId).catch(() => notFound());
  if (meeting.role !== 'LAWYER') notFound();
  return (
    <div className="container-page max-w-3xl py-8">
      <div className="flex flex-wrap gap-4 text-sm font-medium">
        <Link href="/lawyer-portal/meetings" className="text-primary hover:underline">
          ← Meetings
        </Link>
        <Link href={`/lawyer-portal/clients/${meeting.customer._id}`} className="text-primary hover:underline">
          Client: {meeting.customer.first_name} {meeting.customer.last_name}
        </Link>
      </div>
      <div className="mt-4">
        {/* The client's shared answers from “Where do I start?” are shown in the viewer's language. */}
        <ClientMessages locale={locale} namespaces={['triage']}>
          <MeetingDetail initial={meeting} />
        </ClientMessages>
      </div>
    </div>
  );
}
