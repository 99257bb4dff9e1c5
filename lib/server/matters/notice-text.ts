import 'server-only';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { eq, sql } from 'drizzle-orm';
import { getDb, tables as t } from '@/lib/db';
import type { NoticeReadDto } from '@/lib/dto/matters';
import { readNoticeText } from '@/lib/rules/hearing-dates';
import { MATTER_LIMITS } from '@/lib/rules/matters';
import { checkUpload } from '@/lib/server/storage/check-upload';
import { readMultipart, type MultipartLimits } from '@/lib/server/storage/read-multipart';
import { putUpload, recordStoredFile } from '@/lib/server/storage/save-stored-file';
import { getStorage } from '@/lib/server/storage/storage';
import { assertFileRoom, assertMatterLawyer, assertMatterOpen, findPartyMatterOrThrow } from './matter-access';

// Issue 64 item 3: the lawyer uploads a court notice or order (a PDF, as courts e-serve them); it is kept as a
// private FILE entry and its text layer read for the dates, the court, the branch and the case number
// (lib/rules/hearing-dates.ts), which are offered — a hearing is added only by POST matters/{id}/hearings.

const NOTICE_MB = MATTER_LIMITS.fileBytes / (1024 * 1024);
/** One PDF and no text; the body limit leaves room for the multipart framing. */
const NOTICE_FORM_LIMITS: MultipartLimits = { maxTotalMb: NOTICE_MB + 1, maxFiles: 1, maxFields: 0 };

/** A notice is a page or a few; an order with annexes is read up to here. */
const MAX_PAGES = 10;
const MAX_CHARS = 100_000;
/** The reader's budgets: CPU time (polled), wall time (a worker that never gets the CPU) and memory. */
const CPU_MS = 3_000;
const WALL_MS = 20_000;
const POLL_MS = 50;
const WORKER_LIMITS = { maxOldGenerationSizeMb: 192, maxYoungGenerationSizeMb: 16, stackSizeMb: 4 } as const;
/** A plain ES module run by Node itself (not bundled), found from the project root like the calendar's worker. */
const WORKER_FILE = path.join(/* turbopackIgnore: true */ process.cwd(), 'lib/server/matters/notice-text-worker.mjs');

/**
 * The PDF's text layer, read in a worker thread bounded in memory, CPU and wall time: a PDF that is broken,
 * hostile, or takes too long reads as no text (the lawyer enters the hearing by hand), never as an error.
 */
export function readPdfText(data: Uint8Array, budget: { cpuMs?: number; wallMs?: number } = {}): Promise<string> {
  return new Promise((resolve) => {
    let settled = false;
    const worker = new Worker(WORKER_FILE, {
      workerData: { data, maxPages: MAX_PAGES, maxChars: MAX_CHARS },
      resourceLimits: WORKER_LIMITS,
      env: {},
      execArgv: [],
      stdout: true,
      stderr: true,
    });
    const finish = (text: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      clearInterval(poll);
      void worker.terminate();
      resolve(text);
    };
    const timer = setTimeout(() => finish(''), budget.wallMs ?? WALL_MS);
    const cpuUs = (budget.cpuMs ?? CPU_MS) * 1000;
    const poll = setInterval(() => {
      worker.cpuUsage().then(
        (used) => {
          if (used.user + used.system > cpuUs) finish('');
        },
        () => undefined,
      );
    }, POLL_MS);
    worker.once('message', (m: { ok: boolean; text: string }) => finish(m.ok ? m.text : ''));
    worker.once('error', () => finish(''));
    worker.once('exit', () => finish(''));
  });
}

/**
 * POST matters/{id}/notices: the matter's lawyer uploads one PDF (size, type by its bytes); it becomes a
 * private FILE entry of theirs, and what its text offers is answered. Adds no hearing.
 */
export async function readCourtNotice(lawyerId: string, matterId: string, req: Request): Promise<NoticeReadDto> {
  const db = await getDb();
  const matter = await findPartyMatterOrThrow(lawyerId, matterId, db);
  assertMatterLawyer(matter);
  assertMatterOpen(matter);
  // The body only once the caller may post here: nobody else learns anything from its checks.
  const form = await readMultipart(req, NOTICE_FORM_LIMITS);
  const upload = await checkUpload(form.get('file'), { maxMb: NOTICE_MB, extensions: ['pdf'] });
  const text = await readPdfText(upload.data);
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
  const facts = readNoticeText(text);
  return {
    entry_id: entryId,
    file_id: blob.id,
    has_text: text.trim().length > 0,
    dates: facts.dates.map((d) => ({ starts_at: d.startsAt.toISOString(), has_time: d.hasTime, label: d.label, excerpt: d.excerpt })),
    court: facts.court,
    branch: facts.branch,
    case_number: facts.caseNumber,
  };
}
