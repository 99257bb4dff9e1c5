import type { Metadata } from 'next';
import { DeleteAccountPage } from '@/components/privacy/delete-account-page';
import { requirePageUser } from '@/lib/server/auth/get-session-user';
import { dpoEmail } from '@/lib/server/privacy/dpo-email';
import { getDeletionState } from '@/lib/server/privacy/get-deletion-state';

export const metadata: Metadata = { title: 'Delete my account' };

export default async function LawyerDeleteAccountPage() {
  const user = await requirePageUser('/lawyer-portal/account-settings/delete');
  // The portal layout provides React Query for the form.
  return (
    <DeleteAccountPage
      state={await getDeletionState(user)}
      portal="/lawyer-portal"
      isLawyer={user.type === 'LAWYER'}
      dpoEmail={dpoEmail()}
    />
  );
}
