import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { queryRows } from '@/lib/db/client';
import { AUTH_LIMITS } from '../security/limits';
import { subjectKey, type RateLimitEntry } from '../security/rate-limit';
import { codeLimitMessages } from './phone-messages';

/**
 * The limits on texting a code, counted in rate_limit_buckets (issue 38): one a minute per number
 * (across accounts); five an hour and ten a day per number, five an hour per account and ten an
 * hour per client address (requestMeta's address, which honours TRUSTED_PROXIES). The minute comes
 * first and alone, so a request it refuses does not use up the hour's codes. The app's hourly
 * budget comes after all of them (code-budget.ts).
 */
export function codeLimits(userId: string, e164: string, ip: string): { minute: RateLimitEntry[]; hour: RateLimitEntry[] } {
  const { minute, hour } = numberAndAccountLimits(userId, e164);
  return {
    minute,
    hour: [...hour, { key: `phone-code:ip:${ip}`, rule: AUTH_LIMITS.phoneCodeIp, message: codeLimitMessages.perHour }],
  };
}

/** The limits the settings page can foresee (the address's is the request's, not the account's). */
function numberAndAccountLimits(userId: string, e164: string): { minute: RateLimitEntry[]; hour: RateLimitEntry[] } {
  const number = subjectKey(e164);
  return {
    minute: [{ key: `phone-code:number:${number}`, rule: AUTH_LIMITS.phoneCodeNumber, message: codeLimitMessages.perMinute }],
    hour: [
      { key: `phone-code:number-hour:${number}`, rule: AUTH_LIMITS.phoneCodeNumberHour, message: codeLimitMessages.perHour },
      { key: `phone-code:number-day:${number}`, rule: AUTH_LIMITS.phoneCodeNumberDay, message: codeLimitMessages.perHour },
      { key: `phone-code:account:${userId}`, rule: AUTH_LIMITS.phoneCodeAccount, message: codeLimitMessages.perHour },
    ],
  };
}

/** When the next code may be asked for: the end of the latest limit already reached, or null (now). */
export async function nextCodeAllowedAt(db: Db, userId: string, e164: string, now: Date): Promise<Date | null> {
  const { minute, hour } = numberAndAccountLimits(userId, e164);
  const entries = [...minute, ...hour];
  const [row] = await queryRows<{ until: string | Date | null }>(
    db,
    sql`SELECT max(expires_at) AS until FROM rate_limit_buckets b
        JOIN (VALUES ${sql.join(
          entries.map((e) => sql`(${e.key}, ${e.rule.limit}::int)`),
          sql`, `,
        )}) AS l(key, lim) ON l.key = b.key
        WHERE b.hits >= l.lim AND b.expires_at > ${now}`,
  );
  return row?.until ? new Date(row.until) : null;
}
