// The zones offered first in account settings (issue 63): Manila, then where most Filipinos abroad
// live and work (../shared/reference/abroad-ofw.md: the Gulf, East Asia, Europe, North America,
// Australia). Every other IANA zone the browser knows is offered below them.
export const COMMON_TIME_ZONES = [
  'Asia/Manila',
  'Asia/Dubai',
  'Asia/Riyadh',
  'Asia/Qatar',
  'Asia/Kuwait',
  'Asia/Singapore',
  'Asia/Hong_Kong',
  'Asia/Taipei',
  'Asia/Tokyo',
  'Asia/Seoul',
  'Europe/London',
  'Europe/Rome',
  'America/Toronto',
  'America/New_York',
  'America/Los_Angeles',
  'Australia/Sydney',
] as const;

/** "Dubai (GMT+4)": the zone's place and its offset from UTC now. */
export function timeZoneLabel(zone: string, now = new Date()): string {
  const offset =
    new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'shortOffset' })
      .formatToParts(now)
      .find((p) => p.type === 'timeZoneName')?.value ?? '';
  const place = zone.split('/').pop()!.replace(/_/g, ' ');
  return offset ? `${place} (${offset})` : place;
}
