import type { Metadata } from 'next';
import { MeetingList } from '@/components/meetings/meeting-list';
import { MEETING_LIST_KEYS } from '@/components/meetings/message-keys';
import { languageAlternates } from '@/lib/i18n/alternates';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { localePath, OG_LOCALE } from '@/lib/i18n/config';
import { localeOf, textFor } from '@/lib/i18n/server';
import { requirePageUser } from '@/lib/server/auth/get-session-user';
import { listLiveMeetings } from '@/lib/server/calls/list-live-meetings';

type Props = { params: Promise<{ locale: string }> };

const PATH = '/lawyer-portal/meetings';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeOf(params);
  const t = await textFor(locale, 'meetings');
  return {
    title: t('page.navMeetings'),
    alternates: languageAlternates(locale, PATH),
    openGraph: { url: localePath(locale, PATH), locale: OG_LOCALE[locale] },
  };
}

export default async function LawyerMeetingsPage({ params }: Props) {
  const locale = await localeOf(params);
  const t = await textFor(locale, 'meetings');
  const user = await requirePageUser(PATH);
  // While a call can be joined, the page opens where that meeting is listed (today's), not on "Upcoming".
  const live = await listLiveMeetings(user);
  return (
    <div className="container-page max-w-4xl py-8">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('page.navMeetings')}</h1>
      <section aria-label={t('page.meetingList')} className="mt-6 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
        <ClientMessages locale={locale} namespaces={[['meetings', MEETING_LIST_KEYS]]}>
          <MeetingList basePath="/lawyer-portal/meeting" initialTab={live.length ? 'today' : 'upcoming'} />
        </ClientMessages>
      </section>
    </div>
  );
}
