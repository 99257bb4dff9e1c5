import { z } from './zod';

/** Ours: what the lawyer reads when an external calendar address is refused or cannot be read. */
export const CALENDAR_SYNC_MESSAGES = {
  httpsOnly: 'Only https:// calendar addresses are accepted',
  invalidUrl: 'That is not a valid calendar address',
  privateNetwork: 'That address points to a private network',
  unresolvable: 'That calendar address could not be found',
  tooManyRedirects: 'That calendar address redirects too many times',
  tooLarge: 'That calendar is larger than 2 MB',
  timeout: 'That calendar address did not answer within 10 seconds',
  unreachable: 'That calendar address could not be reached',
  badStatus: (status: number) => `That calendar address answered with HTTP ${status}`,
  notCalendar: 'That address did not return an iCal calendar',
  parseTimeout: 'That calendar took too long to read: it has too many events or repeating rules',
  parseTooBig: 'That calendar needs too much memory to read: it has too many events or repeating rules',
  tooFrequent: (count: number) =>
    `${count === 1 ? '1 event repeats' : `${count} events repeat`} every minute or every second and ${count === 1 ? 'was' : 'were'} left out; the rest of the calendar was imported`,
  truncated: 'That calendar has more repeating events than we read; some of its busy time was left out',
  notVerified: 'Calendar import opens once your IBP membership is verified',
  importRunning: 'Your calendar is already being imported; try again in a minute',
  feedNotFound: 'Calendar feed not found.',
  regenerateWarning: 'The old link stops working: calendars subscribed to it will no longer update.',
} as const;

/**
 * PUT /lawyers/profile/calendars/import: `{url: null}` (or an empty string) removes the import;
 * a string is then checked by calendarImportSchema (lawyer-profile.ts) and, with DNS, on the server.
 */
export const calendarImportBodySchema = z.object({ url: z.string().max(2000).nullable() });
