import type { Metadata } from 'next';
import Link from 'next/link';
import { LegalAidMeetingStatus } from '@/features/legal-aid/components/legal-aid-meeting-status';
import { MeetingDetail } from '@/components/meetings/meeting-detail';
import { languageAlternates } from '@/lib/i18n/alternates';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { localePath, OG_LOCALE } from '@/lib/i18n/config';
import { localeOf, textFor } from '@/lib/i18n/server';
import { requirePageUser } from '@/lib/server/auth/get-session-user';
import { getMeeting } from '@/lib/server/meetings/get-meeting';
import { notFoundPage, notFoundUnlessBroken } from '@/lib/server/platform/http/not-found-page';
import { findRequestIdOfMeeting, getLegalAidRequest } from '@/features/legal-aid/server/requests';
import { timeZoneOf } from '@/lib/server/auth/account-time-zone';
import type { MeetingDetailDto } from '@/lib/dto/meeting';

type Props = { params: Promise<{ meetingId: string; locale: string }> };

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeOf(params);
  const path = `/customer-portal/meeting/${encodeURIComponent((await params).meetingId)}`;
  const t = await textFor(locale, 'meetings');
  return {
    title: t('page.meeting'),
    alternates: languageAlternates(locale, path),
    openGraph: { url: localePath(locale, path), locale: OG_LOCALE[locale] },
  };
}

/** The legal-aid request of a free consultation (its client's read, as GET legal-aid/requests gives it), or null. */
async function legalAidRequestOf(userId: string, meeting: MeetingDetailDto) {
  if (meeting.price !== 0 || meeting.in_person !== null) return null;
  const id = await findRequestIdOfMeeting(meeting._id);
  return id ? getLegalAidRequest({ id: userId, admin: false }, id) : null;
}

/** A customer's meeting: only its own customer sees it (another customer's id is a 404). */
export default async function CustomerMeetingPage({ params }: Props) {
  const { meetingId } = await params;
  const locale = await localeOf(params);
  const t = await textFor(locale, 'meetings');
  const user = await requirePageUser(`/customer-portal/meeting/${encodeURIComponent(meetingId)}`);
  const meeting = await getMeeting(user.id, meetingId, locale).catch(notFoundUnlessBroken);
  if (meeting.role !== 'CUSTOMER') return notFoundPage();
  const legalAid = await legalAidRequestOf(user.id, meeting);
  return (
    <div className="container-page max-w-3xl py-8">
      <Link href={localePath(locale, '/customer-portal')} className="text-sm font-medium text-primary hover:underline">
        {t('page.backToMyMeetings')}
      </Link>
      <div className="mt-4">
        {/* The client's shared answers from “Where do I start?” are shown in the viewer's language. */}
        {/* Issue 61: a free legal-aid consultation says where its assessment is. */}
        {legalAid ? <LegalAidMeetingStatus request={legalAid} locale={locale} timeZone={await timeZoneOf(user.id)} /> : null}
        <ClientMessages
          locale={locale}
          namespaces={['triage', 'meetings', 'threads', 'notary', ['disputes', ['offPlatform.']], ['call', ['guest.invite.']]]}
        >
          <MeetingDetail initial={meeting} />
        </ClientMessages>
      </div>
    </div>
  );
}
