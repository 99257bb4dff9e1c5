/** "09:30" → 570: minutes from midnight of a wall-clock time "HH:MM" ("24:00" → 1440, the day's end). */
export const minutesOf = (hhmm: string): number => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/**
 * 570 → "9:30 AM": a wall-clock time as every reader sees one, lawyer or client, in both languages (the
 * style guide keeps AM/PM in Filipino; formatTime writes a moment the same way). Issue 72 item 7: the
 * lawyer's legal-aid times read "8:00 AM" as the clients' do, not "08:00".
 */
export function clockText(minute: number): string {
  const h = Math.floor(minute / 60) % 24;
  const m = minute % 60;
  return `${h % 12 || 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}
