import type { Metadata } from 'next';
import { AccountSettings } from '@/components/portal/account-settings';
import { requirePageUser } from '@/lib/server/auth/get-session-user';
import { toUserDto } from '@/lib/server/auth/user-dto';
import { listNotificationPreferences } from '@/lib/server/notifications/preferences';
import { loadPhoneState } from '@/lib/server/phone/phone-state';

export const metadata: Metadata = { title: 'Account Settings' };

export default async function CustomerAccountSettingsPage() {
  const user = await requirePageUser('/customer-portal/account-settings');
  // Rendered with the number and the switches as they are: nothing loads after the page arrives.
  const [phone, preferences] = await Promise.all([loadPhoneState(user.id), listNotificationPreferences(user)]);
  return <AccountSettings initialUser={toUserDto(user)} initialPhone={phone} initialPreferences={preferences} />;
}
