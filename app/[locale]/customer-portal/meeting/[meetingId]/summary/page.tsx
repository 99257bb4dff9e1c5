import { formatDayTime } from '@/lib/format/zoned-time';
import type { Metadata } from 'next';
import Link from 'next/link';
import { formatPeso } from '@/components/lawyers/format';
import { CallAttendance } from '@/components/meetings/call-attendance';
import { callLabel, inZone } from '@/components/meetings/format';
import { keysUnder } from '@/components/meetings/message-keys';
import { OutcomeNote } from '@/components/meetings/outcome-note';
import { ReviewForm } from '@/components/meetings/review-form';
import { StatusBadge } from '@/components/meetings/status-badge';
import { languageAlternates } from '@/lib/i18n/alternates';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { localePath, OG_LOCALE } from '@/lib/i18n/config';
import { localeOf, textFor } from '@/lib/i18n/server';
import { requirePageUser } from '@/lib/server/auth/get-session-user';
import { getMeeting } from '@/lib/server/meetings/get-meeting';
import { DEFAULT_TIME_ZONE } from '@/lib/config/time';
import { notFoundPage, notFoundUnlessBroken } from '@/lib/server/platform/http/not-found-page';
import { errorWords } from '@/lib/server/platform/http/error-words';
import type { ErrorKey } from '@/lib/errors/keys';

type Props = { params: Promise<{ meetingId: string; locale: string }> };

/** What the page's client parts read: the badge, the outcome sentence, the attendance and the review form. */
const CLIENT_KEYS = keysUnder('status.', 'outcome.', 'attendance.', 'review.', 'errors.');

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeOf(params);
  const path = `/customer-portal/meeting/${encodeURIComponent((await params).meetingId)}/summary`;
  const t = await textFor(locale, 'meetings');
  return {
    title: t('page.summaryTitle'),
    alternates: languageAlternates(locale, path),
    openGraph: { url: localePath(locale, path), locale: OG_LOCALE[locale] },
  };
}

/** After the call: what happened (time, fee, files, comments, the settled outcome) and the review form when the server's review rule allows it (customer only). */
export default async function MeetingSummaryPage({ params }: Props) {
  const { meetingId } = await params;
  const locale = await localeOf(params);
  const t = await textFor(locale, 'meetings');
  const user = await requirePageUser(`/customer-portal/meeting/${encodeURIComponent(meetingId)}/summary`);
  const meeting = await getMeeting(user.id, meetingId, locale).catch(notFoundUnlessBroken);
  if (meeting.role !== 'CUSTOMER') return notFoundPage();
  const zone = DEFAULT_TIME_ZONE;
  return (
    <ClientMessages locale={locale} namespaces={[['meetings', CLIENT_KEYS]]}>
      <div className="container-page max-w-3xl py-8">
        <Link
          href={localePath(locale, `/customer-portal/meeting/${meeting._id}`)}
          className="text-sm font-medium text-primary hover:underline"
        >
          {t('page.backToMeeting')}
        </Link>
        <section aria-labelledby="summary-heading" className="mt-4 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h1 id="summary-heading" className="text-xl font-bold text-slate-900 sm:text-2xl">
              {t('page.summaryTitle')}
            </h1>
            <StatusBadge status={meeting.status} />
          </div>
          <OutcomeNote meeting={meeting} />
          <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-2">
            <div>
              <dt className="font-medium text-slate-600">{t('page.lawyer')}</dt>
              <dd className="text-slate-900">{t('page.lawyerName', { name: meeting.lawyer.display_name })}</dd>
            </div>
            <div>
              <dt className="font-medium text-slate-600">{t('page.when')}</dt>
              <dd className="text-slate-900">{inZone(formatDayTime(meeting.start_time, zone, locale), zone, locale, t)}</dd>
            </div>
            <div>
              <dt className="font-medium text-slate-600">{t('page.consultation')}</dt>
              <dd className="text-slate-900">{callLabel(meeting, t)}</dd>
            </div>
            <div>
              <dt className="font-medium text-slate-600">{t('detail.fee')}</dt>
              <dd className="text-slate-900">{formatPeso(meeting.price)}</dd>
            </div>
            <div className="sm:col-span-2">
              <dt className="font-medium text-slate-600">{t('detail.caseSummary')}</dt>
              <dd className="break-words text-slate-900">{meeting.subject}</dd>
            </div>
            <div>
              <dt className="font-medium text-slate-600">{t('page.files')}</dt>
              <dd className="text-slate-900">{meeting.files.length}</dd>
            </div>
            <div>
              <dt className="font-medium text-slate-600">{t('page.comments')}</dt>
              <dd className="text-slate-900">{meeting.comments.length}</dd>
            </div>
          </dl>
          <CallAttendance entries={meeting.attendance} zone={zone} settled={Boolean(meeting.outcome)} />
        </section>
        <div className="mt-6">
          {meeting.can_review ? (
            <ReviewForm meetingId={meeting._id} review={meeting.review} />
          ) : (
            <p className="rounded-xl bg-white p-5 text-sm text-slate-700 shadow-sm ring-1 ring-slate-200">
              {meeting.review_refusal_code ? errorWords(locale, meeting.review_refusal_code as ErrorKey) : meeting.review_refusal}
            </p>
          )}
        </div>
      </div>
    </ClientMessages>
  );
}
