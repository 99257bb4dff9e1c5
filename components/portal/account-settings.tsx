'use client';

import type { ReactNode } from 'react';
import { useAuth } from '@/lib/auth/auth-provider';
import type { AuthUser } from '@/lib/auth/types';
import type { AccountPhoneResult } from '@/lib/api/account-phone';
import type { NotificationPreferences } from '@/lib/api/notification-preferences';
import { useT } from '@/lib/i18n/client';
import type { Locale } from '@/lib/i18n/paths';
import { ChangePasswordForm } from './change-password-form';
import { ClientCalendarFeed } from './client-calendar-feed';
import { LanguageChoice } from './language-choice';
import { NamesForm } from './names-form';
import { NotificationPreferencesSection } from './notification-preferences';
import { PhoneSection } from './phone-section';
import { PictureForm } from './picture-form';
import { TimeZoneChoice } from './time-zone-choice';
import { YourDataSection } from '@/components/privacy/your-data-section';

const CARD = 'rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6';

/** One section of the page: a card headed by its title. `anchored`: linked to (#phone-heading), so it clears the sticky header. */
function SettingsCard({ id, title, anchored, children }: { id: string; title: string; anchored?: boolean; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`} className={anchored ? `scroll-mt-24 ${CARD}` : CARD}>
      <h2 id={`${id}-heading`} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * Account settings of both portals: names, picture, password (spec §2); the mobile number and the
 * channels of each notification (issue 29); the account's language (issue 40) and time zone (issue 63); a client's
 * calendar feed (issue 64). The page passes what
 * it rendered with when it has it; otherwise the sections fetch.
 */
export function AccountSettings({
  initialUser,
  initialPhone,
  initialPreferences,
  language,
  timeZone,
}: {
  initialUser: AuthUser;
  /** The language saved on the account. */
  language: Locale;
  /** The time zone saved on the account (issue 63). */
  timeZone: string;
  initialPhone?: AccountPhoneResult;
  initialPreferences?: NotificationPreferences;
}) {
  const { user: current } = useAuth();
  const t = useT('portal');
  const user = current?._id === initialUser._id ? current : initialUser;
  return (
    <div className="container-page max-w-3xl py-8">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('settings.heading')}</h1>
      <p className="mt-1 break-all text-sm text-slate-600">{t('settings.signedInAs', { email: user.email })}</p>
      <div className="mt-6 flex flex-col gap-6">
        <SettingsCard id="picture" title={t('settings.picture')}>
          <PictureForm user={user} />
        </SettingsCard>
        <SettingsCard id="names" title={t('settings.name')}>
          <NamesForm user={user} />
        </SettingsCard>
        <SettingsCard id="language" title={t('settings.language')}>
          <LanguageChoice language={language} />
        </SettingsCard>
        <SettingsCard id="time-zone" title={t('settings.timeZone')}>
          <TimeZoneChoice timeZone={timeZone} />
        </SettingsCard>
        <SettingsCard id="phone" title={t('settings.mobile')} anchored>
          <PhoneSection initialPhone={initialPhone} />
        </SettingsCard>
        <SettingsCard id="notifications" title={t('settings.notifications')}>
          <NotificationPreferencesSection initialPreferences={initialPreferences} initialPhone={initialPhone} />
        </SettingsCard>
        {user.type === 'CUSTOMER' ? (
          <SettingsCard id="calendar-feed" title={t('settings.calendarFeed')}>
            <ClientCalendarFeed />
          </SettingsCard>
        ) : null}
        <SettingsCard id="password" title={user.has_password ? t('settings.changePassword') : t('settings.setPassword')}>
          <ChangePasswordForm hasPassword={user.has_password} />
        </SettingsCard>
        <YourDataSection portal={user.type === 'LAWYER' ? '/lawyer-portal' : '/customer-portal'} />
      </div>
    </div>
  );
}
