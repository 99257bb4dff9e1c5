import type { Locale } from '@/lib/i18n/paths';
import { WEEKDAYS } from '@/lib/reference/notary-services';
import { clockText, minutesOf } from './clock-time';

const clock = (hhmm: string) => clockText(minutesOf(hhmm));

/**
 * Day names and the word of a range per language (style guide: Filipino day names, AM/PM kept).
 * Written out rather than asked of Intl, so server and browser agree whatever ICU data they have.
 */
const DAY_WORDS: Record<Locale, { long: Record<number, string>; short: Record<number, string>; to: string }> = {
  en: {
    long: Object.fromEntries(WEEKDAYS.map((w) => [w.day, w.long])),
    short: Object.fromEntries(WEEKDAYS.map((w) => [w.day, w.short])),
    to: 'to',
  },
  fil: {
    long: { 1: 'Lunes', 2: 'Martes', 3: 'Miyerkules', 4: 'Huwebes', 5: 'Biyernes', 6: 'Sabado', 0: 'Linggo' },
    short: { 1: 'Lun', 2: 'Mar', 3: 'Miy', 4: 'Huw', 5: 'Biy', 6: 'Sab', 0: 'Lin' },
    to: 'hanggang',
  },
};

/** Days in reading order (Monday first), runs of three or more joined: "Monday to Friday", "Mon, Wed, Sat". */
function dayText(days: number[], locale: Locale): string {
  const words = DAY_WORDS[locale];
  const order = WEEKDAYS.filter((w) => days.includes(w.day));
  if (!order.length) return '';
  const indexes = order.map((w) => WEEKDAYS.indexOf(w));
  const consecutive = indexes.every((v, i) => i === 0 || v === indexes[i - 1] + 1);
  if (order.length === 1) return words.long[order[0].day];
  if (consecutive && order.length >= 3) return `${words.long[order[0].day]} ${words.to} ${words.long[order.at(-1)!.day]}`;
  return order.map((w) => words.short[w.day]).join(', ');
}

/**
 * "Monday to Friday, 9:00 AM – 5:00 PM" ("Lunes hanggang Biyernes, 9:00 AM – 5:00 PM") from the
 * stored days and wall-clock times.
 */
export function formatOfficeHours(days: number[], opensAt: string | null, closesAt: string | null, locale: Locale): string {
  const d = dayText(days, locale);
  if (!d || !opensAt || !closesAt) return d;
  return `${d}, ${clock(opensAt)} – ${clock(closesAt)}`;
}

/** schema.org `openingHoursSpecification` entries for JSON-LD. */
export function openingHoursSpecification(days: number[], opensAt: string | null, closesAt: string | null) {
  if (!days.length || !opensAt || !closesAt) return undefined;
  return [
    {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: WEEKDAYS.filter((w) => days.includes(w.day)).map((w) => `https://schema.org/${w.long}`),
      opens: opensAt,
      closes: closesAt,
    },
  ];
}
