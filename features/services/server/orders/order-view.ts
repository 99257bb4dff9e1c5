import 'server-only';
import { asc, eq, inArray, ne, and, desc } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { getDb, tables as t } from '@/lib/db';
import type { ServiceDeliveryDto, ServiceDisputeDto, ServiceOrderDto } from '@/features/services/dto/service-orders';
import type { WorkItemDto } from '@/lib/dto/work-item';
import { SERVICE_CATALOGUE } from '@/features/services/reference/legal-services';
import { asksToPayOffPlatform } from '@/lib/rules/off-platform';
import { allowedServiceOrderActions, disputeUntil, type ServiceOrderFacts } from '@/features/services/rules/service-orders';
import { getWorkItem } from '@/lib/server/work-items/get-work-item';
import { findServiceDisputeDto } from './dispute-view';
import { findPartyOrderOrThrow } from './find-order';
import type { ServiceOrderRow } from './transition';

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** Whether the client signed the order's letter (its open version waits for the lawyer, or both signed). */
async function clientSigned(db: Db, orderId: string): Promise<boolean> {
  const [open] = await db
    .select({ status: t.engagementLetters.status })
    .from(t.engagementLetters)
    .where(and(eq(t.engagementLetters.workItemId, orderId), ne(t.engagementLetters.status, 'VOID')))
    .orderBy(desc(t.engagementLetters.version))
    .limit(1);
  return open?.status === 'AWAITING_LAWYER' || open?.status === 'SIGNED';
}

/** An order file's columns (a delivery's, the proof of sending's) and its wire form. */
const FILE_COLUMNS = {
  id: t.storedFiles.id,
  name: t.storedFiles.originalName,
  size: t.storedFiles.sizeBytes,
  contentType: t.storedFiles.contentType,
};
const fileRef = (f: { id: string; name: string; size: number; contentType: string }) => ({
  _id: f.id,
  name: f.name,
  size: f.size,
  content_type: f.contentType,
});

/** The order's deliveries, oldest first, each with its files. */
export async function listDeliveries(db: Db, orderId: string): Promise<ServiceDeliveryDto[]> {
  const deliveries = await db
    .select()
    .from(t.serviceDeliveries)
    .where(eq(t.serviceDeliveries.orderId, orderId))
    .orderBy(asc(t.serviceDeliveries.number));
  const ids = deliveries.map((d) => d.id);
  const files = ids.length
    ? await db
        .select({ deliveryId: t.serviceDeliveryFiles.deliveryId, ...FILE_COLUMNS })
        .from(t.serviceDeliveryFiles)
        .innerJoin(t.storedFiles, eq(t.storedFiles.id, t.serviceDeliveryFiles.fileId))
        .where(inArray(t.serviceDeliveryFiles.deliveryId, ids))
        .orderBy(asc(t.storedFiles.originalName), asc(t.storedFiles.id))
    : [];
  return deliveries.map((d) => ({
    _id: d.id,
    number: d.number,
    note: d.note,
    delivered_at: d.deliveredAt.toISOString(),
    late: d.late,
    files: files.filter((f) => f.deliveryId === d.id).map(fileRef),
  }));
}

/** Issue 72: the lawyer's proof of sending the letter (an order they send), oldest first. */
async function listSendingProof(db: Db, orderId: string): Promise<ServiceOrderDto['sending_proof']> {
  const rows = await db
    .select({ ...FILE_COLUMNS, attachedAt: t.serviceSendingProofFiles.attachedAt })
    .from(t.serviceSendingProofFiles)
    .innerJoin(t.storedFiles, eq(t.storedFiles.id, t.serviceSendingProofFiles.fileId))
    .where(eq(t.serviceSendingProofFiles.orderId, orderId))
    .orderBy(asc(t.serviceSendingProofFiles.attachedAt), asc(t.storedFiles.originalName), asc(t.storedFiles.id));
  return rows.map((f) => ({ ...fileRef(f), attached_at: f.attachedAt.toISOString() }));
}

/** A delivery as the client reads it: flagged where its note or a file's name asks to pay outside Abogado. */
function flagOffPlatform(d: ServiceDeliveryDto): ServiceDeliveryDto {
  return {
    ...d,
    note_off_platform: d.note !== null && asksToPayOffPlatform(d.note),
    files: d.files.map((f) => ({ ...f, off_platform: asksToPayOffPlatform(f.name) })),
  };
}

/** The rules' facts of an order (allowedServiceOrderActions reads them). */
export function orderFacts(
  order: ServiceOrderRow,
  extra: { clientSigned: boolean; deliveries: ServiceDeliveryDto[]; dispute: ServiceDisputeDto | null },
): ServiceOrderFacts {
  const last = extra.deliveries.at(-1);
  return {
    status: order.status,
    serviceType: order.serviceType,
    revisionsUsed: order.revisionsUsed,
    clientSigned: extra.clientSigned,
    paidAt: order.paidAt,
    dueAt: order.dueAt,
    lastDeliveredAt: order.lastDeliveredAt,
    deliveredLate: last?.late ?? false,
    disputeAnswered: extra.dispute?.answer != null,
    sentByLawyer: order.sentByLawyer,
  };
}

/**
 * THE builder of an order's DTO for one of its parties: its terms, clock, deliveries, dispute, and `allowed`
 * (allowedServiceOrderActions with the server's `now`). `dispute`: the caller's, when it has it (the dispute routes).
 */
export async function serviceOrderDto(
  db: Db,
  order: ServiceOrderRow,
  party: 'CUSTOMER' | 'LAWYER',
  now = new Date(),
  dispute?: ServiceDisputeDto | null,
): Promise<ServiceOrderDto> {
  const [signed, deliveries, theDispute, proof] = await Promise.all([
    clientSigned(db, order.id),
    listDeliveries(db, order.id),
    dispute === undefined ? findServiceDisputeDto(db, order.id) : Promise.resolve(dispute),
    order.sentByLawyer ? listSendingProof(db, order.id) : Promise.resolve([]),
  ]);
  const facts = orderFacts(order, { clientSigned: signed, deliveries, dispute: theDispute });
  // The client is warned when the lawyer's delivery asks to be paid outside Abogado (its note or a file's name).
  const shown = party === 'CUSTOMER' ? deliveries.map(flagOffPlatform) : deliveries;
  return {
    _id: order.id,
    service_type: order.serviceType,
    status: order.status,
    price_pesos: order.priceCentavos / 100,
    turnaround_days: order.turnaroundDays,
    revisions_included: order.revisionsIncluded,
    revisions_used: order.revisionsUsed,
    other_party_name: order.otherPartyName,
    intake: order.intake,
    ordered_at: order.createdAt.toISOString(),
    paid_at: iso(order.paidAt),
    take_by: iso(order.takeBy),
    countersigned_at: iso(order.countersignedAt),
    due_at: iso(order.dueAt),
    dispute_until: order.lastDeliveredAt ? disputeUntil(order.lastDeliveredAt).toISOString() : null,
    cancel_reason: order.cancelReason,
    decline_reason: order.declineReason,
    allowed: allowedServiceOrderActions(party, facts, now),
    deliveries: shown,
    dispute: theDispute,
    notarized: SERVICE_CATALOGUE[order.serviceType].notarized,
    sent_by_lawyer: order.sentByLawyer,
    send_price_pesos: order.sendPriceCentavos === null ? null : order.sendPriceCentavos / 100,
    sending_proof: proof,
  };
}

/** GET service-orders/{id}: the order, for its two parties only (404 for anyone else). */
export async function getServiceOrder(userId: string, orderId: string, now = new Date()): Promise<ServiceOrderDto> {
  const db = await getDb();
  const order = await findPartyOrderOrThrow(userId, orderId, db);
  return serviceOrderDto(db, order, order.role, now);
}

/** GET work-items/{id}: the work item, with its order when it is of kind SERVICE. */
export async function getWorkItemView(userId: string, workItemId: string): Promise<WorkItemDto> {
  const item = await getWorkItem(userId, workItemId);
  if (item.kind !== 'SERVICE') return item;
  return { ...item, service_order: await getServiceOrder(userId, workItemId) };
}
