import type { Metadata } from 'next';
import { SERVER_ERROR_WORDS } from '@/lib/errors/error-text';
import { redirect } from 'next/navigation';
import { AuthCard } from '@/components/auth/auth-card';
import { authPageMetadata } from '@/components/auth/page-metadata';
import { POLICIES_WORDS } from '@/components/privacy/account-words';
import { AcceptPoliciesForm } from '@/components/privacy/accept-policies-form';
import { QueryProvider } from '@/components/providers/query-provider';
import { safeCallbackPath } from '@/lib/auth/callback-url';
import { appUrl } from '@/lib/config/app';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { localePath } from '@/lib/i18n/paths';
import { localeOf, textFor } from '@/lib/i18n/server';
import { getSessionUser } from '@/lib/server/auth/get-session-user';
import { findPendingPolicies } from '@/lib/server/privacy/consents';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ callback_url?: string | string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeOf(params);
  return authPageMetadata(locale, '/account/policies', (await textFor(locale, 'auth'))('policies.metaTitle'));
}

/** The interstitial requirePageUser sends a person to when the Terms or the Privacy Policy changed since they accepted. */
export default async function AcceptPoliciesPage({ params, searchParams }: Props) {
  const locale = await localeOf(params);
  const user = await getSessionUser();
  if (!user) redirect(localePath(locale, '/login'));
  const { callback_url } = await searchParams;
  const next =
    safeCallbackPath(typeof callback_url === 'string' ? callback_url : null, new URL(appUrl()).origin) ?? localePath(locale, '/');
  if ((await findPendingPolicies(user.id)).length === 0) redirect(next);
  const t = await textFor(locale, 'auth');
  return (
    <AuthCard locale={locale} title={t('policies.title')} logo={false}>
      <QueryProvider>
        <ClientMessages locale={locale} namespaces={[POLICIES_WORDS, SERVER_ERROR_WORDS]}>
          <AcceptPoliciesForm next={next} />
        </ClientMessages>
      </QueryProvider>
    </AuthCard>
  );
}
