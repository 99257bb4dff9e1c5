import { differenceInCalendarDays } from 'date-fns';

export type AgeKey = 'today' | 'yesterday' | 'daysAgo' | 'weekAgo' | 'longAgo';

/** Spec §4's age bucket of a notification (calendar days), for the catalogue's `notifications.age.*`. */
export function ageBucket(createdAt: string | Date, now: Date = new Date()): { key: AgeKey; days: number } {
  const days = Math.max(0, differenceInCalendarDays(now, new Date(createdAt)));
  if (days === 0) return { key: 'today', days };
  if (days === 1) return { key: 'yesterday', days };
  if (days <= 6) return { key: 'daysAgo', days };
  if (days <= 13) return { key: 'weekAgo', days };
  return { key: 'longAgo', days };
}

/** Spec §2/§9: the unseen count, capped as "10+" above 10. */
export function badgeLabel(unseen: number): string | null {
  if (unseen <= 0) return null;
  return unseen > 10 ? '10+' : String(unseen);
}
