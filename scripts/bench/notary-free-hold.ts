// npx tsx --conditions=react-server scripts/bench/notary-free-hold.ts [--accounts=10,100] [--engine=pglite|postgres]
// Issue 58, items 1 and 4: what N fresh accounts can hold of one notary's next 14 days without paying.
// One public notary who lets clients pay at the office (09:00–17:00 every day, 30-minute appointments:
// the same calendar as their video consultations). N accounts with a verified e-mail book "pay at the
// office" greedily through the real route handler (POST /api/v1/notary-public/appointment, session
// cookies, no HTTP hop): each takes the earliest time still free, again and again, until a per-client
// refusal; a day the notary refuses is skipped. Then N unverified sign-ups each ask to hold a time
// (holdSlotForSignUp, as the sign-up does). Printed: the start times offered before and still free
// after, the appointments and live sign-up holds, and the share of the office hours taken. Service
// level, no browser; run the same file on an older checkout for the "before" figure.
// Measured 2026-11-26 (PGlite and PostgreSQL 15 alike; 434 start times, 112 office hours):
//   before (3fadd433): N=10 → 13.6% of start times (20 appointments + 10 sign-up holds); N=100 → 100% (200 + 24)
//   after:             N=10 → 10.6% (20 + 3);  N=100 → 27.2% (56 + 3): the notary's 4 a day × 14 days, however large N
import { randomUUID } from 'node:crypto';
import { POST } from '@/app/api/v1/notary-public/appointment/route';
import { tables as t } from '@/lib/db';
import { startSession } from '@/lib/server/auth/issue-session';
import { holdSlotForSignUp } from '@/lib/server/auth/sign-up-booking';
import { findNotarySlots } from '@/lib/server/notary/notary-slots';
import { insertLawyer } from '@/lib/test/fixtures/lawyers';
import { benchDb, engines, type Engine } from './booking-db';

process.env.LOG_LEVEL ??= 'warn';

const SERVICE = 'affidavit-of-loss';
const ACCOUNTS = (process.argv.find((a) => a.startsWith('--accounts='))?.split('=')[1] ?? '10,100').split(',').map(Number);
type Handle = Awaited<ReturnType<typeof benchDb>>;

async function notary(db: Handle['db']): Promise<string> {
  const userId = await insertLawyer(db, { name: 'Bench Notary' });
  const [row] = await db
    .insert(t.notaryProfiles)
    .values({
      userId,
      displayName: 'Atty. Bench Notary',
      commissionNumber: 'NP-B',
      commissionExpiresOn: `${new Date().getFullYear() + 1}-12-31`,
      officeAddress: '12 Ayala Ave',
      city: 'Makati',
      citySlug: 'makati',
      officeDays: [0, 1, 2, 3, 4, 5, 6],
      opensAt: '09:00',
      closesAt: '17:00',
      services: [SERVICE],
      takesBookings: true,
      payAtOffice: true,
      isPublic: true,
      isComplete: true,
    })
    .returning({ id: t.notaryProfiles.id });
  await db
    .insert(t.notaryServiceOffers)
    .values({ notaryId: row.id, service: SERVICE, feeCentavos: 35_000, durationMinutes: 30, checklist: ['government-id'] });
  return row.id;
}

async function accounts(db: Handle['db'], n: number, verified: boolean): Promise<{ id: string; cookie: string }[]> {
  const ids = Array.from({ length: n }, () => randomUUID());
  await db.insert(t.users).values(
    ids.map((id) => ({
      id,
      email: `bench-${id}@example.com`,
      type: 'CUSTOMER' as const,
      firstName: 'Bench',
      lastName: 'Client',
      emailVerified: verified,
    })),
  );
  const out = [];
  for (const id of ids) {
    const header = await startSession(
      { id, type: 'CUSTOMER', roles: [], emailVerified: verified },
      { ip: '203.0.113.1', userAgent: 'bench' },
    );
    out.push({ id, cookie: header[0].split(';')[0] });
  }
  return out;
}

/** The free start times, by Philippine day. */
async function freeStarts(notaryId: string): Promise<Map<string, string[]>> {
  const slots = await findNotarySlots(notaryId, SERVICE);
  return new Map(Object.entries(slots?.calendar ?? {}).map(([day, list]) => [day, list.map((s) => s.start_time)]));
}
const total = (m: Map<string, string[]>) => [...m.values()].reduce((n, l) => n + l.length, 0);

async function book(cookie: string, notaryId: string, start: string): Promise<{ status: number; key?: string }> {
  const req = new Request('http://localhost:3000/api/v1/notary-public/appointment', {
    method: 'POST',
    body: JSON.stringify({ notary_id: notaryId, service: SERVICE, start_time: start, pay_at_office: true }),
    headers: { 'content-type': 'application/json', origin: 'http://localhost:3000', cookie },
  });
  const res = await POST(req, { params: Promise.resolve({}) });
  const body = (await res.json()) as { key?: string };
  return { status: res.status, key: body.key };
}

async function attack(engine: Engine, n: number) {
  const handle = await benchDb(engine);
  try {
    const notaryId = await notary(handle.db);
    const offered = await freeStarts(notaryId);
    const fullDays = new Set<string>();
    let appointments = 0;
    const refusals = new Map<string, number>();
    for (const account of await accounts(handle.db, n, true)) {
      // The earliest free time of a day the notary has not refused, until this account is refused.
      for (;;) {
        const free = await freeStarts(notaryId);
        const day = [...free.keys()].find((d) => !fullDays.has(d) && free.get(d)!.length);
        if (!day) break;
        const answer = await book(account.cookie, notaryId, free.get(day)![0]);
        if (answer.status === 200) {
          appointments++;
          continue;
        }
        refusals.set(`${answer.status} ${answer.key}`, (refusals.get(`${answer.status} ${answer.key}`) ?? 0) + 1);
        if (answer.key === 'PAY_AT_OFFICE_DAY_FULL') fullDays.add(day);
        else break;
      }
    }
    let holds = 0;
    for (const account of await accounts(handle.db, n, false)) {
      const free = await freeStarts(notaryId);
      const start = [...free.values()].find((l) => l.length)?.[0];
      if (!start) break;
      const path = `/notary-public/profile/${notaryId}?service=${SERVICE}&slot=${encodeURIComponent(start)}#book`;
      if (await holdSlotForSignUp({ id: account.id, type: 'CUSTOMER' }, path)) holds++;
    }
    const left = total(await freeStarts(notaryId));
    const before = total(offered);
    const officeMinutes = offered.size * 8 * 60;
    const heldMinutes = (appointments + holds) * 30;
    console.log(
      `${engine} N=${n}: ${before - left} of ${before} start times taken (${(((before - left) / before) * 100).toFixed(1)}%), ` +
        `${appointments} pay-at-office appointments + ${holds} sign-up holds = ${heldMinutes / 60} h of ${officeMinutes / 60} office hours ` +
        `(${((heldMinutes / officeMinutes) * 100).toFixed(1)}%, the lawyer's consultation times with them); refusals: ${JSON.stringify(Object.fromEntries(refusals))}`,
    );
  } finally {
    await handle.close();
  }
}

async function main() {
  for (const engine of engines()) for (const n of ACCOUNTS) await attack(engine, n);
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
