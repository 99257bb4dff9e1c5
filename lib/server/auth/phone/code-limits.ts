import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { queryRows } from '@/lib/db/client';
import { AUTH_LIMITS } from '@/lib/server/platform/security/limits';
import { subjectKey, type RateLimitEntry } from '@/lib/server/platform/security/rate-limit';
import { typedAddressDay } from '@/lib/server/platform/security/typed-address-limits';
import { codeLimitMessages } from './phone-messages';

/**
 * The limits on texting a code, counted in rate_limit_buckets (issues 38 and 58). Each is a
 * requester's budget — the account's attempt at the number (one a minute, ten a day), the account
 * (five an hour), the client address (ten an hour; requestMeta's address, which honours
 * TRUSTED_PROXIES) and the address's asks for one number (ten a day) — so strangers asking for
 * someone's number spend their own budgets, never the owner's: the owner is not locked out by
 * them. The minute comes first and alone, so a request it refuses does not use up the others. All
 * count texts (a request refused earlier spends nothing), hence after the body. The account's day
 * is shared with every mail to an address a user typed (issue 73). The app's hourly budget comes
 * after all of them (code-budget.ts).
 */
export function codeLimits(userId: string, e164: string, ip: string): { minute: RateLimitEntry[]; hour: RateLimitEntry[] } {
  const { minute, hour } = ownLimits(userId, e164);
  const number = subjectKey(e164);
  return {
    // The address's minute for the number, counted across its accounts (issue 73 item 6).
    minute: [
      ...minute,
      {
        key: `phone-code:ip-number-minute:${ip}:${number}`,
        rule: AUTH_LIMITS.phoneCodeIpNumber,
        error: codeLimitMessages.perMinute,
        afterBody: true,
      },
    ],
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
      // Issue 73: a code is a text to a number the user typed — it spends the account's day of such messages,
      // shared with the payment links' and call invitations' mails (security/typed-address-limits.ts).
      typedAddressDay(userId, codeLimitMessages.perHour),
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
