import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { queryRows } from '@/lib/db/client';
import * as t from '@/lib/db/schema';
import { platformFee } from '@/lib/rules/fees';
import { hashPassword } from '@/lib/server/platform/security/password';
import { env } from '@/lib/server/env';
import { REMINDER_LEAD_MINUTES } from '@/lib/config/time';

// Issue 63's demo: lawyers who also take early-morning, late-evening and weekend calls, so a visitor in
// Dubai (UTC+4) and one in California (UTC−8/−7) each find evening times on their own clock, and a
// client abroad (Dubai) with a booked, paid consultation shown in Gulf time. Nothing here draws from the
// seed's random numbers, so every other row stays what it was.

const ABROAD_ACCOUNT = { email: 'ofw@example.com', password: 'Abroad123!' };
const ABROAD_CUSTOMER_ID = '6f1c2d3e-4a5b-4c6d-8e7f-000000000a63';
const ABROAD_MEETING_ID = '0d41a7e2-5c1b-4d0e-9a41-7e11a9e0fa63';
const ABROAD_GUEST_ID = '3b7e9c10-2d4f-4e6a-8b1c-000000000a63';
const MINUTE = 60_000;
const DAY = 86_400_000;

type Hours = { weekday: number; available: boolean; startMinute: number; endMinute: number };

/** Every fourth lawyer (not the demo lawyer at 0, whose hours other demos read) works for clients abroad too. */
export function takesCallsFromAbroad(index: number, lastIndex: number): boolean {
  return index % 4 === 1 && index !== lastIndex;
}

/**
 * Extra ranges in Manila time: 05:00–08:00 on weekdays (evening in London, 21:00–24:00 UTC),
 * 20:00–23:30 every day (16:00–19:30 in Dubai: its evening from 18:00), and 07:00–12:00 on a weekend
 * day without office hours. California's evening (18:00–23:00 PST) is 10:00–15:00 the next day in
 * Manila: ordinary office hours. Starts never equal a drawn row's (08:00–10:00), the table's key.
 */
export function abroadHours(base: Hours[]): Hours[] {
  const extra: Hours[] = [];
  for (let weekday = 0; weekday < 7; weekday++) {
    const office = base.find((h) => h.weekday === weekday && h.available);
    if (weekday >= 1 && weekday <= 5) extra.push({ weekday, available: true, startMinute: 300, endMinute: 480 });
    else if (!office) extra.push({ weekday, available: true, startMinute: 420, endMinute: 720 });
    extra.push({ weekday, available: true, startMinute: 1200, endMinute: 1410 });
  }
  return extra;
}

/**
 * ofw@example.com (account zone Asia/Dubai) with a paid consultation, confirmed, three or more days
 * ahead at 22:00 Manila (18:00 in Dubai) with a lawyer who takes calls from abroad, the first such
 * evening nothing else holds.
 */
export async function seedAbroadClient(
  db: Db,
  { lawyer, now = new Date() }: { lawyer: { id: string; price30: number; displayName: string }; now?: Date },
) {
  await db.insert(t.users).values({
    id: ABROAD_CUSTOMER_ID,
    email: ABROAD_ACCOUNT.email,
    passwordHash: await hashPassword(ABROAD_ACCOUNT.password),
    firstName: 'Ramon',
    lastName: 'Villanueva',
    type: 'CUSTOMER',
    timezone: 'Asia/Dubai',
    emailVerified: true,
    emailVerifiedAt: new Date(now.getTime() - 30 * DAY),
  });
  const local = new Date(now.getTime() + 8 * 3_600_000);
  const manilaToday = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  for (let d = 3; d < 30; d++) {
    // 22:00 Manila = 14:00 UTC.
    const start = new Date(manilaToday + d * DAY + 14 * 3_600_000);
    const end = new Date(start.getTime() + 30 * MINUTE);
    const [{ taken }] = await queryRows<{ taken: boolean }>(
      db,
      sql`SELECT EXISTS (SELECT 1 FROM time_holds WHERE lawyer_id = ${lawyer.id}::uuid
            AND tstzrange(start_at, end_at, '[)') && tstzrange(${start.toISOString()}::timestamptz, ${end.toISOString()}::timestamptz, '[)')) AS taken`,
    );
    if (taken) continue;
    const bookedAt = new Date(now.getTime() - DAY);
    await db.insert(t.meetings).values({
      id: ABROAD_MEETING_ID,
      lawyerId: lawyer.id,
      customerId: ABROAD_CUSTOMER_ID,
      startAt: start,
      endAt: end,
      durationMinutes: 30,
      status: 'CONFIRMED',
      subject: 'Special power of attorney to sell land in Leyte',
      description: 'I work in Dubai; my mother holds the title and will sign the sale at home.',
      callType: 'VIDEO',
      priceCentavos: lawyer.price30,
      reminderAt: new Date(start.getTime() - REMINDER_LEAD_MINUTES * MINUTE),
      createdAt: bookedAt,
    });
    await db.insert(t.payments).values({
      customerId: ABROAD_CUSTOMER_ID,
      lawyerId: lawyer.id,
      meetingId: ABROAD_MEETING_ID,
      provider: 'SANDBOX',
      amountCentavos: lawyer.price30,
      status: 'PAID',
      method: 'card',
      description: `30-minute video consultation – Atty. ${lawyer.displayName}`,
      paidAt: bookedAt,
      feeCentavos: platformFee(lawyer.price30, env().PLATFORM_FEE_PERCENT),
      createdAt: bookedAt,
      updatedAt: bookedAt,
    });
    // Issue 63 item 5: the client invited his mother, who holds the title, to the call. The link was mailed
    // (only its digest is stored); she has not opened it yet, so it is still hers to open in one browser.
    await db.insert(t.callGuests).values({
      id: ABROAD_GUEST_ID,
      meetingId: ABROAD_MEETING_ID,
      invitedBy: ABROAD_CUSTOMER_ID,
      name: 'Teresita Villanueva',
      email: 'teresita.villanueva@example.com',
      language: 'fil',
      tokenHash: createHash('sha256').update(`demo-call-guest-${ABROAD_MEETING_ID}`).digest('hex'),
      expiresAt: end,
      createdAt: new Date(bookedAt.getTime() + 3_600_000),
    });
    return;
  }
}

/** For the seed's test: the demo client abroad and their meeting. */
export async function findAbroadDemo(db: Db) {
  const [row] = await db
    .select({
      zone: t.users.timezone,
      status: t.meetings.status,
      start: t.meetings.startAt,
      guest: t.callGuests.name,
      guestStatus: t.callGuests.status,
    })
    .from(t.users)
    .innerJoin(t.meetings, and(eq(t.meetings.customerId, t.users.id), eq(t.meetings.id, ABROAD_MEETING_ID)))
    .leftJoin(t.callGuests, eq(t.callGuests.meetingId, t.meetings.id))
    .where(eq(t.users.email, ABROAD_ACCOUNT.email));
  return row;
}
