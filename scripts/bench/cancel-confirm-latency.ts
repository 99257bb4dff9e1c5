// npx tsx --conditions=react-server scripts/bench/cancel-confirm-latency.ts [--rounds=20] [--slow-ms=5000]
//   [--modes=fast,slow] [--engine=pglite|postgres]   (postgres: BENCH_DATABASE_URL or TEST_DATABASE_URL)
//
// Issue 39: how long the client waits for the two requests that move money and meetings, when what
// follows them is slow. ROUNDS new clients each book a consultation days ahead with PayMongo (a local
// stand-in, not timed); then, one request at a time, all the confirmations, then all the cancellations:
//   confirm — PayMongo's signed checkout_session.payment.paid webhook, POST /api/v1/payments/webhooks/paymongo
//   cancel  — the client cancels more than 24 hours ahead, PUT /api/v1/meeting/{id}/cancel (a full refund)
// Both call the real route handlers with real Requests (no HTTP hop), one request at a time, on a
// throwaway database (booking-db.ts). Mode `fast`: the mail server and the provider answer at once;
// mode `slow`: each answers after --slow-ms (every message the SMTP stand-in accepts, every refund
// PayMongo's stand-in makes). As in a server, this process handles its commits' outbox events right
// after them (installOutboxKicks; the requests do not wait for that). Prints p50/p95/max of each
// request per mode, then waits for the side effects and prints how many happened: two confirmation
// and two cancellation mails per meeting and one refund at the provider per meeting, each exactly
// once (`duplicates` must be 0), and how long after the last request they were all done.
//
// Issue 59 adds two more, each on its own prepared rows (made before the timed part, with the mail
// server and the provider fast):
//   sign         — the client signs an engagement letter, POST /api/v1/work-items/{id}/letter/sign
//   countersign  — the lawyer countersigns it: the signed PDF is made and mailed to both
//   adminRefund  — an admin refunds a settled consultation, POST /api/v1/admin/payments/{id}/refunds
// (the signing code is written as the code call would store it: the timed request is the signature).
// Their side effects, counted the same way: the countersign request mail, the two signed-letter mails
// and the stored signed PDF per letter, one refund at the provider per payment.
// (Split: the options and request helpers are in cancel-confirm-requests.ts, the letters-and-refunds part
// in cancel-confirm-letters.ts.)
import os from 'node:os';
import { eq, sql } from 'drizzle-orm';
import { PUT as cancelRoute } from '@/app/api/v1/meeting/[id]/cancel/route';
import { POST as webhookRoute } from '@/app/api/v1/payments/webhooks/[provider]/route';
import { tables as t } from '@/lib/db';
import { resetEnvForTests } from '@/lib/server/env';
import { outboxKicksSettled } from '@/lib/server/platform/outbox/kick';
import { installOutboxKicks } from '@/lib/server/runtime/after-commit/domain-event-handlers';
import { insertLawyer } from '@/lib/test/fixtures/lawyers';
import { PaymongoStandIn } from '@/lib/test/fixtures/paymongo-stand-in';
import { fakeSmtp } from '@/lib/test/fixtures/smtp';
import { testAdmin } from '@/lib/test/fixtures/users';
import fs from 'node:fs';
import path from 'node:path';
import { benchDb, engines, manilaSlot, type Engine } from './booking-db';
import { prepareLetters, prepareRefunds, runLettersAndRefunds } from './cancel-confirm-letters';
import {
  bookedAndPaid,
  jsonRequest,
  MODES,
  ORIGIN,
  ROUNDS,
  SECRET_KEY,
  sleep,
  SLOW_MS,
  stats,
  WEBHOOK_SECRET,
  type Db,
} from './cancel-confirm-requests';

// One JSON line per request would drown the figures.
process.env.LOG_LEVEL ??= 'warn';

/** The side effects once they are all done: mails per kind, and refunds the provider made per meeting. */
async function sideEffects(db: Db, standIn: PaymongoStandIn, meetings: { meetingId: string; providerPaymentId: string }[]) {
  const ids = meetings.map((m) => m.meetingId);
  const mails = await db
    .select({ key: t.outboundEmails.dedupeKey, status: t.outboundEmails.status })
    .from(t.outboundEmails)
    .where(sql`${t.outboundEmails.dedupeKey} ~ ${`(${ids.join('|')})`}`);
  const sent = (prefix: string) => mails.filter((m) => m.key?.startsWith(prefix) && m.status === 'SENT').length;
  const refundsMade = meetings.map((m) => standIn.refundsOf(m.providerPaymentId).length);
  return {
    confirmationMails: sent('confirmation:'),
    cancellationMails: sent('email:cancelled:'),
    refundsAtProvider: refundsMade.reduce((a, b) => a + b, 0),
    meetingsWithoutOneRefund: refundsMade.filter((n) => n !== 1).length,
  };
}

async function runMode(
  db: Db,
  standIn: PaymongoStandIn,
  smtp: { messages: string[] },
  mode: 'fast' | 'slow',
  lawyerId: string,
  dayOffset: number,
) {
  const confirm: number[] = [];
  const cancel: number[] = [];
  const done: { meetingId: string; providerPaymentId: string }[] = [];
  const smtpBefore = smtp.messages.length;
  // Booked and paid at the provider first (not timed); the first of them warms up (module
  // initialisation, prepared plans) and is not counted.
  const booked: { meetingId: string; paymentId: string; cookie: string; signed: { body: string; signature: string } }[] = [];
  for (let i = 0; i <= ROUNDS; i++) {
    const { customer, meetingId, payment } = await bookedAndPaid(
      db,
      standIn,
      lawyerId,
      manilaSlot(dayOffset + 2 + Math.floor(i / 8), 9 + (i % 8)),
      'Benchmark consultation',
    );
    booked.push({
      meetingId,
      paymentId: payment.id,
      cookie: customer.cookie,
      signed: standIn.webhookFor(payment.providerSessionId!, WEBHOOK_SECRET),
    });
  }
  // The confirmations, one after the other (what follows each may still run as the next arrives) ...
  for (const [i, b] of booked.entries()) {
    const t0 = performance.now();
    const res = await webhookRoute(
      new Request(`${ORIGIN}/api/v1/payments/webhooks/paymongo`, {
        method: 'POST',
        body: b.signed.body,
        headers: { 'content-type': 'application/json', 'paymongo-signature': b.signed.signature },
      }),
      { params: Promise.resolve({ provider: 'paymongo' }) },
    );
    const ms = performance.now() - t0;
    const outcome = ((await res.json()) as { outcome?: string }).outcome;
    if (outcome !== 'confirmed') throw new Error(`webhook: ${res.status} ${outcome}`);
    if (i > 0) confirm.push(ms);
  }
  // ... then the cancellations, each more than 24 hours ahead: a full refund.
  for (const [i, b] of booked.entries()) {
    const t0 = performance.now();
    const res = await cancelRoute(jsonRequest(`/api/v1/meeting/${b.meetingId}/cancel`, 'PUT', b.cookie, {}), {
      params: Promise.resolve({ id: b.meetingId }),
    });
    const ms = performance.now() - t0;
    const answer = (await res.json()) as { refund?: string };
    if (res.status !== 200 || answer.refund !== 'FULL') throw new Error(`cancel: ${res.status} ${JSON.stringify(answer)}`);
    if (i > 0) cancel.push(ms);
    const [paid] = await db
      .select({ providerPaymentId: t.payments.providerPaymentId })
      .from(t.payments)
      .where(eq(t.payments.id, b.paymentId));
    done.push({ meetingId: b.meetingId, providerPaymentId: paid.providerPaymentId! });
  }
  // The side effects, however they are run (in the request, or after it): wait for all of them, then count.
  const expected = { confirmationMails: 2 * done.length, cancellationMails: 2 * done.length, refundsAtProvider: done.length };
  const waitStart = performance.now();
  let effects = await sideEffects(db, standIn, done);
  while (
    (effects.confirmationMails < expected.confirmationMails ||
      effects.cancellationMails < expected.cancellationMails ||
      effects.refundsAtProvider < expected.refundsAtProvider) &&
    performance.now() - waitStart < 10 * 60_000
  ) {
    await sleep(200);
    effects = await sideEffects(db, standIn, done);
  }
  const smtpDelivered = smtp.messages.length - smtpBefore;
  return {
    mode,
    slowMs: mode === 'slow' ? SLOW_MS : 0,
    rounds: ROUNDS,
    confirmMs: stats(confirm),
    cancelMs: stats(cancel),
    sideEffects: {
      expected,
      happened: effects,
      smtpDeliveries: smtpDelivered,
      duplicates: smtpDelivered - (effects.confirmationMails + effects.cancellationMails) + effects.meetingsWithoutOneRefund,
      secondsUntilAllDone: +((performance.now() - waitStart) / 1000).toFixed(1),
    },
  };
}

async function run(engine: Engine) {
  let slow = false;
  const smtp = await fakeSmtp({ beforeAccept: () => (slow ? sleep(SLOW_MS) : Promise.resolve()) });
  const standIn = await PaymongoStandIn.start(SECRET_KEY);
  standIn.beforeRefundAnswer = () => (slow ? sleep(SLOW_MS) : Promise.resolve());
  Object.assign(process.env, {
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    PAYMONGO_SECRET_KEY: SECRET_KEY,
    PAYMONGO_WEBHOOK_SECRET: WEBHOOK_SECRET,
    PAYMONGO_API_URL: standIn.url,
    STORAGE_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'abogado-bench-letters-')),
  });
  resetEnvForTests();
  const handle = await benchDb(engine);
  installOutboxKicks();
  try {
    const lawyerId = await insertLawyer(handle.db, { name: 'Bench Lawyer' });
    const refundLawyerId = await insertLawyer(handle.db, { name: 'Bench Refund Lawyer' });
    const admin = await testAdmin(handle.db);
    // The letters and the refundable payments of every mode, made first with everything fast (not timed).
    slow = false;
    const prepared = [];
    for (const [m] of MODES.entries())
      prepared.push({
        letters: await prepareLetters(handle.db, ROUNDS + 1),
        refunds: await prepareRefunds(handle.db, standIn, refundLawyerId, ROUNDS + 1, m * (Math.ceil((ROUNDS + 1) / 8) + 1)),
      });
    await outboxKicksSettled();
    let dayOffset = 0;
    for (const [m, mode] of MODES.entries()) {
      slow = mode === 'slow';
      const result = await runMode(handle.db, standIn, smtp, mode, lawyerId, dayOffset);
      dayOffset += Math.ceil((ROUNDS + 1) / 8) + 1;
      console.log(JSON.stringify({ engine, bench: 'cancel and confirm latency', ...result, load: os.loadavg().map((l) => +l.toFixed(2)) }));
      const more = await runLettersAndRefunds(handle.db, standIn, smtp, mode, prepared[m].letters, prepared[m].refunds, admin);
      console.log(
        JSON.stringify({ engine, bench: 'letter signing and admin refund latency', ...more, load: os.loadavg().map((l) => +l.toFixed(2)) }),
      );
    }
  } finally {
    await outboxKicksSettled();
    await handle.close();
    await standIn.close();
    smtp.server.close();
  }
}

async function main() {
  for (const engine of engines()) await run(engine);
  process.exit(0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
