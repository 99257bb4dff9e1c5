import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { getDb, tables as t, type Db } from '@/lib/db';
import { queryRows } from '@/lib/db/client';
import type { NoticeFactsDto, NoticeReadDto } from '@/features/matters/dto/matters';
import { readNoticeText } from '@/lib/rules/hearing-dates';
import { MATTER_LIMITS, noticeReadState, type NoticeReadStatus } from '@/features/matters/rules/matters';
import { AppError } from '@/lib/server/platform/http/errors';
import { checkUpload } from '@/lib/server/platform/storage/check-upload';
import { readMultipart, type MultipartLimits } from '@/lib/server/platform/storage/read-multipart';
import { putUpload, recordStoredFile } from '@/lib/server/platform/storage/save-stored-file';
import { getStorage } from '@/lib/server/platform/storage/storage';
import { isUuid } from '@/lib/validation/ids';
import { assertFileRoom, assertMatterLawyer, assertMatterOpen, findPartyMatterOrThrow } from './matter-access';
import { READ_WALL_MS, readPdfText } from './notice-text';

// Issue 64 item 3: the lawyer uploads a court notice or order (a PDF, as courts e-serve them); it is kept as a
// private FILE entry and its text layer read for the dates, the court, the branch and the case number
// (lib/rules/hearing-dates.ts), which are offered — a hearing is added only by POST matters/{id}/hearings.
//
// Issue 73 item 5: the reading is a job, never part of the upload's request. A hostile PDF (a Flate bomb) took
// ~21 s and ~370 MB, and nothing bounded how many ran at once. Now POST answers 202 at once with the entry and
// "reading"; the reading waits in matter_notice_reads (migration 0070) for a reader: right after the commit in the
// process that took the upload (kickNoticeReads), or the scheduler's pass (anywhere, the guarantee). Readers claim
// one reading at a time under one advisory lock, so the caps hold across processes: one READING per lawyer (also
// the table's unique index), SITE_READS site-wide. The page polls GET matters/{id}/notices/{entryId}.

const NOTICE_MB = MATTER_LIMITS.fileBytes / (1024 * 1024);
/** One PDF and no text; the body limit leaves room for the multipart framing. */
const NOTICE_FORM_LIMITS: MultipartLimits = { maxTotalMb: NOTICE_MB + 1, maxFiles: 1, maxFields: 0 };

/**
 * Readings at once, site-wide, whatever the number of processes: the server has 2 cores, and a reading may keep
 * one busy for its CPU budget and hold up to ~260 MB (notice-text.ts: 192 MB of heap, 64 MB of buffers, the
 * worker's own); a third would take the CPU from requests and calls and the memory from PostgreSQL.
 */
export const SITE_READS = 2;
/** A claim's lease: well past a reading's wall budget, so a live reader never loses it; a dead one's is taken again after it. */
const LEASE_MS = 3 * READ_WALL_MS;
/** Claims of one reading before it is FAILED: a notice whose readers die on it (a process killed mid-read) is not tried for ever. */
export const MAX_READ_ATTEMPTS = 3;
/** A reader's own failure (the file not readable from storage): tried again after this. */
const RETRY_MS = 60_000;
/** Readings one scheduler's pass takes (one per lane): the pass then waits at most one reading's wall budget. */
const READS_PER_PASS = SITE_READS;

const noticeReadNotFound = () => new AppError('NOT_FOUND', 'matters.noticeReadNotFound', { key: 'NOTICE_READ_NOT_FOUND' });

const NOTHING_YET: NoticeFactsDto = { has_text: false, dates: [], court: null, branch: null, case_number: null };

function noticeReadDto(row: { entryId: string; fileId: string; status: NoticeReadStatus; result: NoticeFactsDto | null }): NoticeReadDto {
  return { entry_id: row.entryId, file_id: row.fileId, status: noticeReadState(row.status), ...(row.result ?? NOTHING_YET) };
}

/** What a notice's text offers, in the wire's shape (stored as the reading's result). */
function noticeFacts(text: string): NoticeFactsDto {
  const facts = readNoticeText(text);
  return {
    has_text: text.trim().length > 0,
    dates: facts.dates.map((d) => ({ starts_at: d.startsAt.toISOString(), has_time: d.hasTime, label: d.label, excerpt: d.excerpt })),
    court: facts.court,
    branch: facts.branch,
    case_number: facts.caseNumber,
  };
}

/**
 * POST matters/{id}/notices: the matter's lawyer uploads one PDF (size, type by its bytes); it becomes a
 * private FILE entry of theirs with its reading queued, in one transaction, and the answer is the entry with
 * status "reading" — never waiting for the PDF to be read. Adds no hearing.
 */
export async function readCourtNotice(lawyerId: string, matterId: string, req: Request): Promise<NoticeReadDto> {
  const db = await getDb();
  const matter = await findPartyMatterOrThrow(lawyerId, matterId, db);
  assertMatterLawyer(matter);
  assertMatterOpen(matter);
  // The body only once the caller may post here: nobody else learns anything from its checks.
  const form = await readMultipart(req, NOTICE_FORM_LIMITS);
  const upload = await checkUpload(form.get('file'), { maxMb: NOTICE_MB, extensions: ['pdf'] });
  const blob = await putUpload(upload, 'matter-file');
  let entryId: string;
  try {
    entryId = await db.transaction(async (tx) => {
      const locked = await findPartyMatterOrThrow(lawyerId, matterId, tx, { forUpdate: true });
      assertMatterOpen(locked);
      await assertFileRoom(tx, matter.id);
      await recordStoredFile(tx, blob, upload, { ownerId: lawyerId, purpose: 'matter-file', visibility: 'PRIVATE' });
      const [entry] = await tx
        .insert(t.matterEntries)
        .values({ matterId: matter.id, authorId: lawyerId, kind: 'FILE', shared: false, fileId: blob.id })
        .returning({ id: t.matterEntries.id });
      await tx.insert(t.matterNoticeReads).values({ entryId: entry.id, fileId: blob.id, lawyerId });
      await tx
        .update(t.matters)
        .set({ updatedAt: sql`now()` })
        .where(eq(t.matters.id, matter.id));
      return entry.id;
    });
  } catch (error) {
    await getStorage()
      .delete(blob.storageKey)
      .catch(() => undefined);
    throw error;
  }
  kickNoticeReads();
  return noticeReadDto({ entryId, fileId: blob.id, status: 'QUEUED', result: null });
}

/**
 * GET matters/{id}/notices/{entryId}: the reading of one notice, for the matter's lawyer only (its client 403,
 * anyone else 404, as for the matter); an entry that is no notice of this matter: 404. Also on a closed matter.
 */
export async function findNoticeRead(lawyerId: string, matterId: string, entryId: string): Promise<NoticeReadDto> {
  const db = await getDb();
  const matter = await findPartyMatterOrThrow(lawyerId, matterId, db);
  assertMatterLawyer(matter);
  if (!isUuid(entryId)) throw noticeReadNotFound();
  const [row] = await db
    .select({
      entryId: t.matterNoticeReads.entryId,
      fileId: t.matterNoticeReads.fileId,
      status: t.matterNoticeReads.status,
      result: t.matterNoticeReads.result,
    })
    .from(t.matterNoticeReads)
    .innerJoin(t.matterEntries, eq(t.matterEntries.id, t.matterNoticeReads.entryId))
    .where(
      and(eq(t.matterNoticeReads.entryId, entryId), eq(t.matterEntries.matterId, matter.id), eq(t.matterNoticeReads.lawyerId, lawyerId)),
    )
    .limit(1);
  if (!row) throw noticeReadNotFound();
  return noticeReadDto(row);
}

export type NoticeReadClaim = { entryId: string; fileId: string; attempts: number };

/**
 * Claims the next reading a reader may start now, or none. One claim at a time site-wide (an advisory lock, as
 * the SMS caps count): two readers in two processes cannot both see the last free place. Under it, a reading
 * whose lease ran out on its last attempt is FAILED (not stuck), the live readings are counted against
 * SITE_READS, and the next one is taken (`FOR UPDATE SKIP LOCKED`, the other queues' claim): a reading whose
 * reader died (its lease over) first, then the oldest waiting one of a lawyer with none READING.
 */
export async function claimNoticeRead(now: Date): Promise<NoticeReadClaim | undefined> {
  const db = await getDb();
  const at = sql`${now.toISOString()}::timestamptz`;
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('matter-notice-reads'))`);
    await tx.execute(
      sql`UPDATE matter_notice_reads SET status = 'FAILED', next_attempt_at = NULL, finished_at = ${at}
           WHERE status = 'READING' AND next_attempt_at <= ${at} AND attempts >= ${MAX_READ_ATTEMPTS}`,
    );
    const [{ live }] = await queryRows<{ live: number }>(
      tx,
      sql`SELECT count(*)::int AS live FROM matter_notice_reads WHERE status = 'READING' AND next_attempt_at > ${at}`,
    );
    if (live >= SITE_READS) return undefined;
    const [row] = await queryRows<{ entry_id: string; file_id: string; attempts: number }>(
      tx,
      sql`UPDATE matter_notice_reads SET status = 'READING', attempts = attempts + 1,
                 next_attempt_at = ${new Date(now.getTime() + LEASE_MS).toISOString()}::timestamptz
           WHERE entry_id = (
             SELECT q.entry_id FROM matter_notice_reads q
              WHERE q.next_attempt_at <= ${at}
                AND (q.status = 'READING'
                     OR (q.status = 'QUEUED'
                         AND NOT EXISTS (SELECT 1 FROM matter_notice_reads o WHERE o.lawyer_id = q.lawyer_id AND o.status = 'READING')))
              ORDER BY (q.status = 'READING') DESC, q.created_at, q.entry_id
              LIMIT 1
              FOR UPDATE SKIP LOCKED)
       RETURNING entry_id, file_id, attempts`,
    );
    return row ? { entryId: row.entry_id, fileId: row.file_id, attempts: row.attempts } : undefined;
  });
}

/**
 * Reads one claimed notice (readPdfText: a worker bounded in memory, CPU and wall time; a PDF too heavy reads as
 * no text) and ends its reading DONE with what the text offered — only while the claim is still ours (a lease
 * that ran out and was taken again has a higher attempt count). A failure of our own (storage) puts it back in
 * the queue for RETRY_MS, FAILED after its last attempt; a file that is gone: FAILED.
 */
export async function readClaimedNotice(db: Db, claim: NoticeReadClaim): Promise<void> {
  const ours = sql`entry_id = ${claim.entryId}::uuid AND status = 'READING' AND attempts = ${claim.attempts}`;
  try {
    const [file] = await db.select({ key: t.storedFiles.storageKey }).from(t.storedFiles).where(eq(t.storedFiles.id, claim.fileId));
    const data = file ? await getStorage().get(file.key) : null;
    if (!data) {
      await db.execute(sql`UPDATE matter_notice_reads SET status = 'FAILED', next_attempt_at = NULL, finished_at = now() WHERE ${ours}`);
      return;
    }
    const facts = noticeFacts(await readPdfText(data));
    await db.execute(
      sql`UPDATE matter_notice_reads SET status = 'DONE', result = ${JSON.stringify(facts)}::jsonb, next_attempt_at = NULL, finished_at = now()
           WHERE ${ours}`,
    );
  } catch (error) {
    const last = claim.attempts >= MAX_READ_ATTEMPTS;
    console.error(`[notice-reads] ${claim.entryId} failed, attempt ${claim.attempts}${last ? ', given up' : ''}`, error);
    await db.execute(
      last
        ? sql`UPDATE matter_notice_reads SET status = 'FAILED', next_attempt_at = NULL, finished_at = now() WHERE ${ours}`
        : sql`UPDATE matter_notice_reads SET status = 'QUEUED', next_attempt_at = now() + make_interval(secs => ${RETRY_MS / 1000}) WHERE ${ours}`,
    );
  }
}

/**
 * Reads waiting notices: SITE_READS lanes, each claiming one reading at a time until none is free for it or `max`
 * were taken. The scheduler's pass (one reading per lane), a kick's lanes and tests. Returns how many were read.
 */
export async function runNoticeReads(options: { now?: Date; max?: number } = {}): Promise<number> {
  const db = await getDb();
  const max = options.max ?? READS_PER_PASS;
  let taken = 0;
  const lane = async () => {
    while (taken < max) {
      const claim = await claimNoticeRead(options.now ?? new Date());
      if (!claim) return;
      taken += 1;
      await readClaimedNotice(db, claim);
    }
  };
  await Promise.all(Array.from({ length: SITE_READS }, lane));
  return taken;
}

type KickState = { on: boolean; lanes: number; pending: boolean; running: Set<Promise<void>> };

// On globalThis: Next loads instrumentation.ts (which turns kicks on) in its own bundle, apart from the route
// handlers that kick.
const g = globalThis as unknown as { __abogadoNoticeReads?: KickState };
const kicks = (): KickState => (g.__abogadoNoticeReads ??= { on: false, lanes: 0, pending: false, running: new Set() });

/**
 * Whether this process reads the notices it takes right after their commit (server start: on; graceful shutdown:
 * off). Off — a test, a script, a process on its way down — they wait for a scheduler's pass.
 */
export function readNoticesAfterUpload(on: boolean): void {
  kicks().on = on;
}

/**
 * Right after an upload's commit: a lane of this process starts reading (up to SITE_READS lanes here; the claim
 * keeps the caps across processes), in the background — the request has answered. With every lane busy, the
 * first lane to find nothing to claim looks once more, so an upload never waits for the next pass.
 */
function kickNoticeReads(): void {
  const state = kicks();
  if (!state.on) return;
  if (state.lanes >= SITE_READS) {
    state.pending = true;
    return;
  }
  state.lanes += 1;
  const lane = async () => {
    const db = await getDb();
    for (;;) {
      if (!state.on) return;
      const claim = await claimNoticeRead(new Date());
      if (!claim) {
        if (!state.pending) return;
        state.pending = false;
        continue;
      }
      await readClaimedNotice(db, claim);
    }
  };
  const run: Promise<void> = lane()
    .catch((error: unknown) => console.error('[notice-reads] kick', error))
    .finally(() => {
      state.lanes -= 1;
      state.running.delete(run);
    });
  state.running.add(run);
}

/** Resolves once this process's kicked lanes have ended (graceful shutdown: after readNoticesAfterUpload(false)). */
export async function noticeReadsSettled(): Promise<void> {
  const { running } = kicks();
  while (running.size) await Promise.allSettled([...running]);
}
