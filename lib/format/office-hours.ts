import { WEEKDAYS } from '@/lib/reference/notary-services';

function clock(hhmm: string): string {
  const [h, m] = hhmm.split(':').map(Number);
  const suffix = h < 12 ? 'AM' : 'PM';
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${hour}:${String(m).padStart(2, '0')} ${suffix}`;
}

/** Days in reading order (Monday first), runs of three or more joined: "Monday to Friday", "Mon, Wed, Sat". */
function dayText(days: number[]): string {
  const order = WEEKDAYS.filter((w) => days.includes(w.day));
  if (!order.length) return '';
  const indexes = order.map((w) => WEEKDAYS.indexOf(w));
  const consecutive = indexes.every((v, i) => i === 0 || v === indexes[i - 1] + 1);
  if (order.length === 1) return order[0].long;
  if (consecutive && order.length >= 3) return `${order[0].long} to ${order.at(-1)!.long}`;
  return order.map((w) => w.short).join(', ');
}

/** "Monday to Friday, 9:00 AM – 5:00 PM" from the stored days and wall-clock times. */
export function formatOfficeHours(days: number[], opensAt: string | null, closesAt: string | null): string {
  const d = dayText(days);
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
