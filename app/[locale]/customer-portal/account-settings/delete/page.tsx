import type { Metadata } from 'next';
import { DeleteAccountPage } from '@/components/privacy/delete-account-page';
import { portalMetadata } from '@/components/portal/portal-metadata';
import { localeOf } from '@/lib/i18n/server';
import { requirePageUser } from '@/lib/server/auth/get-session-user';
import { dpoEmail } from '@/lib/server/privacy/dpo-email';
import { getDeletionState } from '@/lib/server/privacy/get-deletion-state';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return portalMetadata(await localeOf(params), '/customer-portal/account-settings/delete', 'settings.deleteMetaTitle');
}

export default async function CustomerDeleteAccountPage({ params }: Props) {
  const locale = await localeOf(params);
  const user = await requirePageUser('/customer-portal/account-settings/delete');
  // The portal layout provides React Query for the form; the page sends its form's words itself.
  return (
    <DeleteAccountPage
      state={await getDeletionState(user)}
      portal="/customer-portal"
      isLawyer={user.type === 'LAWYER'}
      dpoEmail={dpoEmail()}
      locale={locale}
    />
  );
}
