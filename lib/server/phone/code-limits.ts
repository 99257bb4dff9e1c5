import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { queryRows } from '@/lib/db/client';
import { AUTH_LIMITS } from '@/lib/server/security/limits';
import { subjectKey, type RateLimitEntry } from '@/lib/server/security/rate-limit';
import { codeLimitMessages } from './phone-messages';

/**
 * The limits on texting a code, counted in rate_limit_buckets (issues 38 and 58). Each is a
 * requester's budget — the account's attempt at the number (one a minute, ten a day), the account
 * (five an hour), the client address (ten an hour; requestMeta's address, which honours
 * TRUSTED_PROXIES) and the address's asks for one number (ten a day) — so strangers asking for
 * someone's number spend their own budgets, never the owner's: the owner is not locked out by
 * them. The minute comes first and alone, so a request it refuses does not use up the others. All
 * count texts (a request refused earlier spends nothing), hence after the body. The app's hourly
 * budget comes after all of them (code-budget.ts).
 */
export function codeLimits(userId: string, e164: string, ip: string): { minute: RateLimitEntry[]; hour: RateLimitEntry[] } {
  const { minute, hour } = ownLimits(userId, e164);
  const number = subjectKey(e164);
  return {
    minute,
    hour: [
      ...hour,
      { key: `phone-code:ip:${ip}`, rule: AUTH_LIMITS.phoneCodeIp, error: codeLimitMessages.perHour, afterBody: true },
      {
        key: `phone-code:ip-number:${ip}:${number}`,
        rule: AUTH_LIMITS.phoneCodeIpNumberDay,
        error: codeLimitMessages.perHour,
        afterBody: true,
      },
    ],
  };
}

/** The account's own limits, which the settings page can foresee (the address's are the request's, not the account's). */
function ownLimits(userId: string, e164: string): { minute: RateLimitEntry[]; hour: RateLimitEntry[] } {
  const attempt = `${subjectKey(e164)}:${userId}`;
  return {
    minute: [
      {
        key: `phone-code:number:${attempt}`,
        rule: AUTH_LIMITS.phoneCodeAccountNumber,
        error: codeLimitMessages.perMinute,
        afterBody: true,
      },
    ],
    hour: [
      {
        key: `phone-code:number-day:${attempt}`,
        rule: AUTH_LIMITS.phoneCodeAccountNumberDay,
        error: codeLimitMessages.perHour,
        afterBody: true,
      },
      { key: `phone-code:account:${userId}`, rule: AUTH_LIMITS.phoneCodeAccount, error: codeLimitMessages.perHour, afterBody: true },
    ],
  };
}

/** When the next code may be asked for: the end of the latest limit already reached, or null (now). */
export async function nextCodeAllowedAt(db: Db, userId: string, e164: string, now: Date): Promise<Date | null> {
  const { minute, hour } = ownLimits(userId, e164);
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
