import type { Metadata } from 'next';
import { BadgeCheck, Clock, XCircle } from 'lucide-react';
import Link from 'next/link';
import { formatPeso } from '@/components/lawyers/format';
import { unreadLabel } from '@/components/meetings/format';
import { MeetingList } from '@/components/meetings/meeting-list';
import { displayName } from '@/lib/auth/types';
import { findLawyerVerification } from '@/lib/server/auth/find-lawyer-verification';
import { requirePageUser } from '@/lib/server/auth/get-session-user';
import { toUserDto } from '@/lib/server/auth/user-dto';
import { listLawyerPayments } from '@/lib/server/payouts/list-lawyer-payments';
import { countUnreadMessages } from '@/lib/server/meetings/count-unread-messages';
import { countMeetingsAhead } from '@/lib/server/meetings/count-meetings-ahead';
import { findOwnProfile } from '@/lib/server/lawyer-profile/own-profile';
import { listNotifications } from '@/lib/server/notifications/list-notifications';
import { CompletenessChecklist } from '@/components/lawyer-profile/completeness-checklist';
import { listingNote } from '@/components/lawyer-profile/listing-note';
import { ageLabel } from '@/components/notifications/age-label';
import { ResubmitForm } from '@/components/verification/resubmit-form';
import { isCallPagePath } from '@/lib/config/call-pages';
import type { NotificationDto } from '@/lib/dto/notification';

export const metadata: Metadata = { title: 'Dashboard' };
export const dynamic = 'force-dynamic';

export default async function LawyerDashboardPage() {
  const user = await requirePageUser('/lawyer-portal');
  const [verification, ledger, unread, upcoming, profile, notifications] = await Promise.all([
    findLawyerVerification(user.id),
    listLawyerPayments(user.id, { limit: 1 }),
    countUnreadMessages(user.id),
    countMeetingsAhead(user),
    findOwnProfile(user.id),
    listNotifications(user.id, { limit: 5 }),
  ]);
  const { listed } = profile;
  const stats = [
    // Today's meetings that have not ended count too: a call under way is the most upcoming of all.
    { label: 'Upcoming meetings', value: upcoming > 50 ? '50+' : String(upcoming), href: '/lawyer-portal/meetings' },
    { label: 'Paid this month', value: formatPeso(ledger.totals.this_month), href: '/lawyer-portal/payments' },
    { label: 'Messages', value: unread ? unreadLabel(unread) : 'All read', href: '/lawyer-portal/meetings' },
  ];
  // A lawyer still setting up, with no meeting ahead: what to do next (the checklist) comes before an
  // empty Meetings card (issue 45). Once meetings come, they lead again.
  const setupFirst = profile.missing.length > 0 && upcoming === 0;
  const meetingsCard = (
    <section aria-labelledby="today-heading" className="mt-6 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <h2 id="today-heading" className="text-lg font-semibold text-slate-900">
        Meetings
      </h2>
      <div className="mt-3">
        <MeetingList basePath="/lawyer-portal/meeting" initialTab="today" />
      </div>
    </section>
  );
  const profileCard = (
    <section aria-labelledby="profile-heading" className="mt-6 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="profile-heading" className="text-lg font-semibold text-slate-900">
            Your profile
          </h2>
          <p className="mt-1 text-sm text-slate-600">{listingNote(profile)}</p>
        </div>
        <span
          className={`rounded-full px-2.5 py-1 text-xs font-semibold ${listed ? 'bg-primary-50 text-primary-800' : 'bg-slate-100 text-slate-700'}`}
        >
          {listed ? 'Listed' : 'Not listed'}
        </span>
      </div>
      {profile.missing.length ? (
        <div className="mt-4">
          <CompletenessChecklist missing={profile.missing} />
        </div>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-2">
        <Link href="/lawyer-portal/profile" className="btn-primary">
          Profile Settings
        </Link>
        <Link href="/lawyer-portal/calendar" className="btn-ghost">
          Calendar
        </Link>
        {listed ? (
          <Link href={`/lawyer/${profile._id}`} className="btn-ghost">
            View public profile
          </Link>
        ) : null}
      </div>
    </section>
  );
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
      {setupFirst ? (
        <>
          {profileCard}
          {meetingsCard}
        </>
      ) : null}
      {setupFirst ? null : meetingsCard}
      <section aria-labelledby="verification-heading" className="mt-6 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
        <h2 id="verification-heading" className="text-lg font-semibold text-slate-900">
          Verification
        </h2>
        {verification?.status === 'REJECTED' ? (
          <div className="mt-2">
            <p className="flex items-start gap-2 text-red-800">
              <XCircle className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
              <span>
                We could not verify your documents. What to fix: <strong>{verification.note}</strong>
              </span>
            </p>
            <p className="mt-1 text-sm text-slate-600">Your profile cannot be public until new documents are approved.</p>
            <ResubmitForm />
          </div>
        ) : verification?.ibpVerified ? (
          <div className="mt-2">
            <p className="flex items-center gap-2 text-primary-700">
              <BadgeCheck className="h-5 w-5 shrink-0" aria-hidden="true" />
              <span>
                Your IBP membership is verified.
                {profile.ibp_verified_at ? (
                  <span className="block text-sm text-slate-600">
                    Since {new Date(profile.ibp_verified_at).toLocaleDateString('en-PH', { dateStyle: 'long', timeZone: 'Asia/Manila' })}
                  </span>
                ) : null}
              </span>
            </p>
            {verification.status === 'PENDING' ? (
              <p className="mt-2 text-sm text-slate-600">We are checking the documents you sent; you stay listed meanwhile.</p>
            ) : verification.renewalDue ? (
              <>
                <p className="mt-2 text-sm text-slate-700">A year has passed: please upload your current IBP ID (IBP dues are annual).</p>
                <ResubmitForm ibpOnly />
              </>
            ) : null}
          </div>
        ) : (
          <p className="mt-2 flex items-center gap-2 text-slate-700">
            <Clock className="h-5 w-5 text-amber-600" aria-hidden="true" />
            {verification?.idsUploaded
              ? 'We are checking your IBP ID and government ID. Clients can find you once this is done.'
              : 'Upload your IBP ID and government ID so we can verify you.'}
          </p>
        )}
        {verification?.hiddenReason ? (
          <p role="status" className="mt-3 rounded-md bg-red-50 p-3 text-sm text-red-800">
            Our moderators hid your profile: {verification.hiddenReason} Clients cannot find or book you until it is restored; reply to our
            e-mail to appeal.
          </p>
        ) : null}
      </section>
      {setupFirst ? null : profileCard}
      <section aria-labelledby="notifications-heading" className="mt-6 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
        <h2 id="notifications-heading" className="text-lg font-semibold text-slate-900">
          Recent notifications
        </h2>
        {notifications.results.length ? (
          <ul className="mt-2 divide-y divide-slate-200">
            {notifications.results.map((n) => (
              <li key={n._id}>
                {isCallPagePath(n.url) ? (
                  // A full page load into a call page (its Permissions-Policy allows the camera).
                  <a href={n.url} className="flex items-start justify-between gap-3 py-3 hover:bg-slate-50">
                    <NotificationText n={n} />
                  </a>
                ) : (
                  <Link href={n.url} className="flex items-start justify-between gap-3 py-3 hover:bg-slate-50">
                    <NotificationText n={n} />
                  </Link>
                )}
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-sm text-slate-600">Nothing new. Bookings, messages and reminders appear here.</p>
        )}
      </section>
    </div>
  );
}

function NotificationText({ n }: { n: NotificationDto }) {
  return (
    <>
      <span className="min-w-0">
        <span className={`block text-sm ${n.seen ? 'text-slate-700' : 'font-semibold text-slate-900'}`}>{n.title}</span>
        <span className="block truncate text-sm text-slate-600">{n.body}</span>
      </span>
      <span className="shrink-0 text-xs text-slate-500">{ageLabel(n.created_at)}</span>
    </>
  );
}
