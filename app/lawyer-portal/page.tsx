import type { Metadata } from 'next';
import { BadgeCheck, Clock } from 'lucide-react';
import Link from 'next/link';
import { formatPeso } from '@/components/lawyers/format';
import { unreadLabel } from '@/components/meetings/format';
import { MeetingList } from '@/components/meetings/meeting-list';
import { displayName } from '@/lib/auth/types';
import { findLawyerVerification } from '@/lib/server/auth/find-lawyer-verification';
import { requirePageUser } from '@/lib/server/auth/get-session-user';
import { toUserDto } from '@/lib/server/auth/user-dto';
import { listLawyerPayments } from '@/lib/server/payments/list-lawyer-payments';
import { countUnreadMessages } from '@/lib/server/meetings/count-unread-messages';
import { listMeetings } from '@/lib/server/meetings/list-meetings';

export const metadata: Metadata = { title: 'Dashboard' };
export const dynamic = 'force-dynamic';

export default async function LawyerDashboardPage() {
  const user = await requirePageUser('/lawyer-portal');
  const [verification, ledger, unread, upcoming] = await Promise.all([
    findLawyerVerification(user.id),
    listLawyerPayments(user.id, { limit: 1 }),
    countUnreadMessages(user.id),
    listMeetings({ viewer: user, filter: 'upcoming', limit: 50 }),
  ]);
  const stats = [
    { label: 'Upcoming meetings', value: upcoming.hasMore ? '50+' : String(upcoming.results.length), href: '/lawyer-portal/meetings' },
    { label: 'Paid this month', value: formatPeso(ledger.totals.this_month), href: '/lawyer-portal/payments' },
    { label: 'Messages', value: unread ? unreadLabel(unread) : 'All read', href: '/lawyer-portal/meetings' },
  ];
  return (
    <div className="container-page max-w-4xl py-8">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Welcome, {displayName(toUserDto(user))}</h1>
      <ul className="mt-6 grid gap-3 sm:grid-cols-3">
        {stats.map((s) => (
          <li key={s.label}>
            <Link href={s.href} className="block rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 hover:ring-primary-300">
              <p className="text-sm text-slate-600">{s.label}</p>
              <p className="mt-1 text-xl font-bold text-slate-900">{s.value}</p>
            </Link>
          </li>
        ))}
      </ul>
      <section aria-labelledby="today-heading" className="mt-6 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
        <h2 id="today-heading" className="text-lg font-semibold text-slate-900">Meetings</h2>
        <div className="mt-3">
          <MeetingList basePath="/lawyer-portal/meeting" initialTab="today" />
        </div>
      </section>
      <section aria-labelledby="verification-heading" className="mt-6 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
        <h2 id="verification-heading" className="text-lg font-semibold text-slate-900">Verification</h2>
        {verification?.ibpVerified ? (
          <p className="mt-2 flex items-center gap-2 text-primary-700">
            <BadgeCheck className="h-5 w-5" aria-hidden="true" /> Your IBP membership is verified.
          </p>
        ) : (
          <p className="mt-2 flex items-center gap-2 text-slate-700">
            <Clock className="h-5 w-5 text-amber-600" aria-hidden="true" />
            {verification?.idsUploaded
              ? 'We are checking your IBP ID and government ID. Clients can find you once this is done.'
              : 'Upload your IBP ID and government ID so we can verify you.'}
          </p>
        )}
      </section>
      <section aria-labelledby="profile-heading" className="mt-6 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
        <h2 id="profile-heading" className="text-lg font-semibold text-slate-900">Your profile</h2>
        <p className="mt-1 text-sm text-slate-600">
          Clients see your profile once basic info, banking info, availability, work experience and education are filled in.
        </p>
        <div className="mt-4 flex flex-wrap gap-2">
          <Link href="/lawyer-portal/profile" className="btn-primary">
            Profile Settings
          </Link>
          <Link href="/lawyer-portal/calendar" className="btn-ghost">
            Calendar
          </Link>
          <Link href="/lawyer-portal/work-items" className="btn-ghost">
            Work Items
          </Link>
        </div>
      </section>
    </div>
  );
}
