import { eq, sql } from 'drizzle-orm';
import { POST as postNotice } from '@/app/api/v1/matters/[id]/notices/route';
import { GET as getNotice } from '@/app/api/v1/matters/[id]/notices/[entryId]/route';
import { getDb, tables as t } from '@/lib/db';
import { queryRows } from '@/lib/db/client';
import type { NoticeReadDto } from '@/features/matters/dto/matters';
import { useTestDb } from '@/lib/test/db';
import { apiRequest, routeCtx, type CookieJar } from '@/lib/test/fixtures/http';
import { useLetterStorage } from '@/lib/test/fixtures/letters';
import { flateBombPdf, insertMatter, noticePdf } from '@/lib/test/fixtures/matters';
import { testCustomer, testLawyer, type TestUser } from '@/lib/test/fixtures/users';
import {
  claimNoticeRead,
  MAX_READ_ATTEMPTS,
  noticeReadsSettled,
  readClaimedNotice,
  readNoticesAfterUpload,
  runNoticeReads,
  SITE_READS,
} from './notice-reads';
import { readPdfText } from './notice-text';

// Issue 73 item 5: a court notice is read off the request. POST answers 202 "reading" at once; the reading is a job
// (matter_notice_reads): one at a time per lawyer, SITE_READS site-wide, a dead reader's reading taken again after its
// lease and failed after its last attempt; the page polls GET …/notices/{entryId}, which only the matter's lawyer reads.

const db = useTestDb();
useLetterStorage();

type Party = { lawyer: TestUser; client: TestUser; matterId: string };
async function party(lawyer?: TestUser): Promise<Party> {
  const l = lawyer ?? (await testLawyer(db().db));
  const client = await testCustomer(db().db);
  return { lawyer: l, client, matterId: await insertMatter(db().db, { lawyerId: l.id, customerId: client.id }) };
}

async function upload(matterId: string, pdf: Buffer, jar?: CookieJar) {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(pdf)], 'notice.pdf', { type: 'application/pdf' }));
  const res = await postNotice(
    apiRequest(`/api/v1/matters/${matterId}/notices`, { method: 'POST', jar, body: form }),
    routeCtx({ id: matterId }),
  );
  return { status: res.status, body: (await res.json()) as NoticeReadDto & { key?: string } };
}

async function reading(matterId: string, entryId: string, jar?: CookieJar) {
  const res = await getNotice(apiRequest(`/api/v1/matters/${matterId}/notices/${entryId}`, { jar }), routeCtx({ id: matterId, entryId }));
  return { status: res.status, body: (await res.json()) as NoticeReadDto & { key?: string } };
}

const rowOf = async (entryId: string) =>
  (await db().db.select().from(t.matterNoticeReads).where(eq(t.matterNoticeReads.entryId, entryId)))[0];

/** The readings in flight now: per lawyer and in all (what the caps bound). */
async function inFlight(): Promise<{ total: number; mostPerLawyer: number }> {
  const rows = await queryRows<{ lawyer_id: string; n: number }>(
    db().db,
    sql`SELECT lawyer_id, count(*)::int AS n FROM matter_notice_reads WHERE status = 'READING' GROUP BY lawyer_id`,
  );
  return { total: rows.reduce((s, r) => s + r.n, 0), mostPerLawyer: Math.max(0, ...rows.map((r) => r.n)) };
}

const hearingLine = 'NOTICE OF HEARING. The case is set for hearing on 4 March 2030 at 10:00 AM. Regional Trial Court, Branch 12.';

// The caps are site-wide: a test's readings left in flight would hold the next test's places.
afterEach(async () => {
  readNoticesAfterUpload(false);
  await noticeReadsSettled();
  await db().db.delete(t.matterNoticeReads);
});

describe('POST matters/{id}/notices answers before the reading', () => {
  it('a Flate bomb: 202 "reading" with the entry while the job is queued, even with the reader started in this process; then read as no text', async () => {
    const { lawyer, matterId } = await party();
    // The server's set-up: the upload's own process starts reading right after the commit.
    readNoticesAfterUpload(true);
    const posted = await upload(matterId, flateBombPdf(), lawyer.jar);
    expect(posted.status).toBe(202);
    expect(posted.body).toMatchObject({ status: 'reading', has_text: false, dates: [], court: null });
    const [entry] = await db().db.select().from(t.matterEntries).where(eq(t.matterEntries.id, posted.body.entry_id));
    expect(entry).toMatchObject({ kind: 'FILE', shared: false, fileId: posted.body.file_id, matterId });
    // The answer was built from the queued job, never from the PDF: the reading ends after it.
    await noticeReadsSettled();
    expect(await rowOf(posted.body.entry_id)).toMatchObject({ status: 'DONE', attempts: 1, nextAttemptAt: null });
    expect((await reading(matterId, posted.body.entry_id, lawyer.jar)).body).toMatchObject({ status: 'done', has_text: false, dates: [] });
  });

  it("the bomb's buffers are capped (outside the heap resourceLimits bound): stopped as no text, not read to the end", async () => {
    // With CPU and wall budgets out of the way, only the array-buffer cap ends it (uncapped it reads '\n' after ~35 s).
    expect(await readPdfText(new Uint8Array(flateBombPdf()), { cpuMs: 600_000, wallMs: 600_000 })).toBe('');
  });

  it('a result appears by polling GET: reading, then done with the dates, court, branch', async () => {
    const { lawyer, matterId } = await party();
    const posted = await upload(matterId, await noticePdf([hearingLine]), lawyer.jar);
    expect((await reading(matterId, posted.body.entry_id, lawyer.jar)).body.status).toBe('reading');
    const pass = runNoticeReads();
    let seen = await reading(matterId, posted.body.entry_id, lawyer.jar);
    for (let i = 0; i < 200 && seen.body.status === 'reading'; i++) {
      await new Promise((r) => setTimeout(r, 50));
      seen = await reading(matterId, posted.body.entry_id, lawyer.jar);
    }
    await pass;
    expect(seen.status).toBe(200);
    expect(seen.body).toMatchObject({
      entry_id: posted.body.entry_id,
      file_id: posted.body.file_id,
      status: 'done',
      has_text: true,
      court: 'Regional Trial Court',
      branch: 'Branch 12',
    });
    expect(seen.body.dates.map((d) => [d.starts_at, d.label])).toEqual([['2030-03-04T02:00:00.000Z', 'HEARING']]);
  });
});

describe('the caps', () => {
  it('two uploads by one lawyer never read at once; SITE_READS site-wide; the rest wait QUEUED', async () => {
    const a = await party();
    const b = await party();
    const c = await party();
    const pdf = await noticePdf([hearingLine]);
    const a1 = (await upload(a.matterId, pdf, a.lawyer.jar)).body.entry_id;
    const a2 = (await upload(a.matterId, pdf, a.lawyer.jar)).body.entry_id;
    const b1 = (await upload(b.matterId, pdf, b.lawyer.jar)).body.entry_id;
    const c1 = (await upload(c.matterId, pdf, c.lawyer.jar)).body.entry_id;
    const now = new Date();
    // The first claim takes a's oldest; a's second waits for it: the next claim is b's.
    const first = await claimNoticeRead(now);
    const second = await claimNoticeRead(now);
    expect([first?.entryId, second?.entryId]).toEqual([a1, b1]);
    expect(SITE_READS).toBe(2);
    // Both places taken: c waits though nobody else of theirs reads.
    expect(await claimNoticeRead(now)).toBeUndefined();
    expect(await inFlight()).toEqual({ total: 2, mostPerLawyer: 1 });
    expect((await rowOf(a2)).status).toBe('QUEUED');
    expect((await rowOf(c1)).status).toBe('QUEUED');
    // The table itself refuses a second READING of one lawyer, whoever writes it.
    await expect(db().db.execute(sql`UPDATE matter_notice_reads SET status = 'READING' WHERE entry_id = ${a2}::uuid`)).rejects.toThrow();

    // a's first read: a place is free, and a's second may start now (it is older than c's).
    await readClaimedNotice(await getDb(), first!);
    expect((await rowOf(a1)).status).toBe('DONE');
    expect((await claimNoticeRead(now))?.entryId).toBe(a2);
    expect(await claimNoticeRead(now)).toBeUndefined();
  });

  it('readers running freely: sampled all along, never two of one lawyer nor more than SITE_READS; all end DONE', async () => {
    const lawyers = [await party(), await party(), await party()];
    const pdf = await noticePdf([hearingLine]);
    const entries: string[] = [];
    for (const p of lawyers) for (let i = 0; i < 2; i++) entries.push((await upload(p.matterId, pdf, p.lawyer.jar)).body.entry_id);
    // Two passes at once, as two processes' readers would be.
    let done = false;
    const passes = Promise.all([runNoticeReads({ max: 10 }), runNoticeReads({ max: 10 })]).finally(() => (done = true));
    const samples: { total: number; mostPerLawyer: number }[] = [];
    while (!done) {
      samples.push(await inFlight());
      await new Promise((r) => setTimeout(r, 10));
    }
    const [x, y] = await passes;
    expect(x + y).toBe(entries.length);
    expect(samples.some((s) => s.total > 0)).toBe(true);
    expect(samples.every((s) => s.mostPerLawyer <= 1 && s.total <= SITE_READS)).toBe(true);
    for (const id of entries) expect((await rowOf(id)).status).toBe('DONE');
  });
});

describe('a reader that dies', () => {
  it('its reading is taken again after the lease, and FAILED after the last attempt (never stuck READING)', async () => {
    const { lawyer, matterId } = await party();
    const posted = await upload(matterId, await noticePdf([hearingLine]), lawyer.jar);
    const id = posted.body.entry_id;
    let at = new Date();
    // A reader claims it and dies (never finishes): within the lease nobody else takes it.
    expect((await claimNoticeRead(at))?.entryId).toBe(id);
    expect(await claimNoticeRead(at)).toBeUndefined();
    for (let attempt = 2; attempt <= MAX_READ_ATTEMPTS; attempt++) {
      at = new Date((await rowOf(id)).nextAttemptAt!.getTime() + 1000);
      expect(await claimNoticeRead(at)).toEqual({ entryId: id, fileId: posted.body.file_id, attempts: attempt });
    }
    at = new Date((await rowOf(id)).nextAttemptAt!.getTime() + 1000);
    expect(await claimNoticeRead(at)).toBeUndefined();
    expect(await rowOf(id)).toMatchObject({ status: 'FAILED', attempts: MAX_READ_ATTEMPTS, nextAttemptAt: null });
    expect((await reading(matterId, id, lawyer.jar)).body).toMatchObject({ status: 'failed', dates: [] });
    // A late finish of a lost claim changes nothing.
    await readClaimedNotice(await getDb(), { entryId: id, fileId: posted.body.file_id, attempts: 1 });
    expect((await rowOf(id)).status).toBe('FAILED');
  });

  it('a lease that ran out is taken again before the same lawyer’s next notice', async () => {
    const { lawyer, matterId } = await party();
    const pdf = await noticePdf([hearingLine]);
    const first = (await upload(matterId, pdf, lawyer.jar)).body.entry_id;
    await upload(matterId, pdf, lawyer.jar);
    const claimed = await claimNoticeRead(new Date());
    expect(claimed?.entryId).toBe(first);
    const later = new Date((await rowOf(first)).nextAttemptAt!.getTime() + 1000);
    expect(await claimNoticeRead(later)).toMatchObject({ entryId: first, attempts: 2 });
  });
});

describe('GET matters/{id}/notices/{entryId}', () => {
  it("only the matter's lawyer reads it: another lawyer 404 (their own id too), the client 403, a visitor 401; a wrong entry 404", async () => {
    const mine = await party();
    const theirs = await party();
    const pdf = await noticePdf([hearingLine]);
    const id = (await upload(mine.matterId, pdf, mine.lawyer.jar)).body.entry_id;
    const theirId = (await upload(theirs.matterId, pdf, theirs.lawyer.jar)).body.entry_id;
    await runNoticeReads();
    expect((await reading(mine.matterId, id, mine.lawyer.jar)).body.status).toBe('done');
    expect(await reading(mine.matterId, id, theirs.lawyer.jar)).toMatchObject({ status: 404, body: { key: 'MATTER_NOT_FOUND' } });
    expect((await reading(mine.matterId, id, mine.client.jar)).status).toBe(403);
    expect((await reading(mine.matterId, id)).status).toBe(401);
    // Their notice through my matter's path, my notice through theirs: not found, nothing of it in the answer.
    const crossed = await reading(mine.matterId, theirId, mine.lawyer.jar);
    expect(crossed).toMatchObject({ status: 404, body: { key: 'NOTICE_READ_NOT_FOUND' } });
    expect(JSON.stringify(crossed.body)).not.toContain('Regional');
    expect((await reading(theirs.matterId, id, mine.lawyer.jar)).status).toBe(404);
    expect((await reading(mine.matterId, 'not-a-uuid', mine.lawyer.jar)).status).toBe(404);
    // A file entry that is no notice: 404.
    const [plain] = await db()
      .db.insert(t.matterEntries)
      .values({ matterId: mine.matterId, authorId: mine.lawyer.id, kind: 'UPDATE', body: 'x' })
      .returning({ id: t.matterEntries.id });
    expect((await reading(mine.matterId, plain.id, mine.lawyer.jar)).status).toBe(404);
  });
});
