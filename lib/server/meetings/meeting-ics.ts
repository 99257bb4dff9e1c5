import 'server-only';
import { TZDate, tzOffset } from '@date-fns/tz';
import ical from 'ical-generator';
import { APP_NAME } from '@/lib/config/app';

function offsetText(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}${String(abs % 60).padStart(2, '0')}`;
}

/**
 * A VTIMEZONE for the zone as it stands at the event (calendar apps need it beside a TZID). The
 * Philippines keeps one offset all year; a viewer's zone with daylight saving gets the offset that
 * applies on the day of the call, which is what the event needs.
 */
export function vtimezone(zone: string, at: Date): string {
  const offset = offsetText(tzOffset(zone, at));
  return [
    'BEGIN:VTIMEZONE',
    `TZID:${zone}`,
    `X-LIC-LOCATION:${zone}`,
    'BEGIN:STANDARD',
    `TZOFFSETFROM:${offset}`,
    `TZOFFSETTO:${offset}`,
    'DTSTART:19700101T000000',
    'END:STANDARD',
    'END:VTIMEZONE',
  ].join('\r\n');
}

/** The meeting as an .ics invitation in the recipient's time zone (DTSTART;TZID=<zone>). */
export function meetingIcs(options: {
  meetingId: string;
  start: Date;
  end: Date;
  timeZone: string;
  summary: string;
  description: string;
  url: string;
  sequence?: number;
}): string {
  const zone = options.timeZone;
  const calendar = ical({
    name: APP_NAME,
    prodId: { company: APP_NAME, product: 'consultations', language: 'EN' },
    timezone: { name: zone, generator: () => vtimezone(zone, options.start) },
  });
  calendar.createEvent({
    id: `meeting-${options.meetingId}@${APP_NAME.toLowerCase()}`,
    sequence: options.sequence ?? 0,
    start: new TZDate(options.start, zone),
    end: new TZDate(options.end, zone),
    timezone: zone,
    summary: options.summary,
    description: options.description,
    url: options.url,
  });
  return calendar.toString();
}
