import type { Metadata } from 'next';
import Link from 'next/link';
import { MeetingDetail } from '@/components/meetings/meeting-detail';
import { AssessmentPanel } from '@/features/legal-aid/components/assessment-panel';
import { OpenMatter } from '@/features/matters/components/open-matter';
import { MATTER_OPEN_KEYS } from '@/features/matters/components/open-matter-keys';
import { SERVER_ERROR_WORDS } from '@/lib/errors/error-text';
import { languageAlternates } from '@/lib/i18n/alternates';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { localePath, OG_LOCALE } from '@/lib/i18n/config';
import { localeOf, textFor } from '@/lib/i18n/server';
import { opensMatter } from '@/features/matters/rules/matters';
import { requirePageUser } from '@/lib/server/auth/get-session-user';
import { getMeeting } from '@/lib/server/meetings/get-meeting';
import { findRequestIdOfMeeting, getLegalAidRequest } from '@/features/legal-aid/server/requests';
import { timeZoneOf } from '@/lib/server/auth/account-time-zone';
import { notFoundPage, notFoundUnlessBroken } from '@/lib/server/platform/http/not-found-page';

type Props = { params: Promise<{ meetingId: string; locale: string }> };

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeOf(params);
  const path = `/lawyer-portal/meeting/${encodeURIComponent((await params).meetingId)}`;
  const t = await textFor(locale, 'meetings');
  return {
    title: t('page.meeting'),
    alternates: languageAlternates(locale, path),
    openGraph: { url: localePath(locale, path), locale: OG_LOCALE[locale] },
  };
}

/** A lawyer's meeting: only its own lawyer sees it. */
export default async function LawyerMeetingPage({ params }: Props) {
  const { meetingId } = await params;
  const locale = await localeOf(params);
  const t = await textFor(locale, 'meetings');
  const user = await requirePageUser(`/lawyer-portal/meeting/${encodeURIComponent(meetingId)}`);
  const meeting = await getMeeting(user.id, meetingId, locale).catch(notFoundUnlessBroken);
  if (meeting.role !== 'LAWYER') return notFoundPage();
  // A free legal-aid consultation (issue 61): its request's assessment, before the call.
  const legalAidId = await findRequestIdOfMeeting(meeting._id);
  const legalAid = legalAidId ? await getLegalAidRequest({ id: user.id, admin: false }, legalAidId) : null;
  const portal = legalAid ? await textFor(locale, 'portal') : null;
  return (
    <div className="container-page max-w-3xl py-8">
      <div className="flex flex-wrap items-center gap-4 text-sm font-medium">
        <Link href={localePath(locale, '/lawyer-portal/meetings')} className="text-primary hover:underline">
          {t('page.backToMeetings')}
        </Link>
        <Link href={localePath(locale, `/lawyer-portal/clients/${meeting.customer._id}`)} className="text-primary hover:underline">
          {t('page.client', { name: `${meeting.customer.first_name} ${meeting.customer.last_name}` })}
        </Link>
        {opensMatter('MEETING', meeting.status) && (
          // Issue 64: a consultation held that becomes a case gets a matter both sides follow (issue 72: held, not just booked).
          <div className="ml-auto">
            <ClientMessages locale={locale} namespaces={[['matters', MATTER_OPEN_KEYS]]}>
              <OpenMatter kind="MEETING" sourceId={meeting._id} />
            </ClientMessages>
          </div>
        )}
      </div>
      {legalAid && portal && (
        <section id="legal-aid" className="mt-4 space-y-2">
          {legalAid.allowed.includes('assess') && <p className="text-slate-800">{portal('legalAidDesk.meetingPanel')}</p>}
          <ClientMessages locale={locale} namespaces={[['portal', ['legalAidDesk.']], SERVER_ERROR_WORDS]}>
            <AssessmentPanel initial={legalAid} timeZone={await timeZoneOf(user.id)} />
          </ClientMessages>
        </section>
      )}
      <div className="mt-4">
        {/* The client's shared answers from “Where do I start?” are shown in the viewer's language. */}
        <ClientMessages locale={locale} namespaces={['triage', 'meetings', 'threads', 'notary', ['call', ['guest.invite.']]]}>
          <MeetingDetail initial={meeting} />
        </ClientMessages>
      </div>
    </div>
  );
}
