// npx tsx --conditions=react-server scripts/bench/webhook-redelivery.ts [--repeat=10] [--engine=pglite|postgres]
// The same signed webhook delivered 5 times at once, through the real webhook route: exactly one
// state transition, one confirmation e-mail per party and one new-meeting notification. Prints the counts.
import { randomUUID } from 'node:crypto';
import { like, sql } from 'drizzle-orm';
import { POST as createMeeting } from '@/app/api/v1/meeting/route';
import { POST as webhook } from '@/app/api/v1/payments/webhooks/[provider]/route';
import { tables as t } from '@/lib/db';
import { queryRows } from '@/lib/db/client';
import { startSession } from '@/lib/server/auth/issue-session';
import { signatureHeader } from '@/lib/server/payments/paymongo-signature';
import { buildSandboxEvent } from '@/lib/server/payments/sandbox-events';
import { insertLawyer } from '@/lib/test/fixtures/lawyers';
import { benchDb, engines, manilaSlot, percentile, type Engine } from './booking-db';

const REPEAT = Number(process.argv.find((a) => a.startsWith('--repeat='))?.split('=')[1] ?? 10);
const DELIVERIES = 5;

async function run(engine: Engine) {
  const handle = await benchDb(engine);
  const db = handle.db;
  const results: { outcomes: string[]; transitions: number; emails: number; notifications: number }[] = [];
  const latencies: number[] = [];
  try {
    for (let i = 0; i < REPEAT; i++) {
      const lawyerId = await insertLawyer(db);
      const customerId = randomUUID();
      await db.insert(t.users).values({
        id: customerId,
        email: `bench-${customerId}@example.com`,
        type: 'CUSTOMER',
        firstName: 'Bench',
        lastName: 'Client',
        emailVerified: true,
      });
      const cookie = (
        await startSession({ id: customerId, type: 'CUSTOMER', roles: [], emailVerified: true }, { ip: '203.0.113.1', userAgent: 'bench' })
      )[0].split(';')[0];
      const booked = await createMeeting(
        new Request('http://localhost:3000/api/v1/meeting', {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: 'http://localhost:3000', cookie },
          body: JSON.stringify({
            lawyer_id: lawyerId,
            start_time: manilaSlot(3, 10),
            duration: 30,
            call_type: 'VIDEO',
            subject: 'Webhook bench',
          }),
        }),
        { params: Promise.resolve({}) },
      );
      const { _id: meetingId } = (await booked.json()) as { _id: string };
      const [payment] = await queryRows<{ id: string; provider_session_id: string; amount_centavos: number }>(
        db,
        sql`SELECT id, provider_session_id, amount_centavos FROM payments WHERE meeting_id = ${meetingId}::uuid`,
      );
      const body = JSON.stringify(
        buildSandboxEvent({
          outcome: 'paid',
          sessionId: payment.provider_session_id,
          reference: payment.id,
          amountCentavos: payment.amount_centavos,
          method: 'gcash',
          metadata: { meeting_id: meetingId },
        }),
      );
      const header = signatureHeader(process.env.SANDBOX_WEBHOOK_SECRET!, body, false);
      const outcomes = await Promise.all(
        Array.from({ length: DELIVERIES }, async () => {
          const t0 = performance.now();
          const res = await webhook(
            new Request('http://localhost:3000/api/v1/payments/webhooks/sandbox', {
              method: 'POST',
              body,
              headers: { 'content-type': 'application/json', 'paymongo-signature': header },
            }),
            { params: Promise.resolve({ provider: 'sandbox' }) },
          );
          latencies.push(performance.now() - t0);
          return ((await res.json()) as { outcome: string }).outcome;
        }),
      );
      const [{ n: transitions }] = await queryRows<{ n: number }>(
        db,
        sql`SELECT count(*)::int AS n FROM webhook_events WHERE outcome = 'confirmed' AND payload->'data'->'attributes'->'data'->>'id' = ${payment.provider_session_id}`,
      );
      const emails = await db
        .select({ id: t.outboundEmails.id })
        .from(t.outboundEmails)
        .where(like(t.outboundEmails.dedupeKey, `confirmation:${meetingId}:%`));
      const notes = await db
        .select({ id: t.notifications.id })
        .from(t.notifications)
        .where(like(t.notifications.dedupeKey, `new-meeting:${meetingId}:%`));
      results.push({ outcomes: outcomes.sort(), transitions, emails: emails.length, notifications: notes.length });
    }
  } finally {
    await handle.close();
  }
  latencies.sort((a, b) => a - b);
  const ok = results.every(
    (r) => r.transitions === 1 && r.emails === 2 && r.notifications === 1 && r.outcomes.filter((o) => o === 'confirmed').length === 1,
  );
  console.log(
    JSON.stringify({
      engine,
      repeats: REPEAT,
      deliveriesEach: DELIVERIES,
      exactlyOnce: ok,
      example: results[0],
      transitions: results.map((r) => r.transitions),
      confirmationEmails: results.map((r) => r.emails),
      notifications: results.map((r) => r.notifications),
      webhookLatencyMs: { p50: +percentile(latencies, 50).toFixed(1), p95: +percentile(latencies, 95).toFixed(1) },
    }),
  );
  return ok;
}

async function main() {
  let allOk = true;
  for (const engine of engines()) allOk = (await run(engine)) && allOk;
  process.exit(allOk ? 0 : 1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
