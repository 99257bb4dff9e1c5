// Formatting shared by server and client components (no zone or locale guessing: both passed in).

import type { Locale } from '@/lib/i18n/config';
import { shortZone, zonedPair, zoneLabel } from '@/lib/format/zoned-time';

// The times themselves are lib/format/zoned-time.ts (one formatter for every page and list).
export { formatPeso } from '@/lib/format/money';
export { dayKey, formatDay, formatTime, zoneLabel } from '@/lib/format/zoned-time';

/**
 * A slot's button text and zone name in a zone ("Mon, Nov 23, 9:00 AM", "GMT+8, Asia/Manila"), and the
 * zone's short name ("GMT+8") where a phone's line has no room for both. Abroad, `label` is the pair; `local`
 * and `beside` are its two halves (the viewer's time, Philippine time), for a chip that says them on two lines.
 */
export type SlotText = { label: string; zone: string; shortZone: string; local: string; beside: string | null };

/**
 * The zone's words are English ("GMT+8, Asia/Manila"); a caller with the page's text names Manila in
 * its language (card.manilaZone: "oras sa Pilipinas").
 */
export function slotText(startTime: string, timeZone: string, showDay = true, locale: Locale): SlotText {
  // Abroad, Philippine time beside the viewer's, the day said once ("Sat, Nov 28, 9:00 PM Dubai · Sun 1:00 AM Manila";
  // issues 63 and 72): the date twice made a card's chip wider than a phone.
  const { local, manila } = zonedPair(startTime, timeZone, locale, showDay ? 'dayOnce' : 'time');
  const label = manila ? `${local} · ${manila}` : local;
  return { label, local, beside: manila, zone: zoneLabel(timeZone), shortZone: shortZone(timeZone, new Date(startTime)) };
}

/** "/book/{lawyerId}/{startTime}" — the instant stays an ISO string (":" is legal in a path segment). */
/** `triage`: answers from "Where do I start?" (their address query) the booking form offers to share with the lawyer. */
export function bookingHref(lawyerId: string, startTime: string, duration?: 30 | 60, triage?: string): string {
  const query = new URLSearchParams({ ...(duration ? { duration: String(duration) } : {}), ...(triage ? { triage } : {}) }).toString();
  return `/book/${lawyerId}/${startTime}${query ? `?${query}` : ''}`;
}

export function nextSlots(calendar: Record<string, { start_time: string }[]>, count: number): string[] {
  const out: string[] = [];
  for (const day of Object.keys(calendar).sort()) {
    for (const slot of calendar[day]) {
      out.push(slot.start_time);
      if (out.length >= count) return out;
    }
  }
  return out;
}
