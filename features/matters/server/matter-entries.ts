import 'server-only';
import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '@/lib/db';
import { getDb, tables as t } from '@/lib/db';
import type { MatterEntryDto, MatterViewDto } from '@/features/matters/dto/matters';
import { MATTER_LIMITS, mayWriteEntry, type MatterEntryKind } from '@/features/matters/rules/matters';
import { AppError } from '@/lib/server/platform/http/errors';
import { recordEvents } from '@/lib/server/platform/outbox/record-event';
import { MATTER_EVENTS } from './events';
import { transactionWithEvents } from '@/lib/server/platform/outbox/transaction-with-events';
import { checkUpload } from '@/lib/server/platform/storage/check-upload';
import { formFieldCount, formFields, readMultipart } from '@/lib/server/platform/storage/read-multipart';
import { storedFileColumns, type StoredFileRow } from '@/lib/server/platform/storage/read-stored-file';
import { putUpload, recordStoredFile } from '@/lib/server/platform/storage/save-stored-file';
import { getStorage } from '@/lib/server/platform/storage/storage';
import { isUuid } from '@/lib/validation/ids';
import { ATTACHMENT_RULES } from '@/lib/validation/meetings';
import type { closeMatterSchema, editMatterSchema, newEntrySchema } from '@/features/matters/validation/matters';
import { entryFileFieldsSchema } from '@/features/matters/validation/matters';
import { assertFileRoom, assertMatterLawyer, assertMatterOpen, findPartyMatterOrThrow, type PartyMatter } from './matter-access';
import { getMatterView, readEntry } from './matter-view';

// Issue 64 items 3 and 5: the parties write the timeline (the lawyer an update or a deadline, shared or
// private; the client a comment; either a file), the lawyer edits the head and closes the matter. Every
// write locks the matter's row, so a close and a write never cross, and the daily cap and the file budget
// are counted under that lock. The other party hears of a shared entry after the commit (matter-notices.ts).

const MATTER_FILE_PURPOSE = 'matter-file';

const FILE_MB = MATTER_LIMITS.fileBytes / (1024 * 1024);

/** One file, a note and (the lawyer's) `shared`, nothing more: refused while it streams in past these. */
const FILE_FORM = {
  maxTotalMb: FILE_MB + 1,
  maxFiles: 1,
  maxFields: formFieldCount(entryFileFieldsSchema.shape),
  maxFieldBytes: MATTER_LIMITS.body * 4,
};

const wrongRole = () => new AppError('FORBIDDEN', 'matters.notYourEntry', { key: 'MATTER_ENTRY_FORBIDDEN' });

/** The matter locked for this write, open, and the caller allowed to write `kind` on it. */
async function lockForWriting(tx: Db, userId: string, matterId: string, kind: MatterEntryKind): Promise<PartyMatter> {
  const matter = await findPartyMatterOrThrow(userId, matterId, tx, { forUpdate: true });
  if (!mayWriteEntry(matter.role, kind)) throw wrongRole();
  assertMatterOpen(matter);
  const [{ n }] = await tx
    .select({ n: count() })
    .from(t.matterEntries)
    .where(
      and(
        eq(t.matterEntries.matterId, matterId),
        eq(t.matterEntries.authorId, userId),
        gt(t.matterEntries.createdAt, sql`now() - interval '1 day'`),
      ),
    );
  if (Number(n) >= MATTER_LIMITS.entriesPerDay)
    throw new AppError('TOO_MANY_REQUESTS', 'matters.tooManyEntries', {
      key: 'MATTER_ENTRIES_PER_DAY',
      params: { max: MATTER_LIMITS.entriesPerDay },
    });
  return matter;
}

/**
 * The entry written; a shared one by the lawyer moves last_shared_at (the nudge and "last update N days
 * ago" count from it), and any shared one is told to the other party after the commit.
 */
async function writeEntry(
  tx: Db,
  matter: PartyMatter,
  userId: string,
  values: { kind: MatterEntryKind; shared: boolean; body?: string | null; fileId?: string | null; dueAt?: Date | null },
): Promise<string> {
  const [entry] = await tx
    .insert(t.matterEntries)
    .values({
      matterId: matter.id,
      authorId: userId,
      kind: values.kind,
      shared: values.shared,
      body: values.body ?? null,
      fileId: values.fileId ?? null,
      dueAt: values.dueAt ?? null,
    })
    .returning({ id: t.matterEntries.id, createdAt: t.matterEntries.createdAt });
  if (values.shared && matter.role === 'LAWYER') {
    await tx
      .update(t.matters)
      .set({ lastSharedAt: entry.createdAt, updatedAt: sql`now()` })
      .where(eq(t.matters.id, matter.id));
  }
  if (values.shared) await recordEntryShared(tx, matter, userId, entry.id);
  return entry.id;
}

/** The event the other party's notice follows (matter-notices.ts tellMatterEntry), once, after the commit. */
async function recordEntryShared(tx: Db, matter: PartyMatter, userId: string, entryId: string): Promise<void> {
  await recordEvents(tx, MATTER_EVENTS, {
    aggregateId: matter.id,
    event: 'entry',
    status: matter.closedAt ? 'closed' : 'open',
    actor: { role: matter.role, id: userId },
    payload: { entryId, recipientId: matter.role === 'LAWYER' ? matter.customerId : matter.lawyerId },
  });
}

/** POST matters/{id}/entries: the lawyer's UPDATE or DEADLINE (shared or private), the client's COMMENT (shared). */
export async function addMatterEntry(userId: string, matterId: string, input: z.output<typeof newEntrySchema>): Promise<MatterEntryDto> {
  const db = await getDb();
  const { matter, entryId } = await transactionWithEvents(db, async (tx) => {
    const matter = await lockForWriting(tx, userId, matterId, input.kind);
    const entryId = await writeEntry(tx, matter, userId, {
      kind: input.kind,
      shared: input.kind === 'COMMENT' ? true : input.shared,
      body: input.body,
      dueAt: input.kind === 'DEADLINE' ? new Date(input.due_at) : null,
    });
    return { matter, entryId };
  });
  return readEntry(db, matter, userId, entryId);
}

/**
 * POST matters/{id}/files (multipart: `file`, `body`, `shared`): one file as a FILE entry — checked by its size,
 * type and magic bytes, stored, then recorded under the matter's lock with its budget (filesPerMatter, both
 * parties together) counted there. The client's files are always shared. A refusal leaves no blob behind.
 */
export async function addMatterFile(userId: string, matterId: string, req: Request): Promise<MatterEntryDto> {
  const db = await getDb();
  const first = await findPartyMatterOrThrow(userId, matterId, db);
  if (!mayWriteEntry(first.role, 'FILE')) throw wrongRole();
  assertMatterOpen(first);
  const form = await readMultipart(req, FILE_FORM);
  const fields = entryFileFieldsSchema.parse(formFields(form));
  const upload = await checkUpload(form.get('file'), { maxMb: FILE_MB, extensions: ATTACHMENT_RULES.extensions });
  const blob = await putUpload(upload, MATTER_FILE_PURPOSE);
  try {
    const { matter, entryId } = await transactionWithEvents(db, async (tx) => {
      const matter = await lockForWriting(tx, userId, matterId, 'FILE');
      await assertFileRoom(tx, matterId);
      await recordStoredFile(tx, blob, upload, { ownerId: userId, purpose: MATTER_FILE_PURPOSE, visibility: 'PRIVATE' });
      const entryId = await writeEntry(tx, matter, userId, {
        kind: 'FILE',
        shared: matter.role === 'CUSTOMER' || fields.shared === 'true',
        body: fields.body ?? null,
        fileId: blob.id,
      });
      return { matter, entryId };
    });
    return readEntry(db, matter, userId, entryId);
  } catch (error) {
    await getStorage()
      .delete(blob.storageKey)
      .catch(() => {});
    throw error;
  }
}

/**
 * GET matters/{id}/files/{fileId}: a file of the matter, only when the reader may see an entry holding it — a
 * private one is 404 to the client, as is any file not the matter's.
 */
export async function readMatterFile(userId: string, matterId: string, fileId: string): Promise<{ file: StoredFileRow; data: Uint8Array }> {
  const notFound = () => new AppError('NOT_FOUND', 'common.fileNotFound', { key: 'FILE_NOT_FOUND' });
  const db = await getDb();
  const matter = await findPartyMatterOrThrow(userId, matterId, db);
  if (!isUuid(fileId)) throw notFound();
  const [file] = await db
    .select(storedFileColumns)
    .from(t.storedFiles)
    .where(
      and(
        eq(t.storedFiles.id, fileId),
        sql`EXISTS (SELECT 1 FROM matter_entries e WHERE e.matter_id = ${matter.id} AND e.file_id = ${t.storedFiles.id}
                     ${matter.role === 'LAWYER' ? sql`` : sql`AND e.shared`})`,
      ),
    );
  if (!file) throw notFound();
  const data = await getStorage().get(file.storageKey);
  if (!data) throw notFound();
  return { file, data };
}

/** PATCH matters/{id}: the lawyer edits the head (a field left out stays as it is). */
export async function editMatter(userId: string, matterId: string, input: z.output<typeof editMatterSchema>): Promise<MatterViewDto> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const matter = await findPartyMatterOrThrow(userId, matterId, tx, { forUpdate: true });
    assertMatterLawyer(matter);
    assertMatterOpen(matter);
    await tx
      .update(t.matters)
      .set({
        ...(input.title !== undefined ? { title: input.title } : {}),
        ...(input.problem !== undefined ? { problem: input.problem } : {}),
        ...(input.court !== undefined ? { court: input.court } : {}),
        ...(input.case_number !== undefined ? { caseNumber: input.case_number } : {}),
        ...(input.branch !== undefined ? { branch: input.branch } : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(t.matters.id, matterId));
  });
  return getMatterView(userId, matterId);
}

/**
 * POST matters/{id}/close: the lawyer closes it with a reason — a CLOSED entry (shared, the client told); it
 * stays readable to both and any write after is a 409 (assertMatterOpen).
 */
export async function closeMatter(userId: string, matterId: string, input: z.output<typeof closeMatterSchema>): Promise<MatterViewDto> {
  const db = await getDb();
  await transactionWithEvents(db, async (tx) => {
    const matter = await findPartyMatterOrThrow(userId, matterId, tx, { forUpdate: true });
    assertMatterLawyer(matter);
    assertMatterOpen(matter);
    const [closed] = await tx
      .update(t.matters)
      .set({ closedAt: sql`now()`, closeReason: input.reason, updatedAt: sql`now()` })
      .where(eq(t.matters.id, matterId))
      .returning({ closedAt: t.matters.closedAt });
    const [entry] = await tx
      .insert(t.matterEntries)
      .values({ matterId, kind: 'CLOSED', shared: true, body: input.reason, createdAt: closed.closedAt! })
      .returning({ id: t.matterEntries.id });
    await recordEntryShared(tx, { ...matter, closedAt: closed.closedAt }, userId, entry.id);
  });
  return getMatterView(userId, matterId);
}
