import type { Metadata } from 'next';
import { SERVER_ERROR_WORDS } from '@/lib/errors/error-text';
import type { ReactNode } from 'react';
import { ADMIN_CLIENT_KEYS } from '@/components/admin/message-keys';
import { SiteHeader } from '@/components/header/site-header';
import { PortalNav } from '@/components/portal/portal-nav';
import { QueryProvider } from '@/components/providers/query-provider';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { localePath } from '@/lib/i18n/paths';
import { localeOf, textFor } from '@/lib/i18n/server';
import { requireAdminPage } from '@/lib/server/auth/get-session-user';

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Pick<Props, 'params'>): Promise<Metadata> {
  const t = await textFor(await localeOf(params), 'admin');
  return { title: { template: `%s · ${t('meta.admin')}`, default: t('meta.admin') }, robots: { index: false } };
}

const NAV = [
  { href: '/admin', key: 'overview' },
  { href: '/admin/verifications', key: 'verifications' },
  { href: '/admin/users', key: 'people' },
  { href: '/admin/moderation', key: 'moderation' },
  { href: '/admin/notaries', key: 'commissions' },
  { href: '/admin/payments', key: 'money' },
  { href: '/admin/payouts', key: 'payouts' },
  { href: '/admin/disputes', key: 'disputes' },
  { href: '/admin/emails', key: 'mail' },
  { href: '/admin/sms', key: 'sms' },
  { href: '/admin/privacy', key: 'privacy' },
  { href: '/admin/where-to-start', key: 'whereToStart' },
  { href: '/admin/legal-aid', key: 'legalAid' },
  { href: '/admin/audit-log', key: 'auditLog' },
] as const;

/** The operations console: ADMIN only (401 / 403 otherwise). Every page repeats the check itself. */
export default async function AdminLayout({ children, params }: Props) {
  await requireAdminPage();
  const locale = await localeOf(params);
  const t = await textFor(locale, 'admin');
  const nav = NAV.map((item) => ({ href: localePath(locale, item.href), label: t(`nav.${item.key}`) }));
  return (
    <QueryProvider>
      <SiteHeader />
      <PortalNav items={nav} label={t('nav.label')} />
      {/* The console's actions and dialogs read their words in the browser. */}
      <ClientMessages locale={locale} namespaces={[['admin', ADMIN_CLIENT_KEYS], SERVER_ERROR_WORDS]}>
        <div className="min-h-[calc(100vh-7.5rem)] bg-slate-50">{children}</div>
      </ClientMessages>
    </QueryProvider>
  );
}
