// Meeting display helpers shared by both portals (no zone guessing: the zone is passed in). The
// words come from the `meetings` catalogue through `t`, which every caller passes (no English fallback).

import { DEFAULT_TIME_ZONE } from '@/lib/config/time';
import { formatDayTime, formatSpanWithManila, formatTime, withZone } from '@/lib/format/zoned-time';
import type { Locale } from '@/lib/i18n/paths';
import type { MeetingDto } from '@/lib/dto/meeting';
import { rulesOfWire } from '@/lib/rules/meeting-kinds';

/** `t` of the `meetings` namespace: useT('meetings') in the browser, textFor(locale, 'meetings') on the server. */
export type MeetingsT = (key: string, values?: Record<string, string | number>) => string;

/** Spec §2: the unread-messages indicator in singular and plural forms. */
export function unreadLabel(count: number, t: MeetingsT): string {
  return t('unread', { count });
}

function meetingWhen(m: Pick<MeetingDto, 'start_time' | 'end_time'>, zone: string, locale: Locale): string {
  return `${formatDayTime(m.start_time, zone, locale)} – ${formatTime(m.end_time, zone, locale)}`;
}

/** The meeting's span as its reader's page heads it: abroad on their clock with Manila's beside it (issue 63), else with its zone named. */
export function meetingWhenIn(m: Pick<MeetingDto, 'start_time' | 'end_time'>, zone: string, locale: Locale, t: MeetingsT): string {
  return formatSpanWithManila(m.start_time, m.end_time, zone, locale) ?? inZone(meetingWhen(m, zone, locale), zone, locale, t);
}

/** "Lun, Nob 23" / "Mon, Nov 23" and "9:00 AM", in the page's language. */

/**
 * A time with its zone: English as withZone writes it ("(GMT+8, Asia/Manila)"); Filipino says
 * "(oras sa Pilipinas)" for Manila (style guide) and the zone's own name elsewhere.
 */
export function inZone(text: string, zone: string, locale: Locale, t: MeetingsT): string {
  if (locale === 'fil' && zone === DEFAULT_TIME_ZONE) return t('inManila', { time: text });
  return withZone(text, zone);
}

export function callLabel(m: Pick<MeetingDto, 'duration' | 'call_type'> & { in_person?: MeetingDto['in_person'] }, t: MeetingsT): string {
  // A notarial appointment (issue 43) is in person at the office, not a call: its kind's label.
  return t(rulesOfWire(m).texts.meetingLabel, { duration: m.duration, kind: m.call_type });
}

export function otherParty(m: MeetingDto): { name: string; picture: string | null; first: string; last: string } {
  if (m.role === 'CUSTOMER') {
    const parts = m.lawyer.display_name.split(' ');
    return { name: `Atty. ${m.lawyer.display_name}`, picture: m.lawyer.picture_url, first: parts[0] ?? '', last: parts.at(-1) ?? '' };
  }
  return {
    name: `${m.customer.first_name} ${m.customer.last_name}`,
    picture: m.customer.picture_url,
    first: m.customer.first_name,
    last: m.customer.last_name,
  };
}

export function isUpcoming(m: Pick<MeetingDto, 'start_time'>, now = Date.now()): boolean {
  return Date.parse(m.start_time) > now;
}
