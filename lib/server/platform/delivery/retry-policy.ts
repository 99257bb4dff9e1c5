import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

// The one retry rule of our outboxes (e-mail through SMTP, texts through Semaphore): a recorded
// message is claimed for a lease, and every failed attempt puts it back 1, 2, 4, then 8 minutes
// later; after the fifth failure it stays FAILED (an admin may resend a mail).

/**
 * How long one delivery may hold a row before the retry pass may take it again: well over the
 * transports' own timeouts (nodemailer 10 s connect + 20 s socket, SMS_REQUEST_TIMEOUT_MS), so a
 * slow send is never sent twice.
 */
export const DELIVERY_LEASE_MS = 5 * 60_000;

/** Deliveries tried before a message is given up: 1, 2, 4, 8 minutes apart. */
export const MAX_DELIVERY_ATTEMPTS = 5;

/**
 * The next attempt after a failure, given the attempts column before this one is counted:
 * 2^(attempts) minutes from now while attempts + 1 < MAX_DELIVERY_ATTEMPTS, else null (given up).
 */
export function nextAttemptAfterFailure(attempts: AnyPgColumn): SQL {
  return sql`CASE WHEN ${attempts} + 1 < ${MAX_DELIVERY_ATTEMPTS} THEN now() + make_interval(mins => power(2, ${attempts})::int) END`;
}
