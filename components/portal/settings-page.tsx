import { YOUR_DATA_WORDS } from '@/components/privacy/account-words';
import type { AuthUser } from '@/lib/auth/types';
import type { AccountPhoneResult, NotificationPreferences } from '@/lib/dto/account-phone';
import type { Locale } from '@/lib/i18n/paths';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { compiledNamespace } from '@/lib/i18n/compile';
import { AccountSettings } from './account-settings';

/** What the settings' client parts read: the sections' words, not the pages' titles. */
const SETTINGS_WORDS = ['settings', 'prefs', 'phone'];
const sent = (key: string) => SETTINGS_WORDS.includes(key.split('.')[0]) && !/metaTitle$/i.test(key);
/** The auth forms' words the settings reuse: the name and password fields, and the rules' and server's sentences. */
const AUTH_FIELDS = ['fields.firstName', 'fields.lastName', 'fields.newPassword', 'fields.confirmPassword', 'fields.passwordRule'];
const authSent = (key: string) => AUTH_FIELDS.includes(key) || key.startsWith('messages.');

/** Account settings of either portal (a server component), with its words; the page loads its data. */
export function SettingsPage(props: {
  locale: Locale;
  user: AuthUser;
  /** The language saved on the account. */
  language: Locale;
  /** The time zone saved on the account. */
  timeZone: string;
  /** The number and whether numbers abroad are texted here. */
  phone: AccountPhoneResult;
  preferences: NotificationPreferences;
}) {
  const keys = Object.keys(compiledNamespace(props.locale, 'portal')).filter(sent);
  const authKeys = Object.keys(compiledNamespace(props.locale, 'auth')).filter(authSent);
  return (
    <ClientMessages locale={props.locale} namespaces={[['portal', keys], ['auth', authKeys], YOUR_DATA_WORDS]}>
      <AccountSettings
        initialUser={props.user}
        initialPhone={props.phone}
        initialPreferences={props.preferences}
        language={props.language}
        timeZone={props.timeZone}
      />
    </ClientMessages>
  );
}
