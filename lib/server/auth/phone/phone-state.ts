import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb, type Db } from '@/lib/db';
import { queryRows } from '@/lib/db/client';
import { PHONE_CODE_MAX_TRIES } from '@/lib/config/phone';
import type { AccountPhoneResult, PhoneState } from '@/lib/dto/account-phone';
import { textsReachAbroad } from '@/lib/server/messaging/sms/sms-port';
import { formatPhoneDisplay } from '@/lib/validation/phone';
import { nextCodeAllowedAt } from './code-limits';

type Row = {
  phone: string | null;
  verified_at: string | Date | null;
  code_hash: string | null;
  code_expires_at: string | Date | null;
  failed_attempts: number | null;
  locked_until: string | Date | null;
  opted_out: boolean;
};

const iso = (value: string | Date | null) => (value ? new Date(value).toISOString() : null);

/**
 * The account's mobile number as the settings page shows it: verified or not, the pending code's
 * expiry and tries left, when a new code may be asked for (the end of the code limit reached, the
 * minute's or the hour's), this account's lock on the number (five wrong codes) and an opt-out.
 * Null when the account has no number.
 */
async function loadPhoneState(userId: string, options: { db?: Db; now?: Date } = {}): Promise<PhoneState | null> {
  const db = options.db ?? (await getDb());
  const now = options.now ?? new Date();
  const [row] = await queryRows<Row>(
    db,
    sql`SELECT u.phone_e164 AS phone, u.phone_verified_at AS verified_at,
               v.code_hash, v.code_expires_at, v.failed_attempts,
               CASE WHEN v.locked_until > ${now} THEN v.locked_until END AS locked_until,
               COALESCE(o.opted_out, false) AS opted_out
        FROM users u
        LEFT JOIN phone_verifications v ON v.user_id = u.id AND v.phone_e164 = u.phone_e164
        LEFT JOIN sms_opt_outs o ON o.phone_e164 = u.phone_e164
        WHERE u.id = ${userId}`,
  );
  if (!row?.phone) return null;
  const verified = row.verified_at !== null;
  const pending = !verified && row.code_hash !== null;
  const resendAt = verified ? null : await nextCodeAllowedAt(db, userId, row.phone, now);
  return {
    number: row.phone,
    display: formatPhoneDisplay(row.phone),
    verified,
    verified_at: iso(row.verified_at),
    code_expires_at: pending ? iso(row.code_expires_at) : null,
    resend_available_at: resendAt ? resendAt.toISOString() : null,
    locked_until: iso(row.locked_until),
    tries_left: pending ? Math.max(0, PHONE_CODE_MAX_TRIES - Number(row.failed_attempts ?? 0)) : null,
    opted_out: Boolean(row.opted_out),
  };
}

/** GET auth/account/phone and the settings pages: the number's state and whether numbers abroad are texted here. */
export async function loadPhoneSettings(userId: string): Promise<AccountPhoneResult> {
  return { phone: await loadPhoneState(userId), texts_abroad: textsReachAbroad() };
}

/** The state of an account that has a number (after a write that stored one). */
export async function requirePhoneState(userId: string, options: { db?: Db; now?: Date } = {}): Promise<PhoneState> {
  const state = await loadPhoneState(userId, options);
  if (!state) throw new Error('The account has no mobile number');
  return state;
}
