'use client';

import { usePathname } from 'next/navigation';
import type { ComponentProps } from 'react';
import { useLocale, useWords } from '@/lib/i18n/context';
import { chooseLanguageHref, splitLocale, type Locale } from '@/lib/i18n/paths';

/**
 * The other language of this very page (issue 40). A plain link to its address with `?hl=` (issue 72: the
 * one way the reader's choice changes; visiting a page of a language does not): the proxy records the choice
 * in a cookie and opens `/x` or `/fil/x`, so it works without JavaScript; a signed-in person's account takes
 * it from that cookie on the next page (GET auth/session: readSession), so e-mails and texts follow it, with
 * no code here (the header ships on every first load).
 */
export function LanguageSwitch({ onClick, short = false, ...props }: ComponentProps<'a'> & { short?: boolean }) {
  const locale = useLocale();
  const t = useWords('common');
  const other: Locale = locale === 'en' ? 'fil' : 'en';
  const { path } = splitLocale(usePathname() ?? '/');
  const href = chooseLanguageHref(other, path);
  return (
    // Other props (a menu item's role, ref, keys) pass through: the avatar menu renders it as an item.
    <a
      {...props}
      href={href}
      hrefLang={other}
      lang={other}
      aria-label={short ? t('language.switchTo') : undefined}
      onClick={(event) => {
        onClick?.(event);
        // The page's own query goes along (a search's filters), and its fragment.
        event.currentTarget.href = chooseLanguageHref(other, path, window.location.search) + window.location.hash;
      }}
    >
      {/* Its code where space is short ("FIL" beside the bell), the whole phrase still its name. */}
      {short ? t('language.code') : t('language.switchTo')}
    </a>
  );
}
