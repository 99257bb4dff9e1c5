import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { AuthCard } from '@/components/auth/auth-card';
import { AcceptPoliciesForm } from '@/components/privacy/accept-policies-form';
import { QueryProvider } from '@/components/providers/query-provider';
import { safeCallbackPath } from '@/lib/auth/callback-url';
import { appUrl } from '@/lib/config/app';
import { getSessionUser } from '@/lib/server/auth/get-session-user';
import { findPendingPolicies } from '@/lib/server/privacy/consents';

export const metadata: Metadata = { title: 'Updated Terms and Privacy Policy' };

/** The interstitial requirePageUser sends a person to when the Terms or the Privacy Policy changed since they accepted. */
export default async function AcceptPoliciesPage({ searchParams }: { searchParams: Promise<{ callback_url?: string | string[] }> }) {
  const user = await getSessionUser();
  if (!user) redirect('/login');
  const { callback_url } = await searchParams;
  const next = safeCallbackPath(typeof callback_url === 'string' ? callback_url : null, new URL(appUrl()).origin) ?? '/';
  if ((await findPendingPolicies(user.id)).length === 0) redirect(next);
  return (
    <AuthCard title="We updated our Terms and Privacy Policy" logo={false}>
      <QueryProvider>
        <AcceptPoliciesForm next={next} />
      </QueryProvider>
    </AuthCard>
  );
}
