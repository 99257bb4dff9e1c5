// Shared by the cancel/confirm latency bench (cancel-confirm-latency.ts) and its letters-and-refunds
// part (cancel-confirm-letters.ts): the bench's options, its stand-ins' secrets, and the requests'
// makings (a signed-in client, a JSON request to a route handler).
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { POST as bookRoute } from '@/app/api/v1/meeting/route';
import { getDb, tables as t } from '@/lib/db';
import { startSession } from '@/lib/server/auth/issue-session';
import type { PaymongoStandIn } from '@/lib/test/fixtures/paymongo-stand-in';
import { percentile } from './booking-db';

const arg = (name: string, fallback: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
export const ROUNDS = Number(arg('rounds', '20'));
export const SLOW_MS = Number(arg('slow-ms', '5000'));
export const MODES = arg('modes', 'fast,slow').split(',') as ('fast' | 'slow')[];
export const SECRET_KEY = 'sk_test_bench_cancel_confirm';
export const WEBHOOK_SECRET = 'whsk_bench_cancel_confirm';
export const ORIGIN = 'http://localhost:3000';

export type Db = Awaited<ReturnType<typeof getDb>>;
export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export const stats = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return { p50: +percentile(sorted, 50).toFixed(1), p95: +percentile(sorted, 95).toFixed(1), max: +(sorted.at(-1) ?? 0).toFixed(1) };
};

export async function signedInCustomer(db: Db): Promise<{ id: string; cookie: string }> {
  const id = randomUUID();
  await db
    .insert(t.users)
    .values({ id, email: `bench-${id}@example.com`, type: 'CUSTOMER', firstName: 'Bench', lastName: 'Client', emailVerified: true });
  const header = await startSession({ id, type: 'CUSTOMER', roles: [], emailVerified: true }, { ip: '203.0.113.1', userAgent: 'bench' });
  return { id, cookie: header[0].split(';')[0] };
}

export const jsonRequest = (path: string, method: string, cookie: string, body: unknown) =>
  new Request(`${ORIGIN}${path}`, {
    method,
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json', origin: ORIGIN, cookie },
  });

/** A client signed in who booked a 30-minute video consultation and paid for it at the stand-in (its webhook not yet sent). */
export async function bookedAndPaid(db: Db, standIn: PaymongoStandIn, lawyerId: string, startTime: string, subject: string) {
  const customer = await signedInCustomer(db);
  const res = await bookRoute(
    jsonRequest('/api/v1/meeting', 'POST', customer.cookie, {
      lawyer_id: lawyerId,
      start_time: startTime,
      duration: 30,
      call_type: 'VIDEO',
      subject,
    }),
    { params: Promise.resolve({}) },
  );
  if (res.status !== 200) throw new Error(`booking failed: ${res.status} ${await res.text()}`);
  const { _id: meetingId } = (await res.json()) as { _id: string };
  const [payment] = await db.select().from(t.payments).where(eq(t.payments.meetingId, meetingId));
  standIn.pay(payment.providerSessionId!);
  return { customer, meetingId, payment };
}
