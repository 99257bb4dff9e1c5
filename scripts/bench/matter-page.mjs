// npx tsx --conditions=react-server scripts/bench/matter-page.mjs [--requests=100] [--engine=pglite|postgres]
//   (PostgreSQL: BENCH_DATABASE_URL or TEST_DATABASE_URL; a throwaway database is created and dropped)
//
// Issue 64: the matter page's load for a matter of 200 entries and 50 files. Calls the real route handlers
// with real Requests and session cookies (no HTTP hop), on a fresh migrated database (booking-db.ts): the
// lawyer opens the matter from a completed consultation through POST /api/v1/matters, then 200 entries are
// written straight into it (updates, 20 of them private, deadlines, the client's comments, 50 FILE entries
// with their stored_files rows). Prints, for the lawyer and the client, the server time (median and p95 of
// N requests) and the bytes of GET /api/v1/matters/{id} (the first page of entries) and of each older page
// (GET /api/v1/matters/{id}/entries?before=…), and the bytes of the whole timeline read page by page.
import { randomUUID } from 'node:crypto';
import { tables as t } from '@/lib/db';
import { startSession } from '@/lib/server/auth/issue-session';
import { insertLawyer } from '@/lib/test/fixtures/lawyers';
import { insertCustomer } from '@/lib/test/fixtures/users';
import { insertMeeting } from '@/lib/test/fixtures/meetings';
import { GET as matterGet } from '@/app/api/v1/matters/[id]/route';
import { POST as matterOpen } from '@/app/api/v1/matters/route';
import { GET as entriesGet } from '@/app/api/v1/matters/[id]/entries/route';
import { benchDb, engines, percentile } from './booking-db';

const arg = (name, fallback) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const REQUESTS = arg('requests', 100);
const ENTRIES = 200;
const FILES = 50;
const PRIVATE = 20;
process.env.LOG_LEVEL ??= 'warn';

const ORIGIN = 'http://localhost:3000';
const request = (path, cookie, init = {}) =>
  new Request(`${ORIGIN}${path}`, {
    ...init,
    headers: { origin: ORIGIN, cookie, ...(init.body ? { 'content-type': 'application/json' } : {}) },
  });
const ctx = (params) => ({ params: Promise.resolve(params) });

async function cookieOf(id, type) {
  const header = await startSession({ id, type, roles: [], emailVerified: true }, { ip: '203.0.113.9', userAgent: 'bench' });
  return header[0].split(';')[0];
}

/** The matter opened through the handler, then filled with 200 entries over the last 200 hours. */
async function seed(db) {
  const lawyerId = await insertLawyer(db);
  const customerId = await insertCustomer(db);
  const lawyer = await cookieOf(lawyerId, 'LAWYER');
  const client = await cookieOf(customerId, 'CUSTOMER');
  const meetingId = await insertMeeting(db, { lawyerId, customerId, start: new Date(Date.now() - 30 * 86_400_000), status: 'COMPLETED' });
  const res = await matterOpen(
    request('/api/v1/matters', lawyer, {
      method: 'POST',
      body: JSON.stringify({ source_kind: 'MEETING', source_id: meetingId, title: 'Recovery of the lot', court: 'RTC Quezon City' }),
    }),
    ctx({}),
  );
  if (res.status !== 200) throw new Error(`open: ${res.status} ${await res.text()}`);
  const { _id: matterId } = await res.json();
  const start = Date.now() - ENTRIES * 3_600_000;
  const rows = [];
  for (let i = 0; i < ENTRIES; i++) {
    const createdAt = new Date(start + i * 3_600_000);
    if (i % 4 === 1 && rows.filter((r) => r.kind === 'FILE').length < FILES) {
      const fileId = randomUUID();
      const by = i % 8 === 1 ? customerId : lawyerId;
      await db.insert(t.storedFiles).values({
        id: fileId,
        ownerId: by,
        storageKey: `matter-file/${fileId}.pdf`,
        originalName: `Pleading ${i} — Civil Case No. R-QZN-26-00${i}.pdf`,
        contentType: 'application/pdf',
        sizeBytes: 250_000 + i,
        sha256: '0'.repeat(64),
        visibility: 'PRIVATE',
        purpose: 'matter-file',
      });
      rows.push({ matterId, authorId: by, kind: 'FILE', shared: true, body: i % 3 ? null : 'The copy as filed', fileId, createdAt });
    } else if (i % 10 === 3) {
      rows.push({
        matterId,
        authorId: customerId,
        kind: 'COMMENT',
        shared: true,
        body: 'Thank you, Atty. When is the next step?',
        createdAt,
      });
    } else if (i % 25 === 5) {
      rows.push({ matterId, authorId: lawyerId, kind: 'DEADLINE', shared: true, body: 'File the answer', dueAt: createdAt, createdAt });
    } else {
      const privateNote = rows.filter((r) => !r.shared).length < PRIVATE && i % 7 === 0;
      rows.push({
        matterId,
        authorId: lawyerId,
        kind: 'UPDATE',
        shared: !privateNote,
        body: `Update ${i}: the court set the pre-trial; we filed our brief and the other side asked for more time. `.repeat(2),
        createdAt,
      });
    }
  }
  await db.insert(t.matterEntries).values(rows);
  return { matterId, lawyer, client, files: rows.filter((r) => r.kind === 'FILE').length };
}

async function timed(run) {
  for (let i = 0; i < 10; i++) await run();
  const ms = [];
  let bytes = 0;
  for (let i = 0; i < REQUESTS; i++) {
    const t0 = performance.now();
    const res = await run();
    const text = await res.text();
    ms.push(performance.now() - t0);
    if (res.status !== 200) throw new Error(`${res.status} ${text.slice(0, 200)}`);
    bytes = Buffer.byteLength(text);
  }
  ms.sort((a, b) => a - b);
  return { p50: percentile(ms, 50), p95: percentile(ms, 95), bytes };
}

const f = (x) => x.toFixed(1);
const kb = (b) => `${(b / 1024).toFixed(1)} kB`;

for (const engine of engines()) {
  const handle = await benchDb(engine);
  try {
    const { matterId, lawyer, client, files } = await seed(handle.db);
    console.log(`${engine}: a matter of ${ENTRIES + 1} entries (${PRIVATE} private, ${files} files), ${REQUESTS} requests each`);
    for (const [who, cookie] of [
      ['lawyer', lawyer],
      ['client', client],
    ]) {
      const page = await timed(() => matterGet(request(`/api/v1/matters/${matterId}`, cookie), ctx({ id: matterId })));
      console.log(`  ${who.padEnd(6)} GET matters/{id}          p50=${f(page.p50)}ms p95=${f(page.p95)}ms ${kb(page.bytes)}`);
      // The older pages, each by its cursor, as the page's "Load more" reads them.
      const first = await (await matterGet(request(`/api/v1/matters/${matterId}`, cookie), ctx({ id: matterId }))).json();
      let cursor = first.entries.next_cursor;
      let n = first.entries.entries.length;
      let total = page.bytes;
      let pages = 1;
      const older = [];
      while (cursor) {
        const path = `/api/v1/matters/${matterId}/entries?before=${encodeURIComponent(cursor)}`;
        const r = await timed(() => entriesGet(request(path, cookie), ctx({ id: matterId })));
        const body = await (await entriesGet(request(path, cookie), ctx({ id: matterId }))).json();
        older.push(r);
        total += r.bytes;
        pages += 1;
        n += body.entries.length;
        cursor = body.next_cursor;
      }
      const p50s = older.map((r) => r.p50).sort((a, b) => a - b);
      const p95s = older.map((r) => r.p95).sort((a, b) => a - b);
      console.log(
        `  ${who.padEnd(6)} GET matters/{id}/entries  p50=${f(percentile(p50s, 50))}ms p95=${f(p95s[p95s.length - 1] ?? 0)}ms (worst page) ` +
          `${kb(older[0]?.bytes ?? 0)} a page; ${n} entries in ${pages} pages, ${kb(total)} in all`,
      );
    }
  } finally {
    await handle.close();
  }
}
