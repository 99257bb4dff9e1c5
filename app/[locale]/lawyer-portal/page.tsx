import type { Metadata } from 'next';
import { BadgeCheck, Clock, XCircle } from 'lucide-react';
import Link from 'next/link';
import { formatPeso } from '@/components/lawyers/format';
import { MeetingList } from '@/components/meetings/meeting-list';
import { displayName } from '@/lib/auth/types';
import { findLawyerVerification } from '@/lib/server/auth/find-lawyer-verification';
import { requirePageUser } from '@/lib/server/auth/get-session-user';
import { toUserDto } from '@/lib/server/auth/user-dto';
import { listLawyerPayments } from '@/lib/server/payments/payouts/list-lawyer-payments';
import { countUnreadMessages } from '@/lib/server/meetings/count-unread-messages';
import { countMeetingsAhead } from '@/lib/server/meetings/count-meetings-ahead';
import { findOwnProfile } from '@/lib/server/lawyers/profile/own-profile';
import { listNotifications } from '@/lib/server/messaging/notifications/list-notifications';
import { CompletenessChecklist } from '@/components/lawyer-profile/completeness-checklist';
import { listingNote } from '@/components/lawyer-profile/listing-note';
import { ageBucket } from '@/components/notifications/age-label';
import { VERIFICATION_WORDS } from '@/components/privacy/account-words';
import { portalMetadata } from '@/components/portal/portal-metadata';
import { portalLongDay } from '@/components/portal/portal-day';
import { ResubmitForm } from '@/components/verification/resubmit-form';
import { isCallPagePath } from '@/lib/config/call-pages';
import type { NotificationDto } from '@/lib/dto/notification';
import { localePath } from '@/lib/i18n/paths';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { localeOf, textFor, type ServerT } from '@/lib/i18n/server';
import { asText } from '@/components/search/names';
import { humanAnswerTime } from '@/lib/format/answer-time';
import { findAnswerTime } from '@/lib/server/lawyers/answer-times/answer-time';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return portalMetadata(await localeOf(params), '/lawyer-portal', 'dashboard.metaTitle');
}
export const dynamic = 'force-dynamic';

export default async function LawyerDashboardPage({ params }: Props) {
  const locale = await localeOf(params);
  const user = await requirePageUser('/lawyer-portal');
  const [verification, ledger, unread, upcoming, profile, notifications, t, editor, account, answerTime, services] = await Promise.all([
    findLawyerVerification(user.id),
    listLawyerPayments(user.id, { limit: 1 }),
    countUnreadMessages(user.id),
    countMeetingsAhead(user),
    findOwnProfile(user.id),
    listNotifications(user.id, { limit: 5 }),
    textFor(locale, 'portal'),
    textFor(locale, 'editor'),
    textFor(locale, 'account'),
    findAnswerTime(user.id),
    textFor(locale, 'services'),
  ]);
  const at = (path: string) => localePath(locale, path);
  const { listed } = profile;
  const stats = [
    // Today's meetings that have not ended count too: a call under way is the most upcoming of all.
    { label: t('dashboard.upcoming'), value: upcoming > 50 ? '50+' : String(upcoming), href: at('/lawyer-portal/meetings') },
    // What is the lawyer's this month; money still held until its meeting is settled is said apart (issue 57).
    {
      label: t('dashboard.earnedThisMonth'),
      value: formatPeso(ledger.totals.this_month_earned),
      href: at('/lawyer-portal/payments'),
      note: ledger.totals.this_month_held ? t('dashboard.heldThisMonth', { amount: formatPeso(ledger.totals.this_month_held) }) : null,
    },
    {
      label: t('dashboard.messages'),
      value: unread ? t('dashboard.unread', { count: unread }) : t('dashboard.allRead'),
      href: at('/lawyer-portal/meetings'),
    },
  ];
  // A lawyer still setting up, with no meeting ahead: what to do next (the checklist) comes before an
  // empty Meetings card (issue 45). Once meetings come, they lead again.
  const setupFirst = profile.missing.length > 0 && upcoming === 0;
  const meetingsCard = (
    <section aria-labelledby="today-heading" className="mt-6 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <h2 id="today-heading" className="text-lg font-semibold text-slate-900">
        {t('dashboard.meetings')}
      </h2>
      <div className="mt-3">
        {/* The meeting list speaks the `meetings` catalogue (its own area's words). */}
        <ClientMessages locale={locale} namespaces={['meetings']}>
          <MeetingList basePath="/lawyer-portal/meeting" initialTab="today" />
        </ClientMessages>
      </div>
    </section>
  );
  const profileCard = (
    <section aria-labelledby="profile-heading" className="mt-6 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="profile-heading" className="text-lg font-semibold text-slate-900">
            {t('dashboard.yourProfile')}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{listingNote(profile, editor)}</p>
        </div>
        <span
          className={`rounded-full px-2.5 py-1 text-xs font-semibold ${listed ? 'bg-primary-50 text-primary-800' : 'bg-slate-100 text-slate-700'}`}
        >
          {listed ? t('dashboard.listed') : t('dashboard.notListed')}
        </span>
      </div>
      {profile.missing.length ? (
        <div className="mt-4">
          <CompletenessChecklist missing={profile.missing} locale={locale} />
        </div>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-2">
        <Link href={at('/lawyer-portal/profile')} className="btn-primary">
          {t('dashboard.profileSettings')}
        </Link>
        <Link href={at('/lawyer-portal/calendar')} className="btn-ghost">
          {t('dashboard.calendar')}
        </Link>
        {listed ? (
          <Link href={at(`/lawyer/${profile._id}`)} className="btn-ghost">
            {t('dashboard.viewPublic')}
          </Link>
        ) : null}
      </div>
    </section>
  );
  return (
    <div className="container-page max-w-4xl py-8">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('dashboard.welcome', { name: displayName(toUserDto(user)) })}</h1>
      <ul className="mt-6 grid gap-3 sm:grid-cols-3">
        {stats.map((s) => (
          <li key={s.label}>
            <Link href={s.href} className="block rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 hover:ring-primary-300">
              <p className="text-sm text-slate-600">{s.label}</p>
              <p className="mt-1 text-xl font-bold text-slate-900">{s.value}</p>
              {'note' in s && s.note && <p className="mt-1 text-xs text-slate-600">{s.note}</p>}
            </Link>
          </li>
        ))}
      </ul>
      {/* Issue 62 item 6: the lawyer's own median answer time, with how many answers it rests on (never a ranking). */}
      <section aria-labelledby="answer-time-heading" className="mt-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
        <h2 id="answer-time-heading" className="text-sm text-slate-600">
          {services('answerTime.dashboardTitle')}
        </h2>
        <p className="mt-1 font-semibold text-slate-900" data-testid="dashboard-answer-time">
          {answerTime
            ? services('answerTime.dashboardValue', {
                time: humanAnswerTime(asText(services), answerTime.median_minutes),
                samples: answerTime.samples,
              })
            : services('answerTime.dashboardNone')}
        </p>
        <p className="mt-1 text-xs text-slate-600">{services('answerTime.dashboardNote')}</p>
      </section>
      {setupFirst ? (
        <>
          {profileCard}
          {meetingsCard}
        </>
      ) : null}
      {setupFirst ? null : meetingsCard}
      <section aria-labelledby="verification-heading" className="mt-6 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
        <h2 id="verification-heading" className="text-lg font-semibold text-slate-900">
          {t('dashboard.verification')}
        </h2>
        <ClientMessages locale={locale} namespaces={[VERIFICATION_WORDS]}>
          {verification?.status === 'REJECTED' ? (
            <div className="mt-2">
              <p className="flex items-start gap-2 text-red-800">
                <XCircle className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
                <span>{t.rich('dashboard.rejected', { note: () => <strong>{verification.note}</strong> })}</span>
              </p>
              <p className="mt-1 text-sm text-slate-600">{t('dashboard.rejectedHidden')}</p>
              <ResubmitForm />
            </div>
          ) : verification?.ibpVerified ? (
            <div className="mt-2">
              <p className="flex items-center gap-2 text-primary-700">
                <BadgeCheck className="h-5 w-5 shrink-0" aria-hidden="true" />
                <span>
                  {t('dashboard.ibpVerified')}
                  {profile.ibp_verified_at ? (
                    <span className="block text-sm text-slate-600">
                      {t('dashboard.since', { date: portalLongDay(profile.ibp_verified_at, locale) })}
                    </span>
                  ) : null}
                </span>
              </p>
              {verification.status === 'PENDING' ? (
                <p className="mt-2 text-sm text-slate-600">{t('dashboard.pending')}</p>
              ) : verification.renewalDue ? (
                <>
                  <p className="mt-2 text-sm text-slate-700">{t('dashboard.renewal')}</p>
                  <ResubmitForm ibpOnly />
                </>
              ) : null}
            </div>
          ) : (
            <p className="mt-2 flex items-center gap-2 text-slate-700">
              <Clock className="h-5 w-5 text-amber-600" aria-hidden="true" />
              {verification?.idsUploaded ? t('dashboard.checking') : t('dashboard.upload')}
            </p>
          )}
        </ClientMessages>
        {verification?.hiddenReason ? (
          <p role="status" className="mt-3 rounded-md bg-red-50 p-3 text-sm text-red-800">
            {t('dashboard.hidden', { reason: verification.hiddenReason })}
          </p>
        ) : null}
      </section>
      {setupFirst ? null : profileCard}
      <section aria-labelledby="notifications-heading" className="mt-6 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
        <h2 id="notifications-heading" className="text-lg font-semibold text-slate-900">
          {t('dashboard.recent')}
        </h2>
        {notifications.results.length ? (
          <ul className="mt-2 divide-y divide-slate-200">
            {notifications.results.map((n) => (
              <li key={n._id}>
                {isCallPagePath(n.url) ? (
                  // A full page load into a call page (its Permissions-Policy allows the camera).
                  <a href={n.url} className="flex items-start justify-between gap-3 py-3 hover:bg-slate-50">
                    <NotificationText n={n} account={account} />
                  </a>
                ) : (
                  <Link href={n.url} className="flex items-start justify-between gap-3 py-3 hover:bg-slate-50">
                    <NotificationText n={n} account={account} />
                  </Link>
                )}
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-sm text-slate-600">{t('dashboard.nothingNew')}</p>
        )}
      </section>
    </div>
  );
}

function NotificationText({ n, account }: { n: NotificationDto; account: ServerT<'account'> }) {
  const age = ageBucket(n.created_at);
  return (
    <>
      <span className="min-w-0">
        <span className={`block text-sm ${n.seen ? 'text-slate-700' : 'font-semibold text-slate-900'}`}>{n.title}</span>
        <span className="block truncate text-sm text-slate-600">{n.body}</span>
      </span>
      <span className="shrink-0 text-xs text-slate-500">{account(`notifications.age.${age.key}`, { count: age.days })}</span>
    </>
  );
}
