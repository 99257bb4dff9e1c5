'use client';

import { useT } from '@/lib/i18n/client';

/** "Last update today" / "Last update 3 days ago": from the server's count (features/matters/rules/matters.ts daysSinceUpdate). */
export function LastUpdate({ days, className }: { days: number; className?: string }) {
  const t = useT('matters');
  return <p className={className}>{days === 0 ? t('head.updatedToday') : t('head.updatedDaysAgo', { count: days })}</p>;
}
