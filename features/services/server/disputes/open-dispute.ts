import 'server-only';
import { getDb, tables as t } from '@/lib/db';
import { disputeAnswerBy } from '@/features/services/rules/service-orders';
import { AppError } from '@/lib/server/platform/http/errors';
import { transactionWithEvents } from '@/lib/server/platform/outbox/transaction-with-events';
import { moveServiceOrder } from '@/features/services/server/orders/transition';
import { checkFileSet } from '@/lib/server/platform/storage/check-upload';
import { formFields, readFileSetForm } from '@/lib/server/platform/storage/read-multipart';
import { putBlobs, recordPrivateFiles, removeBlobs } from '@/lib/server/platform/storage/save-stored-file';
import { ATTACHMENT_RULES } from '@/lib/validation/meetings';
import { SERVICE_FILE_LIMITS, disputeFieldsSchema } from '@/features/services/validation/service-orders';
import { findServiceDisputeDto } from '@/features/services/server/orders/dispute-view';
import { allowedNow, findOrderForParty, orderNotFound } from './order-facts';

/** The stored files' purpose: the order's lawyer and the admins deciding read them (read-stored-file.ts). */
const DISPUTE_FILE_PURPOSE = 'service-dispute-file';

/** The client's evidence: up to 5 files of the attachments' kinds (documents, pictures), 20 MB in all. */
const DISPUTE_FILE_RULES = {
  maxFiles: SERVICE_FILE_LIMITS.disputeFilesMax,
  maxTotalMb: ATTACHMENT_RULES.maxTotalMb,
  extensions: ATTACHMENT_RULES.extensions,
} as const;

const disputeClosed = () => new AppError('CONFLICT', 'disputes.disputeClosed', { key: 'DISPUTE_CLOSED' });

/**
 * POST service-orders/{id}/dispute (issue 62): the client of the order, within DISPUTE_WINDOW_DAYS of the last
 * delivery, from DELIVERED or ACCEPTED (allowedServiceOrderActions: 'dispute'), once per order — what is
 * wrong and 0–5 files. The order moves DISPUTED ('dispute': the lawyer asked to answer within
 * DISPUTE_ANSWER_DAYS, the admins told, after the commit) and the payout waits (statementSql). The order and
 * the clock are checked before the body is read, and again under the order's lock with the row written; the
 * files are proven by their bytes (checkFileSet) and a refusal leaves no blob.
 */
export async function openServiceDispute(userId: string, orderId: string, req: Request) {
  const db = await getDb();
  const order = await findOrderForParty(db, orderId, userId);
  if (order.customer_id !== userId) throw new AppError('FORBIDDEN', 'common.forbidden', { key: 'FORBIDDEN' });
  if (!allowedNow(order, 'CUSTOMER').includes('dispute')) throw disputeClosed();
  const form = await readFileSetForm(req, DISPUTE_FILE_RULES, 1);
  const { reason } = disputeFieldsSchema.parse(formFields(form));
  const uploads = await checkFileSet(form.getAll('files'), DISPUTE_FILE_RULES);
  const blobs = await putBlobs(uploads, DISPUTE_FILE_PURPOSE);
  try {
    await transactionWithEvents(db, async (tx) => {
      const locked = await findOrderForParty(tx, orderId, userId, true);
      if (locked.dispute_id) throw new AppError('CONFLICT', 'disputes.alreadyOpened', { key: 'DISPUTE_EXISTS' });
      if (!allowedNow(locked, 'CUSTOMER').includes('dispute')) throw disputeClosed();
      const openedAt = new Date();
      const [dispute] = await tx
        .insert(t.serviceDisputes)
        .values({ orderId, openedBy: userId, reason, openedAt, answerBy: disputeAnswerBy(openedAt) })
        .returning({ id: t.serviceDisputes.id });
      await recordPrivateFiles(tx, blobs, { ownerId: userId, purpose: DISPUTE_FILE_PURPOSE }, (inner, fileId) =>
        inner.insert(t.serviceDisputeFiles).values({ disputeId: dispute.id, fileId }),
      );
      await moveServiceOrder(tx, locked, 'dispute', { role: 'CUSTOMER', id: userId }, { payload: { disputeId: dispute.id } });
    });
  } catch (error) {
    await removeBlobs(blobs);
    throw error;
  }
  const dto = await findServiceDisputeDto(db, orderId);
  if (!dto) throw orderNotFound();
  return dto;
}
