'use client';

import { useCallback } from 'react';
import { DEFAULT_TIME_ZONE } from '@/lib/config/time';
import { INTL_LOCALE } from '@/lib/i18n/config';
import { useLocale, useT } from '@/lib/i18n/client';
import { formatStamp } from '@/lib/format/zoned-time';

/**
 * A consent's or an export's time, in Philippine time and named: the consents are a record, read the
 * same by the person and support. English keeps its "GMT+8"; Filipino says "oras sa Pilipinas".
 */
export function useStamp(): (iso: string) => string {
  const locale = useLocale();
  const t = useT('account');
  return useCallback(
    (iso: string) => {
      if (locale === 'en') return formatStamp(iso, DEFAULT_TIME_ZONE);
      const at = new Intl.DateTimeFormat(INTL_LOCALE[locale], { dateStyle: 'medium', timeStyle: 'short', timeZone: DEFAULT_TIME_ZONE });
      return t('privacy.stampManila', { at: at.format(new Date(iso)) });
    },
    [locale, t],
  );
}
