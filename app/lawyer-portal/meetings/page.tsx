import type { Metadata } from 'next';
import { MeetingList } from '@/components/meetings/meeting-list';
import { requirePageUser } from '@/lib/server/auth/get-session-user';

export const metadata: Metadata = { title: 'Meetings' };

export default async function LawyerMeetingsPage() {
  await requirePageUser('/lawyer-portal/meetings');
  return (
    <div className="container-page max-w-4xl py-8">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Meetings</h1>
      <section aria-label="Meeting list" className="mt-6 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
        <MeetingList basePath="/lawyer-portal/meeting" />
      </section>
    </div>
  );
}
