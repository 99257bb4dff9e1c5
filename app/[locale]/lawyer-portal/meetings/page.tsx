import type { Metadata } from 'next';
import { MeetingList } from '@/components/meetings/meeting-list';
import { requirePageUser } from '@/lib/server/auth/get-session-user';
import { listLiveMeetings } from '@/lib/server/video/list-live-meetings';

export const metadata: Metadata = { title: 'Meetings' };
export const dynamic = 'force-dynamic';

export default async function LawyerMeetingsPage() {
  const user = await requirePageUser('/lawyer-portal/meetings');
  // While a call can be joined, the page opens where that meeting is listed (today's), not on "Upcoming".
  const live = await listLiveMeetings(user);
  return (
    <div className="container-page max-w-4xl py-8">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Meetings</h1>
      <section aria-label="Meeting list" className="mt-6 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
        <MeetingList basePath="/lawyer-portal/meeting" initialTab={live.length ? 'today' : 'upcoming'} />
      </section>
    </div>
  );
}
