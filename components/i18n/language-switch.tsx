'use client';

import { usePathname } from 'next/navigation';
import type { ComponentProps } from 'react';
import { useAuth } from '@/lib/auth/auth-provider';
import { useLocale, useWords } from '@/lib/i18n/context';
import { HTML_LANG, localePath, splitLocale, type Locale } from '@/lib/i18n/config';
import { saveAccountLanguage } from '@/lib/api/account-language';

/**
 * The other language of this very page (issue 40). A plain link to `/en/x` or `/fil/x`: the proxy
 * remembers the choice in a cookie from the prefix, so it works without JavaScript; a signed-in
 * person's account keeps it too (e-mails and texts follow the account).
 */
export function LanguageSwitch({ onClick, short = false, ...props }: ComponentProps<'a'> & { short?: boolean }) {
  const locale = useLocale();
  const t = useWords('common');
  const { user } = useAuth();
  const other: Locale = locale === 'en' ? 'fil' : 'en';
  const { path } = splitLocale(usePathname() ?? '/');
  // English is asked for by its prefix here (`/en/x` redirects to `/x`), so the choice is remembered.
  const href = other === 'en' ? `/en${path === '/' ? '' : path}` : localePath(other, path);
  return (
    // Other props (a menu item's role, ref, keys) pass through: the avatar menu renders it as an item.
    <a
      {...props}
      href={href}
      hrefLang={HTML_LANG[other]}
      lang={HTML_LANG[other]}
      aria-label={short ? t('language.switchTo') : undefined}
      onClick={(event) => {
        onClick?.(event);
        event.currentTarget.href = href + window.location.search + window.location.hash;
        if (user) saveAccountLanguage(other);
      }}
    >
      {/* Short where space is short ("Filipino"), the whole phrase still its name. */}
      {short ? t('language.short') : t('language.switchTo')}
    </a>
  );
}
