// BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres \
//   npx tsx --conditions=react-server scripts/bench/booking-latency.ts [--rounds=30] [--clients=10] [--engine=postgres] [--profile]
//
// Latency of POST /api/v1/meeting as a busy day sees it: CLIENTS clients book at the same moment,
// each a DIFFERENT lawyer (no two requests fight over one calendar), ROUNDS times; every request a
// free slot, so every answer must be 200. Calls the real route handler with real Requests and session
// cookies (no HTTP hop; no Next.js router or proxy), on a throwaway database of its own
// (booking-db.ts; name prefix BENCH_DB_PREFIX). Prints p50/p95/max and the host load.
//
// --profile also times each step of a booking on its own, at the same concurrency, so the cost can be
// attributed: session check, body parsing, loading the lawyer, the early overlap look, the booking
// transaction (split into its advisory lock, hold expiry, two-meeting count and inserts), opening the
// payment session and recording it.
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { POST } from '@/app/api/v1/meeting/route';
import { getDb, tables as t } from '@/lib/db';
import { startSession } from '@/lib/server/auth/issue-session';
import { getRequestSession } from '@/lib/server/auth/request-session';
import { readBookingRequest } from '@/lib/server/meetings/read-booking-request';
import { loadBookableLawyer } from '@/lib/server/meetings/load-bookable-lawyer';
import { isOfferedSlot } from '@/lib/server/meetings/is-offered-slot';
import { isSlotTaken } from '@/lib/server/meetings/is-slot-taken';
import { lockLawyerCalendar } from '@/lib/server/calendar/lock-lawyer-calendar';
import { expireStaleHolds } from '@/lib/server/meetings/expire-holds';
import { getPaymentProvider } from '@/lib/server/payments/get-payment-provider';
import { insertLawyer } from '@/lib/test/fixtures/lawyers';
import { benchDb, engines, manilaSlot, percentile, type Engine } from './booking-db';

const arg = (name: string, fallback: number) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const ROUNDS = arg('rounds', 30);
const CLIENTS = arg('clients', 10);
const PROFILE = process.argv.includes('--profile');
// One JSON line per request would drown the figures.
process.env.LOG_LEVEL ??= 'warn';

type Db = Awaited<ReturnType<typeof getDb>>;

async function customers(db: Db, n: number): Promise<{ id: string; cookie: string }[]> {
  const ids = Array.from({ length: n }, () => randomUUID());
  await db.insert(t.users).values(
    ids.map((id) => ({
      id,
      email: `bench-${id}@example.com`,
      type: 'CUSTOMER' as const,
      firstName: 'Bench',
      lastName: 'Client',
      emailVerified: true,
    })),
  );
  const out = [];
  for (const id of ids) {
    const header = await startSession({ id, type: 'CUSTOMER', roles: [], emailVerified: true }, { ip: '203.0.113.1', userAgent: 'bench' });
    out.push({ id, cookie: header[0].split(';')[0] });
  }
  return out;
}

/** Round r's slot: a different hour each round, over the next days (fixture lawyers offer 09:00–17:00 Manila on the hour). */
function slotOf(round: number): string {
  return manilaSlot(2 + Math.floor(round / 8), 9 + (round % 8));
}

function bookingRequest(cookie: string, lawyerId: string, start: string): Request {
  return new Request('http://localhost:3000/api/v1/meeting', {
    method: 'POST',
    body: JSON.stringify({ lawyer_id: lawyerId, start_time: start, duration: 30, call_type: 'VIDEO', subject: 'Benchmark booking' }),
    headers: { 'content-type': 'application/json', origin: 'http://localhost:3000', cookie },
  });
}

const stats = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return { p50: +percentile(sorted, 50).toFixed(1), p95: +percentile(sorted, 95).toFixed(1), max: +sorted[sorted.length - 1].toFixed(1) };
};

const checkoutInput = (paymentId: string) => ({
  reference: paymentId,
  amountCentavos: 100_000,
  lineItemName: 'bench',
  description: 'bench',
  successUrl: 'http://x/',
  cancelUrl: 'http://x/',
  metadata: {},
  expiresAt: new Date(Date.now() + 900_000),
});

/** The steps of createMeeting, each timed, in the same order and with the same queries. */
async function profiledBooking(db: Db, cookie: string, lawyerId: string, start: string, times: Map<string, number[]>) {
  const step = async <T>(name: string, fn: () => Promise<T>): Promise<T> => {
    const t0 = performance.now();
    try {
      return await fn();
    } finally {
      const list = times.get(name) ?? [];
      list.push(performance.now() - t0);
      times.set(name, list);
    }
  };
  const t0 = performance.now();
  const req = bookingRequest(cookie, lawyerId, start);
  const session = await step('1 session (cookie signature + session row)', () => getRequestSession(req));
  const { input } = await step('2 body (JSON + zod)', () => readBookingRequest(req));
  const lawyer = (await step('3 load lawyer (profile, services, hours)', () => loadBookableLawyer(db, input.lawyer_id)))!;
  const begin = new Date(input.start_time);
  await step('3b offered slot? (builds the calendar)', async () => isOfferedSlot(lawyer, begin, 30, new Date()));
  const end = new Date(begin.getTime() + 30 * 60_000);
  const now = new Date();
  await step('4 early overlap look (holds, external busy)', () => isSlotTaken(db, lawyer.id, begin, end, now));
  const provider = getPaymentProvider();
  const created = await step('5 transaction total', () =>
    db.transaction(async (tx) => {
      await step('5a  advisory lock (incl. BEGIN)', () => lockLawyerCalendar(tx, lawyer.id));
      await step('5b  expire stale holds', () => expireStaleHolds(tx, { lawyerId: lawyer.id, now }));
      await step('5c  two-meeting count', () =>
        tx
          .select({ active: sql<number>`count(*)::int` })
          .from(t.meetings)
          .where(
            and(
              eq(t.meetings.customerId, session!.user.id),
              eq(t.meetings.lawyerId, lawyer.id),
              isNull(t.meetings.workItemId),
              or(
                and(eq(t.meetings.status, 'PAYMENT_PENDING'), gt(t.meetings.holdExpiresAt, now)),
                and(eq(t.meetings.status, 'CONFIRMED'), gt(t.meetings.endAt, now)),
              ),
            ),
          ),
      );
      return step('5d  insert meeting + hold + payment (+ sandbox checkout)', async () => {
        const [meeting] = await tx
          .insert(t.meetings)
          .values({
            lawyerId: lawyer.id,
            customerId: session!.user.id,
            startAt: begin,
            endAt: end,
            durationMinutes: 30,
            status: 'PAYMENT_PENDING',
            holdExpiresAt: new Date(now.getTime() + 15 * 60_000),
            subject: input.subject,
            callType: input.call_type,
            priceCentavos: 100_000,
          })
          .returning({ id: t.meetings.id });
        const paymentId = randomUUID();
        const local = provider.createCheckoutInTransaction
          ? await provider.createCheckoutInTransaction(tx, checkoutInput(paymentId))
          : null;
        await tx.insert(t.payments).values({
          id: paymentId,
          customerId: session!.user.id,
          lawyerId: lawyer.id,
          meetingId: meeting.id,
          provider: provider.name,
          amountCentavos: 100_000,
          description: 'bench',
          providerSessionId: local?.sessionId,
          checkoutUrl: local?.checkoutUrl,
        });
        return { meetingId: meeting.id, paymentId, local };
      });
    }),
  );
  // A provider outside our database: its network call, then the session recorded on the payment.
  if (!created.local) {
    const checkout = await step('6 payment session (provider createCheckout)', () =>
      provider.createCheckout(checkoutInput(created.paymentId)),
    );
    await step('7 record the session on the payment', () =>
      db
        .update(t.payments)
        .set({ providerSessionId: checkout.sessionId, checkoutUrl: checkout.checkoutUrl, updatedAt: sql`now()` })
        .where(eq(t.payments.id, created.paymentId)),
    );
  }
  const list = times.get('= whole booking') ?? [];
  list.push(performance.now() - t0);
  times.set('= whole booking', list);
}

async function run(engine: Engine) {
  const handle = await benchDb(engine);
  try {
    const lawyers: string[] = [];
    for (let i = 0; i < CLIENTS * (PROFILE ? 2 : 1); i++) lawyers.push(await insertLawyer(handle.db, { name: `Bench Lawyer ${i}` }));
    const latencies: number[] = [];
    const statuses = new Map<number, number>();
    // Warm-up: module initialisation, the pool's connections, prepared plans.
    for (let round = -3; round < ROUNDS; round++) {
      const start = slotOf(round + 3);
      // New clients each round: one client may hold only two meetings with a lawyer (spec's two-meetings rule).
      const clients = await customers(handle.db, CLIENTS);
      const answers = await Promise.all(
        clients.map(async ({ cookie }, i) => {
          const t0 = performance.now();
          const res = await POST(bookingRequest(cookie, lawyers[i], start), { params: Promise.resolve({}) });
          const text = await res.text();
          if (process.env.BENCH_DEBUG && res.status !== 200) console.error(res.status, text);
          if (round >= 0) latencies.push(performance.now() - t0);
          return res.status;
        }),
      );
      if (round >= 0) for (const s of answers) statuses.set(s, (statuses.get(s) ?? 0) + 1);
      if (process.env.BENCH_DEBUG && answers.some((s) => s !== 200)) console.error(round, start, answers);
    }
    const allCreated = [...statuses.keys()].every((s) => s === 200);
    console.log(
      JSON.stringify({
        engine,
        bench: 'POST /api/v1/meeting, different lawyers',
        clients: CLIENTS,
        rounds: ROUNDS,
        statuses: Object.fromEntries(statuses),
        latencyMs: stats(latencies),
        load: os.loadavg().map((l) => +l.toFixed(2)),
      }),
    );
    if (PROFILE) {
      const times = new Map<string, number[]>();
      for (let round = 0; round < ROUNDS; round++) {
        const start = slotOf(round);
        const clients = await customers(handle.db, CLIENTS);
        await Promise.all(clients.map(({ cookie }, i) => profiledBooking(handle.db, cookie, lawyers[CLIENTS + i], start, times)));
      }
      console.log(`profile, ${CLIENTS} concurrent bookings x ${ROUNDS} rounds (ms):`);
      for (const [name, values] of [...times.entries()].sort(([a], [b]) => a.localeCompare(b))) {
        const s = stats(values);
        console.log(`  ${name.padEnd(48)} p50 ${String(s.p50).padStart(6)}  p95 ${String(s.p95).padStart(6)}`);
      }
    }
    return allCreated;
  } finally {
    await handle.close();
  }
}

async function main() {
  let ok = true;
  for (const engine of engines()) ok = (await run(engine)) && ok;
  process.exit(ok ? 0 : 1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
