// The cancel/confirm latency bench's second part (issue 59; cancel-confirm-latency.ts runs it): the
// client signs an engagement letter, the lawyer countersigns it, an admin refunds a settled
// consultation — each on rows prepared before the timed part — and their side effects, counted.
import { eq, sql } from 'drizzle-orm';
import { POST as webhookRoute } from '@/app/api/v1/payments/webhooks/[provider]/route';
import { POST as adminRefundRoute } from '@/app/api/v1/admin/payments/[id]/refunds/route';
import { tables as t } from '@/lib/db';
import { hashShortSecret } from '@/lib/server/platform/security/hash-token';
import { lettersAs, prepareLetterFor } from '@/lib/test/fixtures/letters';
import type { PaymongoStandIn } from '@/lib/test/fixtures/paymongo-stand-in';
import type { TestUser } from '@/lib/test/fixtures/users';
import { engagementAt } from '@/lib/test/fixtures/work-items';
import { manilaSlot } from './booking-db';
import { bookedAndPaid, jsonRequest, ORIGIN, ROUNDS, sleep, SLOW_MS, stats, WEBHOOK_SECRET, type Db } from './cancel-confirm-requests';

export type PreparedLetter = {
  id: string;
  letterId: string;
  client: TestUser;
  lawyer: TestUser;
  names: Record<'client' | 'lawyer', string>;
};
export type PreparedRefund = { paymentId: string; providerPaymentId: string };

/** Engagements in PROPOSAL with a letter waiting for the client (not timed: made with everything fast). */
export async function prepareLetters(db: Db, count: number): Promise<PreparedLetter[]> {
  const out: PreparedLetter[] = [];
  for (let i = 0; i < count; i++) {
    const { lawyer, client, id } = await engagementAt(db, 'PROPOSAL');
    await prepareLetterFor(lawyer, id);
    const [letter] = await db.select().from(t.engagementLetters).where(eq(t.engagementLetters.workItemId, id));
    out.push({
      id,
      letterId: letter.id,
      client,
      lawyer,
      names: { client: letter.parties.clientName, lawyer: letter.terms.lawyer_name },
    });
  }
  return out;
}

/** A signing code for `signerId`, stored as the code call stores it (the mail that carries it is not what is measured). */
async function plantCode(db: Db, letterId: string, signerId: string): Promise<string> {
  const code = String(100000 + Math.floor(Math.random() * 900000));
  await db
    .insert(t.engagementSigningCodes)
    .values({
      letterId,
      signerId,
      codeHash: hashShortSecret(code, `letter:${letterId}:${signerId}`),
      channel: 'email',
      sentTo: 'bench@example.com',
      expiresAt: new Date(Date.now() + 10 * 60_000),
    })
    .onConflictDoUpdate({
      target: [t.engagementSigningCodes.letterId, t.engagementSigningCodes.signerId],
      set: {
        codeHash: hashShortSecret(code, `letter:${letterId}:${signerId}`),
        expiresAt: new Date(Date.now() + 10 * 60_000),
        usedAt: null,
        failedAttempts: 0,
      },
    });
  return code;
}

/** Consultations paid at PayMongo and settled as attended: an admin may refund them (not timed). */
export async function prepareRefunds(
  db: Db,
  standIn: PaymongoStandIn,
  lawyerId: string,
  count: number,
  dayOffset: number,
): Promise<PreparedRefund[]> {
  const out: PreparedRefund[] = [];
  for (let i = 0; i < count; i++) {
    const { meetingId, payment } = await bookedAndPaid(
      db,
      standIn,
      lawyerId,
      manilaSlot(dayOffset + 2 + Math.floor(i / 8), 9 + (i % 8)),
      'Benchmark consultation to refund',
    );
    const signed = standIn.webhookFor(payment.providerSessionId!, WEBHOOK_SECRET);
    const hook = await webhookRoute(
      new Request(`${ORIGIN}/api/v1/payments/webhooks/paymongo`, {
        method: 'POST',
        body: signed.body,
        headers: { 'content-type': 'application/json', 'paymongo-signature': signed.signature },
      }),
      { params: Promise.resolve({ provider: 'paymongo' }) },
    );
    if (hook.status !== 200) throw new Error(`webhook: ${hook.status}`);
    await db
      .update(t.meetings)
      .set({ status: 'COMPLETED', outcome: 'ATTENDED', settledAt: new Date() })
      .where(eq(t.meetings.id, meetingId));
    const [paid] = await db
      .select({ providerPaymentId: t.payments.providerPaymentId })
      .from(t.payments)
      .where(eq(t.payments.id, payment.id));
    out.push({ paymentId: payment.id, providerPaymentId: paid.providerPaymentId! });
  }
  return out;
}

/** The letters' and refunds' side effects once they are all done. */
async function letterAndRefundEffects(db: Db, standIn: PaymongoStandIn, letters: PreparedLetter[], refunds: PreparedRefund[]) {
  const ids = letters.map((l) => l.letterId);
  const mails = await db
    .select({ key: t.outboundEmails.dedupeKey, status: t.outboundEmails.status })
    .from(t.outboundEmails)
    .where(sql`${t.outboundEmails.dedupeKey} ~ ${`(${ids.join('|')})`}`);
  const sent = (prefix: string) => mails.filter((m) => m.key?.startsWith(prefix) && m.status === 'SENT').length;
  const stored = await db
    .select({ key: t.engagementLetters.signedPdfKey })
    .from(t.engagementLetters)
    .where(
      sql`${t.engagementLetters.id} IN (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`,
    );
  const refundsMade = refunds.map((r) => standIn.refundsOf(r.providerPaymentId).length);
  return {
    countersignMails: sent('letter-countersign:'),
    signedLetterMails: sent('letter-signed:'),
    signedPdfsStored: stored.filter((r) => r.key).length,
    refundsAtProvider: refundsMade.reduce((a, b) => a + b, 0),
    paymentsWithoutOneRefund: refundsMade.filter((n) => n !== 1).length,
  };
}

export async function runLettersAndRefunds(
  db: Db,
  standIn: PaymongoStandIn,
  smtp: { messages: string[] },
  mode: 'fast' | 'slow',
  letters: PreparedLetter[],
  refunds: PreparedRefund[],
  admin: TestUser,
) {
  const sign: number[] = [];
  const countersign: number[] = [];
  const adminRefund: number[] = [];
  const smtpBefore = smtp.messages.length;
  const signAs = async (l: PreparedLetter, who: 'client' | 'lawyer') => {
    const user = who === 'client' ? l.client : l.lawyer;
    const code = await plantCode(db, l.letterId, user.id);
    const t0 = performance.now();
    const res = await lettersAs(user).sign(l.id, { version: 1, typed_name: l.names[who], consent: true, code });
    const ms = performance.now() - t0;
    if (res.status !== 200) throw new Error(`sign (${who}): ${res.status} ${await res.text()}`);
    return ms;
  };
  // The first of each warms up (module initialisation, prepared plans) and is not counted.
  for (const [i, l] of letters.entries()) {
    const ms = await signAs(l, 'client');
    if (i > 0) sign.push(ms);
  }
  for (const [i, l] of letters.entries()) {
    const ms = await signAs(l, 'lawyer');
    if (i > 0) countersign.push(ms);
  }
  for (const [i, r] of refunds.entries()) {
    const t0 = performance.now();
    const res = await adminRefundRoute(
      jsonRequest(`/api/v1/admin/payments/${r.paymentId}/refunds`, 'POST', admin.jar.header(), { reason: 'Benchmark goodwill refund.' }),
      { params: Promise.resolve({ id: r.paymentId }) },
    );
    const ms = performance.now() - t0;
    if (res.status !== 201) throw new Error(`admin refund: ${res.status} ${await res.text()}`);
    if (i > 0) adminRefund.push(ms);
  }
  const expected = {
    countersignMails: letters.length,
    signedLetterMails: 2 * letters.length,
    signedPdfsStored: letters.length,
    refundsAtProvider: refunds.length,
  };
  const waitStart = performance.now();
  let effects = await letterAndRefundEffects(db, standIn, letters, refunds);
  const short = () =>
    (Object.keys(expected) as (keyof typeof expected)[]).some((k) => effects[k] < expected[k]) &&
    performance.now() - waitStart < 10 * 60_000;
  while (short()) {
    await sleep(200);
    effects = await letterAndRefundEffects(db, standIn, letters, refunds);
  }
  const smtpDelivered = smtp.messages.length - smtpBefore;
  return {
    mode,
    slowMs: mode === 'slow' ? SLOW_MS : 0,
    rounds: ROUNDS,
    letterSignMs: stats(sign),
    letterCountersignMs: stats(countersign),
    adminRefundMs: stats(adminRefund),
    sideEffects: {
      expected,
      happened: effects,
      // Every mail the letters' part delivered is one of those counted: none twice.
      duplicates: smtpDelivered - (effects.countersignMails + effects.signedLetterMails) + effects.paymentsWithoutOneRefund,
      secondsUntilAllDone: +((performance.now() - waitStart) / 1000).toFixed(1),
    },
  };
}
