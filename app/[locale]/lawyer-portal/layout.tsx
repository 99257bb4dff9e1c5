import type { Metadata } from 'next';
import { SERVER_ERROR_WORDS } from '@/lib/errors/error-text';
import type { ReactNode } from 'react';
import { LawyerPortalBar } from '@/components/portal/lawyer-portal-bar';
import { LIVE_BANNER_KEYS } from '@/components/meetings/message-keys';
import { PortalFrame } from '@/components/portal/portal-frame';
import { localePath } from '@/lib/i18n/paths';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { localeOf, textFor } from '@/lib/i18n/server';
import { requirePageUser } from '@/lib/server/auth/get-session-user';
import { listLiveMeetings } from '@/lib/server/calls/list-live-meetings';
import { toUserDto } from '@/lib/server/auth/user-dto';

export const metadata: Metadata = { robots: { index: false } };

const NAV = [
  { href: '/lawyer-portal', key: 'dashboard' },
  { href: '/lawyer-portal/profile', key: 'profile' },
  { href: '/lawyer-portal/calendar', key: 'calendar' },
  { href: '/lawyer-portal/meetings', key: 'meetings' },
  { href: '/lawyer-portal/clients', key: 'clients' },
  { href: '/lawyer-portal/work-items', key: 'workItems' },
  { href: '/lawyer-portal/matters', key: 'matters' },
  { href: '/lawyer-portal/questions', key: 'questions' },
  { href: '/lawyer-portal/services', key: 'services' },
  { href: '/lawyer-portal/legal-aid', key: 'legalAid' },
  { href: '/lawyer-portal/payments', key: 'payments' },
  { href: '/lawyer-portal/notary-public', key: 'notaryPublic' },
  { href: '/lawyer-portal/account-settings', key: 'accountSettings' },
] as const;

/** LAWYER only, with the portal's own bar instead of the public header. Pages repeat the check. */
export default async function LawyerPortalLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const locale = await localeOf(params);
  const t = await textFor(locale, 'portal');
  const m = await textFor(locale, 'matters');
  const user = await requirePageUser('/lawyer-portal');
  const live = await listLiveMeetings(user);
  const dto = toUserDto(user);
  // Matters (issue 64) keep their words in their own namespace.
  const nav = NAV.map((item) => ({
    href: localePath(locale, item.href),
    label: item.key === 'matters' ? m('nav.matters') : t(`nav.${item.key}`),
  }));
  return (
    // The live-call banner of the frame reads its words in the browser (as the client portal's).
    <ClientMessages locale={locale} namespaces={[['meetings', LIVE_BANNER_KEYS], SERVER_ERROR_WORDS]}>
      <PortalFrame
        bar={
          // The bar's one word of its own (its nav's name); the rest is common's header text.
          <ClientMessages locale={locale} namespaces={[['portal', ['bar.main']]]}>
            <LawyerPortalBar initialUser={dto} />
          </ClientMessages>
        }
        user={dto}
        nav={nav}
        label={t('nav.lawyerLabel')}
        live={{ results: live }}
        width="max-w-4xl"
      >
        {children}
      </PortalFrame>
    </ClientMessages>
  );
}
