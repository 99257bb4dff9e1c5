import 'server-only';
// Test helper (not a test): users with live sessions, bookable lawyers, and the meeting handlers' plumbing.
import { randomUUID } from 'node:crypto';
import type { Db } from '@/lib/db';
import { tables as t } from '@/lib/db';
import { startSession } from '../auth/issue-session';
import { CookieJar } from '../auth/testing';
import { insertLawyer, type LawyerFixture } from '../search/test-fixtures';
import { DEFAULT_TIME_ZONE } from '@/lib/config/time';
import { REMINDER_LEAD_MINUTES } from '@/lib/config/time';

process.env.SESSION_SECRET ??= 'jest-session-secret-0123456789abcdefghijklmnop';

export type TestUser = { id: string; email: string; jar: CookieJar };

async function signIn(user: { id: string; type: 'CUSTOMER' | 'LAWYER' }): Promise<CookieJar> {
  const cookie = await startSession({ id: user.id, type: user.type, roles: [], emailVerified: true }, { ip: '203.0.113.9', userAgent: 'jest' });
  const jar = new CookieJar();
  jar.apply(new Response(null, { headers: cookie.map((c): [string, string] => ['set-cookie', c]) }));
  return jar;
}

export async function testCustomer(db: Db, options: { timezone?: string } = {}): Promise<TestUser> {
  const id = randomUUID();
  const email = `client-${id}@example.com`;
  await db.insert(t.users).values({ id, email, type: 'CUSTOMER', firstName: 'Maria', lastName: 'Santos', emailVerified: true, timezone: options.timezone ?? DEFAULT_TIME_ZONE });
  return { id, email, jar: await signIn({ id, type: 'CUSTOMER' }) };
}

export async function testLawyer(db: Db, fixture: LawyerFixture = {}): Promise<TestUser> {
  const id = await insertLawyer(db, fixture);
  return { id, email: `fixture-${id}@example.com`, jar: await signIn({ id, type: 'LAWYER' }) };
}

/** The first slot a lawyer with default hours (09:00–17:00 Manila, no notice) offers on the day after `days` from now. */
export function manilaSlot(daysAhead: number, hour: number): string {
  const now = new Date();
  const manila = new Date(now.getTime() + 8 * 3_600_000);
  const day = Date.UTC(manila.getUTCFullYear(), manila.getUTCMonth(), manila.getUTCDate() + daysAhead);
  return new Date(day + (hour - 8) * 3_600_000).toISOString();
}

/** A meeting straight in the database (no booking flow), CONFIRMED unless told otherwise. */
export async function insertMeeting(
  db: Db,
  options: { lawyerId: string; customerId: string; start: Date | string; duration?: 30 | 60; status?: (typeof t.meetings.$inferInsert)['status']; holdExpiresAt?: Date },
): Promise<string> {
  const start = new Date(options.start);
  const duration = options.duration ?? 30;
  const [row] = await db
    .insert(t.meetings)
    .values({
      lawyerId: options.lawyerId,
      customerId: options.customerId,
      startAt: start,
      endAt: new Date(start.getTime() + duration * 60_000),
      durationMinutes: duration,
      status: options.status ?? 'CONFIRMED',
      holdExpiresAt: options.holdExpiresAt ?? null,
      subject: 'Land title dispute',
      priceCentavos: duration === 30 ? 100_000 : 180_000,
      reminderAt: new Date(start.getTime() - REMINDER_LEAD_MINUTES * 60_000),
    })
    .returning({ id: t.meetings.id });
  return row.id;
}
