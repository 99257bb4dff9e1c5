'use client';

import { useAuth } from '@/lib/auth/auth-provider';
import type { AuthUser } from '@/lib/auth/types';
import type { AccountPhoneResult } from '@/lib/api/account-phone';
import type { NotificationPreferences } from '@/lib/api/notification-preferences';
import { useT } from '@/lib/i18n/client';
import type { Locale } from '@/lib/i18n/paths';
import { ChangePasswordForm } from './change-password-form';
import { LanguageChoice } from './language-choice';
import { NamesForm } from './names-form';
import { NotificationPreferencesSection } from './notification-preferences';
import { PhoneSection } from './phone-section';
import { PictureForm } from './picture-form';
import { TimeZoneChoice } from './time-zone-choice';
import { YourDataSection } from '@/components/privacy/your-data-section';

const CARD = 'rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6';

/**
 * Account settings of both portals: names, picture, password (spec §2); the mobile number and the
 * channels of each notification (issue 29); the account's language (issue 40) and time zone (issue 63). The page passes what
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
        <section aria-labelledby="picture-heading" className={CARD}>
          <h2 id="picture-heading" className="text-lg font-semibold text-slate-900">
            {t('settings.picture')}
          </h2>
          <PictureForm user={user} />
        </section>
        <section aria-labelledby="names-heading" className={CARD}>
          <h2 id="names-heading" className="text-lg font-semibold text-slate-900">
            {t('settings.name')}
          </h2>
          <NamesForm user={user} />
        </section>
        <section aria-labelledby="language-heading" className={CARD}>
          <h2 id="language-heading" className="text-lg font-semibold text-slate-900">
            {t('settings.language')}
          </h2>
          <LanguageChoice language={language} />
        </section>
        <section aria-labelledby="time-zone-heading" className={CARD}>
          <h2 id="time-zone-heading" className="text-lg font-semibold text-slate-900">
            {t('settings.timeZone')}
          </h2>
          <TimeZoneChoice timeZone={timeZone} />
        </section>
        <section aria-labelledby="phone-heading" className={`scroll-mt-24 ${CARD}`}>
          <h2 id="phone-heading" className="text-lg font-semibold text-slate-900">
            {t('settings.mobile')}
          </h2>
          <PhoneSection initialPhone={initialPhone} />
        </section>
        <section aria-labelledby="notifications-heading" className={CARD}>
          <h2 id="notifications-heading" className="text-lg font-semibold text-slate-900">
            {t('settings.notifications')}
          </h2>
          <NotificationPreferencesSection initialPreferences={initialPreferences} initialPhone={initialPhone} />
        </section>
        <section aria-labelledby="password-heading" className={CARD}>
          <h2 id="password-heading" className="text-lg font-semibold text-slate-900">
            {user.has_password ? t('settings.changePassword') : t('settings.setPassword')}
          </h2>
          <ChangePasswordForm hasPassword={user.has_password} />
        </section>
        <YourDataSection portal={user.type === 'LAWYER' ? '/lawyer-portal' : '/customer-portal'} />
      </div>
    </div>
  );
}
