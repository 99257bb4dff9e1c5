import type { Metadata } from 'next';
import { AccountSettings } from '@/components/portal/account-settings';
import { requirePageUser } from '@/lib/server/auth/get-session-user';
import { toUserDto } from '@/lib/server/auth/user-dto';

export const metadata: Metadata = { title: 'Account Settings' };

export default async function LawyerAccountSettingsPage() {
  const user = await requirePageUser('/lawyer-portal/account-settings');
  return <AccountSettings initialUser={toUserDto(user)} />;
}
