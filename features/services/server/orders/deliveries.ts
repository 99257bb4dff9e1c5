import 'server-only';
import { and, eq, max, or, sql } from 'drizzle-orm';
import { getDb, tables as t } from '@/lib/db';
import type { ServiceOrderDto } from '@/features/services/dto/service-orders';
import { ATTACHMENT_RULES } from '@/lib/validation/meetings';
import { deliveryFieldsSchema, SERVICE_FILE_LIMITS } from '@/features/services/validation/service-orders';
import { isUuid } from '@/lib/validation/ids';
import { AppError } from '@/lib/server/platform/http/errors';
import { transactionWithEvents } from '@/lib/server/platform/outbox/transaction-with-events';
import { checkFileSet, type FileSetRules } from '@/lib/server/platform/storage/check-upload';
import { formFieldCount, formFields, readFileSetForm } from '@/lib/server/platform/storage/read-multipart';
import { putBlobs, recordPrivateFiles, removeBlobs } from '@/lib/server/platform/storage/save-stored-file';
import { getStorage } from '@/lib/server/platform/storage/storage';
import { storedFileColumns, type StoredFileRow } from '@/lib/server/platform/storage/read-stored-file';
import { assertParty, findPartyOrderOrThrow, notNow, orderNotFound } from './find-order';
import { serviceOrderDto } from './order-view';
import { moveServiceOrder } from './transition';

/** A delivery's files: 1–5 documents of the work-item kinds, 20 MB together. */
const DELIVERY_FILE_RULES: FileSetRules = {
  maxFiles: SERVICE_FILE_LIMITS.deliveryFilesMax,
  maxTotalMb: ATTACHMENT_RULES.maxTotalMb,
  extensions: ATTACHMENT_RULES.extensions,
};

const DELIVERY_PURPOSE = 'service-delivery';

const filesRequired = () =>
  new AppError('BAD_REQUEST', 'serviceOrders.filesRequired', { key: 'FILE_REQUIRED', params: { max: DELIVERY_FILE_RULES.maxFiles } });

/**
 * POST service-orders/{id}/deliveries (multipart: note, files 1–5): the lawyer delivers the work of an order in
 * progress — only after both signed (IN_PROGRESS comes from the countersignature). Files are checked by their
 * bytes and stored first; then, with the order locked and still IN_PROGRESS, the delivery (its number, the due
 * date it answered, late = after it), its files and the move to DELIVERED (last_delivered_at) are one transaction.
 */
export async function deliverServiceOrder(userId: string, orderId: string, req: Request, now = new Date()): Promise<ServiceOrderDto> {
  const order = await findPartyOrderOrThrow(userId, orderId);
  assertParty(order, 'LAWYER');
  if (order.status !== 'IN_PROGRESS') throw notNow();
  const form = await readFileSetForm(req, DELIVERY_FILE_RULES, formFieldCount(deliveryFieldsSchema.shape));
  const { note } = deliveryFieldsSchema.parse(formFields(form));
  const uploads = await checkFileSet(form.getAll('files'), DELIVERY_FILE_RULES);
  if (uploads.length === 0) throw filesRequired();
  const blobs = await putBlobs(uploads, DELIVERY_PURPOSE);
  const db = await getDb();
  try {
    await transactionWithEvents(db, async (tx) => {
      const locked = await findPartyOrderOrThrow(userId, orderId, tx, { forUpdate: true });
      if (locked.status !== 'IN_PROGRESS' || !locked.dueAt) throw notNow();
      const [{ last }] = await tx
        .select({ last: max(t.serviceDeliveries.number) })
        .from(t.serviceDeliveries)
        .where(eq(t.serviceDeliveries.orderId, orderId));
      const [delivery] = await tx
        .insert(t.serviceDeliveries)
        .values({
          orderId,
          number: Number(last ?? 0) + 1,
          note: note ?? null,
          dueAt: locked.dueAt,
          deliveredAt: now,
          late: now > locked.dueAt,
        })
        .returning({ id: t.serviceDeliveries.id });
      await recordPrivateFiles(tx, blobs, { ownerId: userId, purpose: DELIVERY_PURPOSE }, (inner, fileId) =>
        inner.insert(t.serviceDeliveryFiles).values({ deliveryId: delivery.id, fileId }),
      );
      await moveServiceOrder(tx, locked, 'deliver', { role: 'LAWYER', id: userId }, { set: { lastDeliveredAt: now } });
    });
  } catch (error) {
    await removeBlobs(blobs);
    throw error;
  }
  return serviceOrderDto(db, await findPartyOrderOrThrow(userId, orderId, db), 'LAWYER', now);
}

/** Issue 72: the proof of sending a letter — the registry receipt, the e-mail's copy, the return card: 1–5 files. */
const PROOF_FILE_RULES: FileSetRules = {
  maxFiles: SERVICE_FILE_LIMITS.proofFilesMax,
  maxTotalMb: ATTACHMENT_RULES.maxTotalMb,
  extensions: ATTACHMENT_RULES.extensions,
};

const PROOF_PURPOSE = 'service-sending-proof';

/**
 * POST service-orders/{id}/sending-proof (multipart: files 1–5): the lawyer of an order they send for the client
 * (issue 72, item 8) attaches the proof of sending the letter — when allowedServiceOrderActions says so (taken,
 * not settled for good). Checked by their bytes and stored as any order file (the file-set checks), then recorded
 * with the order locked and the rule asked again. More may follow (the e-mail's copy first, the receipt later).
 */
export async function attachSendingProof(userId: string, orderId: string, req: Request, now = new Date()): Promise<ServiceOrderDto> {
  const db = await getDb();
  const order = await findPartyOrderOrThrow(userId, orderId, db);
  assertParty(order, 'LAWYER');
  const mayAttach = async (row: typeof order, conn: typeof db) =>
    (await serviceOrderDto(conn, row, 'LAWYER', now)).allowed.includes('attach-proof');
  if (!order.sentByLawyer) throw new AppError('CONFLICT', 'serviceOrders.notSentByLawyer', { key: 'NOT_SENT_BY_LAWYER' });
  if (!(await mayAttach(order, db))) throw notNow();
  const form = await readFileSetForm(req, PROOF_FILE_RULES);
  const uploads = await checkFileSet(form.getAll('files'), PROOF_FILE_RULES);
  if (uploads.length === 0) throw filesRequired();
  const blobs = await putBlobs(uploads, PROOF_PURPOSE);
  try {
    await transactionWithEvents(db, async (tx) => {
      const locked = await findPartyOrderOrThrow(userId, orderId, tx, { forUpdate: true });
      if (!(await mayAttach(locked, tx))) throw notNow();
      await recordPrivateFiles(tx, blobs, { ownerId: userId, purpose: PROOF_PURPOSE }, (inner, fileId) =>
        inner.insert(t.serviceSendingProofFiles).values({ orderId, fileId, attachedAt: now }),
      );
    });
  } catch (error) {
    await removeBlobs(blobs);
    throw error;
  }
  return serviceOrderDto(db, await findPartyOrderOrThrow(userId, orderId, db), 'LAWYER', now);
}

/**
 * GET service-orders/{id}/files/{fileId}: a file of the order's deliveries (of its dispute, its proof of sending) for
 * the order's two parties and admins; 404 for a file not the order's and for anyone else (401 signed out: the route's guard).
 */
export async function readServiceOrderFile(
  user: { id: string; roles: readonly string[] },
  orderId: string,
  fileId: string,
): Promise<{ file: StoredFileRow; data: Uint8Array }> {
  const fileNotFound = () => new AppError('NOT_FOUND', 'common.fileNotFound', { key: 'FILE_NOT_FOUND' });
  if (user.roles.includes('ADMIN')) {
    if (!isUuid(orderId)) throw orderNotFound();
  } else {
    await findPartyOrderOrThrow(user.id, orderId);
  }
  if (!isUuid(fileId)) throw fileNotFound();
  const db = await getDb();
  const [file] = await db
    .select(storedFileColumns)
    .from(t.storedFiles)
    .where(
      and(
        eq(t.storedFiles.id, fileId),
        or(
          sql`EXISTS (SELECT 1 FROM service_delivery_files df JOIN service_deliveries d ON d.id = df.delivery_id
                      WHERE df.file_id = ${t.storedFiles.id} AND d.order_id = ${orderId}::uuid)`,
          sql`EXISTS (SELECT 1 FROM service_dispute_files sf JOIN service_disputes s ON s.id = sf.dispute_id
                      WHERE sf.file_id = ${t.storedFiles.id} AND s.order_id = ${orderId}::uuid)`,
          sql`EXISTS (SELECT 1 FROM service_sending_proof_files pf WHERE pf.file_id = ${t.storedFiles.id} AND pf.order_id = ${orderId}::uuid)`,
        ),
      ),
    );
  if (!file) throw fileNotFound();
  const data = await getStorage().get(file.storageKey);
  if (!data) throw fileNotFound();
  return { file, data };
}
