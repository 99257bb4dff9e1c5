import { z } from 'zod';
import { issueMessage } from '@/lib/errors/issue';

// An IANA time zone ("Asia/Dubai", "America/Los_Angeles"): what the browser reports
// (Intl.DateTimeFormat().resolvedOptions().timeZone) and what Intl on the server can read.

function isKnownTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** A zone the account keeps (users.timezone, issue 63): mails, texts and pages write its times in it. */
export const timeZoneSchema = z
  .string({ error: issueMessage('common.unknownTimeZone') })
  .max(64, issueMessage('common.unknownTimeZone'))
  .refine(isKnownTimeZone, issueMessage('common.unknownTimeZone'));

/** PUT /api/v1/auth/account/time-zone: the zone the account's mails, texts and pages use. */
export const accountTimeZoneSchema = z.object({ time_zone: timeZoneSchema }).strict().meta({ id: 'AccountTimeZone' });
export type AccountTimeZoneInput = z.infer<typeof accountTimeZoneSchema>;

/** The browser's own zone, or undefined where it reports none. */
export function browserTimeZone(): string | undefined {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
}
