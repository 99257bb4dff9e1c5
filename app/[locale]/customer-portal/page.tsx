import type { Metadata } from 'next';
import Link from 'next/link';
import { Avatar } from '@/components/ui/avatar';
import { unreadLabel } from '@/components/meetings/format';
import { MeetingList } from '@/components/meetings/meeting-list';
import { MEETING_LIST_KEYS } from '@/components/meetings/message-keys';
import { languageAlternates } from '@/lib/i18n/alternates';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { localePath, OG_LOCALE } from '@/lib/i18n/config';
import { localeOf, textFor } from '@/lib/i18n/server';
import { requirePageUser } from '@/lib/server/auth/get-session-user';
import { toUserDto } from '@/lib/server/auth/user-dto';
import { countUnreadMessages } from '@/lib/server/meetings/count-unread-messages';
import { listLiveMeetings } from '@/lib/server/calls/list-live-meetings';

type Props = { params: Promise<{ locale: string }> };

const PATH = '/customer-portal';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeOf(params);
  const t = await textFor(locale, 'meetings');
  return {
    title: t('page.myMeetings'),
    alternates: languageAlternates(locale, PATH),
    openGraph: { url: localePath(locale, PATH), locale: OG_LOCALE[locale] },
  };
}

export default async function CustomerPortalPage({ params }: Props) {
  const locale = await localeOf(params);
  const t = await textFor(locale, 'meetings');
  const session = await requirePageUser(PATH);
  const user = toUserDto(session);
  // While a call can be joined, the list opens where that meeting is (today's), not on "Upcoming".
  const [unread, live] = await Promise.all([countUnreadMessages(session.id), listLiveMeetings(session)]);
  return (
    // On a phone the meetings come first (what a client opens the portal for) and the profile card
    // shrinks to one row below them; from sm up the profile card heads the page (issue 17).
    <div className="container-page flex max-w-3xl flex-col gap-6 py-6 sm:py-8">
      <section
        aria-labelledby="profile-heading"
        className="order-2 flex flex-wrap items-center gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:order-none sm:flex-nowrap sm:gap-4 sm:p-6"
      >
        <span className="sm:hidden">
          <Avatar src={user.picture_url} name={`${user.first_name} ${user.last_name}`} size={48} priority />
        </span>
        <span className="hidden sm:inline">
          <Avatar src={user.picture_url} name={`${user.first_name} ${user.last_name}`} size={72} priority />
        </span>
        <div className="min-w-0 flex-1">
          <h1 id="profile-heading" className="text-xl font-bold text-slate-900 sm:text-2xl">
            {user.first_name} {user.last_name}
          </h1>
          <p className="break-all text-sm text-slate-600">{user.email}</p>
        </div>
        <Link href={localePath(locale, '/customer-portal/account-settings')} className="btn-outline w-full sm:ml-auto sm:w-auto">
          {t('page.accountSettings')}
        </Link>
      </section>
      <section
        aria-labelledby="meetings-heading"
        className="order-1 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:order-none sm:p-6"
      >
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="meetings-heading" className="text-lg font-semibold text-slate-900">
            {t('page.myMeetings')}
          </h2>
          {unread > 0 && (
            <p className="text-sm font-medium text-secondary-800" data-testid="unread-total">
              {unreadLabel(unread, t)}
            </p>
          )}
        </div>
        <div className="mt-3">
          <ClientMessages locale={locale} namespaces={[['meetings', MEETING_LIST_KEYS]]}>
            <MeetingList basePath="/customer-portal/meeting" initialTab={live.length ? 'today' : 'upcoming'} />
          </ClientMessages>
        </div>
      </section>
      <section
        aria-labelledby="next-heading"
        className="order-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:order-none sm:p-6"
      >
        <h2 id="next-heading" className="text-lg font-semibold text-slate-900">
          {t('page.needAdvice')}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t('page.needAdviceText')}</p>
        <div className="mt-4 flex flex-wrap gap-2">
          <Link href={localePath(locale, '/lawyers-online')} className="btn-primary">
            {t('page.findLawyer')}
          </Link>
          <Link href={localePath(locale, '/customer-portal/work-items')} className="btn-ghost">
            {t('page.engagements')}
          </Link>
        </div>
      </section>
    </div>
  );
}
