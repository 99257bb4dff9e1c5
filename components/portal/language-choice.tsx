'use client';

import { usePathname } from 'next/navigation';
import { saveAccountLanguage } from '@/lib/api/account-language';
import { useLocale, useT } from '@/lib/i18n/client';
import { HTML_LANG, LANGUAGE_NAMES, LOCALES, localePath, splitLocale, type Locale } from '@/lib/i18n/config';

/**
 * The account's language (issue 40): e-mails and texts follow it. Each choice is a link to this page
 * in that language (English by its `/en` prefix, so the proxy remembers it) that saves the choice on
 * the account as it goes; the one in use is marked, and choosing it again saves it too.
 */
export function LanguageChoice() {
  const locale = useLocale();
  const t = useT('portal');
  const { path } = splitLocale(usePathname() ?? '/');
  const hrefOf = (each: Locale) => (each === 'en' ? `/en${path === '/' ? '' : path}` : localePath(each, path));
  return (
    <div className="mt-2">
      <p id="language-hint" className="text-sm text-slate-600">
        {t('settings.languageHint')}
      </p>
      <ul aria-describedby="language-hint" className="mt-3 flex gap-2">
        {LOCALES.map((each) => (
          <li key={each}>
            <a
              href={hrefOf(each)}
              hrefLang={HTML_LANG[each]}
              lang={HTML_LANG[each]}
              aria-current={each === locale ? 'true' : undefined}
              className={each === locale ? 'btn-primary' : 'btn-outline'}
              onClick={() => saveAccountLanguage(each)}
            >
              {LANGUAGE_NAMES[each]}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
