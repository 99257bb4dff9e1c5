import type { Metadata } from 'next';
import { portalMetadata } from '@/components/portal/portal-metadata';
import { SettingsPage } from '@/components/portal/settings-page';
import { localeOf } from '@/lib/i18n/server';
import { requirePageUser } from '@/lib/server/auth/get-session-user';
import { toUserDto } from '@/lib/server/auth/user-dto';
import { listNotificationPreferences } from '@/lib/server/messaging/notifications/preferences';
import { languageOf } from '@/lib/server/platform/i18n/account-language';
import { loadPhoneSettings } from '@/lib/server/auth/phone/phone-state';
import { timeZoneOf } from '@/lib/server/auth/account-time-zone';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return portalMetadata(await localeOf(params), '/customer-portal/account-settings', 'settings.metaTitle');
}

export default async function CustomerAccountSettingsPage({ params }: Props) {
  const locale = await localeOf(params);
  const user = await requirePageUser('/customer-portal/account-settings');
  // Rendered with the number and the switches as they are: nothing loads after the page arrives.
  const [phone, preferences, language, timeZone] = await Promise.all([
    loadPhoneSettings(user.id),
    listNotificationPreferences(user),
    languageOf(user.id),
    timeZoneOf(user.id),
  ]);
  return (
    <SettingsPage locale={locale} user={toUserDto(user)} language={language} timeZone={timeZone} phone={phone} preferences={preferences} />
  );
}
