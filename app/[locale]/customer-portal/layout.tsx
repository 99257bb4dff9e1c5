import type { Metadata } from 'next';
import { SERVER_ERROR_WORDS } from '@/lib/errors/error-text';
import type { ReactNode } from 'react';
import { SiteHeader } from '@/components/header/site-header';
import { LIVE_BANNER_KEYS } from '@/components/meetings/message-keys';
import { PortalFrame } from '@/components/portal/portal-frame';
import { localePath } from '@/lib/i18n/paths';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { localeOf, textFor } from '@/lib/i18n/server';
import { requirePageUser } from '@/lib/server/auth/get-session-user';
import { toUserDto } from '@/lib/server/auth/user-dto';
import { listLiveMeetings } from '@/lib/server/calls/list-live-meetings';

export const metadata: Metadata = { robots: { index: false } };

/** CUSTOMER only. Each page repeats the check with its own path; this one covers the whole area. */
export default async function CustomerPortalLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const locale = await localeOf(params);
  const t = await textFor(locale, 'meetings');
  const q = await textFor(locale, 'questions');
  const m = await textFor(locale, 'matters');
  const user = await requirePageUser('/customer-portal');
  const live = await listLiveMeetings(user);
  // Named for what each tab holds, in the avatar menu's words (spec §2 "Meetings", "Engagement Agreements",
  // "Account Settings": the one name issue 57 asks for is the spec's, issue 72; Filipino keeps "Mga Trabaho");
  // on a phone the shorter names (Filipino's meetings and questions tabs drop their "Mga") and tighter tabs keep all four in view.
  const nav = [
    {
      href: localePath(locale, '/customer-portal'),
      label: t('page.navMeetings'),
      short: t('page.navMeetingsShort'),
      also: localePath(locale, '/customer-portal/meeting/'),
    },
    { href: localePath(locale, '/customer-portal/work-items'), label: t('page.engagements'), short: t('page.navEngagementsShort') },
    {
      href: localePath(locale, '/customer-portal/matters'),
      label: m('nav.matters'),
      short: m('nav.mattersShort'),
      // Issue 75: a money claim is a matter the client runs: its pages light this tab.
      also: localePath(locale, '/customer-portal/claims/'),
    },
    { href: localePath(locale, '/customer-portal/questions'), label: q('nav.client'), short: q('nav.clientShort') },
    { href: localePath(locale, '/customer-portal/account-settings'), label: t('page.accountSettings'), short: t('page.navSettingsShort') },
  ];
  return (
    // The live-call banner of the frame reads its words in the browser.
    <ClientMessages locale={locale} namespaces={[['meetings', LIVE_BANNER_KEYS], SERVER_ERROR_WORDS]}>
      <PortalFrame
        bar={<SiteHeader />}
        nav={nav}
        label={t('page.portalLabel')}
        live={{ results: live }}
        width="max-w-3xl"
        user={toUserDto(user)}
      >
        {children}
      </PortalFrame>
    </ClientMessages>
  );
}
