import { createHash } from 'node:crypto';
import type { Db } from '@/lib/db/client';
import * as t from '@/lib/db/schema';
import { platformFee } from '@/lib/rules/fees';
import { env } from '@/lib/server/env';

const MEETING_ID = '63a4e0b1-7c2d-4f3e-8a63-0000000000a4';
const PAYMENT_ID = '63a4e0b1-7c2d-4f3e-8a63-0000000000b4';
const LINK_ID = '63a4e0b1-7c2d-4f3e-8a63-0000000000c4';
const DAY = 86_400_000;

/**
 * Issue 63 item 4's demo: the demo client's upcoming consultation paid by someone else — their sister
 * abroad, through a payment link (sent by e-mail, used, so it opens no checkout any more). The meeting
 * page, the checkout's receipt, the confirmation and the PDF say "Paid by Rosa Dela Cruz". Fixed ids,
 * not drawn from the seed's random numbers (every id after stays what it was); ten days after the seed's
 * day at 16:00 Manila, an hour no seeded consultation starts at, with the second demo lawyer (the demo
 * client's bookings of the first stay free for the specs).
 */
export async function seedPaidBySomeoneElse(
  db: Db,
  {
    lawyer,
    customerId,
    now = new Date(),
  }: { lawyer: { id: string; displayName: string; price30: number }; customerId: string; now?: Date },
) {
  const day = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const start = new Date(day + 10 * DAY + 8 * 3_600_000);
  const booked = new Date(day - DAY + 3 * 3_600_000);
  const paidAt = new Date(booked.getTime() + 20 * 60_000);
  await db.insert(t.meetings).values({
    id: MEETING_ID,
    lawyerId: lawyer.id,
    customerId,
    startAt: start,
    endAt: new Date(start.getTime() + 30 * 60_000),
    durationMinutes: 30,
    status: 'CONFIRMED',
    subject: 'Selling our late father’s lot in Batangas',
    description: 'My sister in Dubai pays for this consultation; the title is in our mother’s name.',
    callType: 'VIDEO',
    priceCentavos: lawyer.price30,
    createdAt: booked,
  });
  await db.insert(t.payments).values({
    id: PAYMENT_ID,
    customerId,
    lawyerId: lawyer.id,
    meetingId: MEETING_ID,
    provider: 'SANDBOX',
    providerSessionId: 'cs_sbx_demo_paid_by_someone',
    providerPaymentId: 'pay_sbx_demo_paid_by_someone',
    amountCentavos: lawyer.price30,
    status: 'PAID',
    method: 'card',
    description: `30-minute video consultation with Atty. ${lawyer.displayName}`,
    paidAt,
    feeCentavos: platformFee(lawyer.price30, env().PLATFORM_FEE_PERCENT),
    createdAt: booked,
    updatedAt: paidAt,
  });
  // The token itself is gone with the e-mail it was sent in: only a digest is ever stored.
  await db.insert(t.paymentLinks).values({
    id: LINK_ID,
    paymentId: PAYMENT_ID,
    customerId,
    tokenHash: createHash('sha256').update(`demo-paid-by-someone-${customerId}`).digest('hex'),
    sentTo: 'rosa.delacruz@example.com',
    expiresAt: new Date(booked.getTime() + 15 * 60_000),
    payerName: 'Rosa Dela Cruz',
    payerEmail: 'rosa.delacruz@example.com',
    payerLanguage: 'en',
    payerStartedAt: new Date(booked.getTime() + 10 * 60_000),
    createdAt: new Date(booked.getTime() + 2 * 60_000),
  });
}
