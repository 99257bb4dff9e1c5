import { differenceInCalendarDays } from 'date-fns';

/** Spec §4: 0 days "Today", 1 "Yesterday", 2–6 "N days ago", 7–13 "week ago", otherwise "long time ago". */
export function ageLabel(createdAt: string | Date, now: Date = new Date()): string {
  const days = Math.max(0, differenceInCalendarDays(now, new Date(createdAt)));
  if (days === 0) return 'Today';
  if (days === 1) return 'Yesterday';
  if (days <= 6) return `${days} days ago`;
  if (days <= 13) return 'week ago';
  return 'long time ago';
}

/** Spec §2/§9: the unseen count, capped as "10+" above 10. */
export function badgeLabel(unseen: number): string | null {
  if (unseen <= 0) return null;
  return unseen > 10 ? '10+' : String(unseen);
}
