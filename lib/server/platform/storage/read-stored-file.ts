import 'server-only';
import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import {
  meetingFiles,
  meetings,
  serviceDisputeFiles,
  serviceDisputes,
  serviceOrders,
  storedFiles,
  workItemFiles,
  workItems,
  writtenQuestionFiles,
  writtenQuestions,
} from '@/lib/db/schema';
import { AppError } from '@/lib/server/platform/http/errors';
import { getStorage } from './storage';
import { writeAuditLog } from '@/lib/server/platform/audit/write-audit-log';
import { isUuid } from '@/lib/validation/ids';

export type StoredFileRow = {
  id: string;
  ownerId: string | null;
  storageKey: string;
  originalName: string;
  contentType: string;
  sizeBytes: number;
  visibility: 'PUBLIC' | 'PRIVATE';
  purpose: string;
};

/** The columns of a StoredFileRow: what every file download selects before deciding who may read it. */
export const storedFileColumns = {
  id: storedFiles.id,
  ownerId: storedFiles.ownerId,
  storageKey: storedFiles.storageKey,
  originalName: storedFiles.originalName,
  contentType: storedFiles.contentType,
  sizeBytes: storedFiles.sizeBytes,
  visibility: storedFiles.visibility,
  purpose: storedFiles.purpose,
};

type Reader = { id: string; roles: string[] } | null;

/** The documents a verification rests on (a lawyer's IBP and government IDs, a notary's commission): what an admin reviewing it may open. */
const VERIFICATION_PURPOSES = ['ibp-id', 'government-id', 'notary-commission'] as const;

export const isVerificationDocument = (file: Pick<StoredFileRow, 'purpose'>) =>
  (VERIFICATION_PURPOSES as readonly string[]).includes(file.purpose);

type Access = 'party' | 'admin-review' | null;

/**
 * Who may read a private file: its owner, the two parties of a meeting or work item it is attached
 * to (the client once the item is sent) or written question (its lawyer once taken), and an ADMIN for verification documents only (IBP and
 * government IDs, notary commissions under review) — a meeting's files are the parties' business.
 */
async function fileAccess(reader: Reader, file: StoredFileRow): Promise<Access> {
  if (file.visibility === 'PUBLIC') return 'party';
  if (!reader) return null;
  if (file.ownerId === reader.id) return 'party';
  if (reader.roles.includes('ADMIN') && isVerificationDocument(file)) return 'admin-review';
  const db = await getDb();
  const [viaMeeting] = await db
    .select({ one: sql<number>`1` })
    .from(meetingFiles)
    .innerJoin(meetings, eq(meetings.id, meetingFiles.meetingId))
    .where(and(eq(meetingFiles.fileId, file.id), or(eq(meetings.customerId, reader.id), eq(meetings.lawyerId, reader.id))))
    .limit(1);
  if (viaMeeting) return 'party';
  const [viaWorkItem] = await db
    .select({ one: sql<number>`1` })
    .from(workItemFiles)
    .innerJoin(workItems, eq(workItems.id, workItemFiles.workItemId))
    // A draft's files are the lawyer's until the proposal is sent.
    .where(
      and(
        eq(workItemFiles.fileId, file.id),
        or(and(eq(workItems.customerId, reader.id), ne(workItems.status, 'DRAFT')), eq(workItems.lawyerId, reader.id)),
      ),
    )
    .limit(1);
  if (viaWorkItem) return 'party';
  // Issue 60: a written question's files are its client's, and its lawyer's once they took it (never
  // before: the conflict check comes first), like its facts (lawyerMaySeeFacts).
  const [viaQuestion] = await db
    .select({ one: sql<number>`1` })
    .from(writtenQuestionFiles)
    .innerJoin(writtenQuestions, eq(writtenQuestions.id, writtenQuestionFiles.questionId))
    .where(
      and(
        eq(writtenQuestionFiles.fileId, file.id),
        or(
          eq(writtenQuestions.customerId, reader.id),
          and(eq(writtenQuestions.lawyerId, reader.id), inArray(writtenQuestions.status, ['TAKEN', 'ANSWERED', 'FOLLOW_UP', 'CLOSED'])),
        ),
      ),
    )
    .limit(1);
  if (viaQuestion) return 'party';
  // Issue 62: a service order's dispute files are its client's (the owner, above) and its lawyer's; an admin
  // deciding the dispute reads them too (audited, as a verification document is).
  const [viaDispute] = await db
    .select({ lawyerId: serviceOrders.lawyerId })
    .from(serviceDisputeFiles)
    .innerJoin(serviceDisputes, eq(serviceDisputes.id, serviceDisputeFiles.disputeId))
    .innerJoin(serviceOrders, eq(serviceOrders.id, serviceDisputes.orderId))
    .where(eq(serviceDisputeFiles.fileId, file.id))
    .limit(1);
  if (viaDispute?.lawyerId === reader.id) return 'party';
  if (viaDispute && reader.roles.includes('ADMIN')) return 'admin-review';
  return null;
}

/**
 * The file and its bytes for this reader: 404 unknown (or not one `only` accepts — checked before
 * any access is decided or audited), 401 private and signed out, 403 not theirs.
 */
export async function readStoredFile(
  fileId: string,
  reader: Reader,
  only?: (file: StoredFileRow) => boolean,
): Promise<{ file: StoredFileRow; data: Uint8Array }> {
  const notFound = new AppError('NOT_FOUND', 'common.fileNotFound', { key: 'FILE_NOT_FOUND' });
  if (!isUuid(fileId)) throw notFound;
  const db = await getDb();
  const [file] = await db.select(storedFileColumns).from(storedFiles).where(eq(storedFiles.id, fileId)).limit(1);
  if (!file || (only && !only(file))) throw notFound;
  if (file.visibility === 'PRIVATE' && !reader) throw new AppError('UNAUTHORIZED', 'common.notSignedIn', { key: 'UNAUTHORIZED' });
  const access = await fileAccess(reader, file);
  if (!access) throw new AppError('FORBIDDEN', 'common.forbidden', { key: 'FORBIDDEN' });
  const data = await getStorage().get(file.storageKey);
  if (!data) throw notFound;
  // Every staff view of someone's identity document leaves a trace (written before the bytes go out).
  if (access === 'admin-review') {
    await writeAuditLog({
      actorId: reader!.id,
      action: 'file.view',
      targetType: 'stored_file',
      targetId: file.id,
      metadata: { purpose: file.purpose, owner_id: file.ownerId },
    });
  }
  return { file, data };
}
