import 'server-only';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import { getDb, tables as t } from '@/lib/db';
import { queryRows } from '@/lib/db/client';
import type { WorkItemDto, WorkItemMeetingDto } from '@/lib/dto/work-item';
import { isUuid } from '@/lib/validation/ids';
import { allowedWorkItemActions, type WorkItemActor } from '@/lib/rules/work-item-transitions';
import { listWorkItemComments } from './work-item-comments';
import { visibleToSql, workItemNotFound } from './find-party-work-item';
import { toWorkItemSummary, workItemSelect, type WorkItemDetailRow } from './work-item-dto';
import { listWorkItemFiles } from './work-item-files';
import { isLetterSigned } from './letters/void-letters';

const DRAFT_ONLY_EVENTS = new Set(['created', 'edited']);

/**
 * GET work-items/{id}: the terms, timeline, included meetings, additional services, comments and files — for its two parties only.
 * `service_order` is null here: the order of a SERVICE item is read above this folder (features/services/server/orders/order-view.ts).
 */
export async function getWorkItem(userId: string, workItemId: string): Promise<WorkItemDto> {
  if (!isUuid(workItemId)) throw workItemNotFound();
  const db = await getDb();
  const [row] = await queryRows<WorkItemDetailRow>(db, sql`${workItemSelect} WHERE w.id = ${workItemId}::uuid AND ${visibleToSql(userId)}`);
  if (!row) throw workItemNotFound();
  const summary = toWorkItemSummary(row, userId);
  const isPayer = summary.role === 'CUSTOMER';
  const [services, servicePayments, meetings, comments, files, events, [payment], letterSigned] = await Promise.all([
    db
      .select()
      .from(t.workItemAdditionalServices)
      .where(eq(t.workItemAdditionalServices.workItemId, workItemId))
      .orderBy(asc(t.workItemAdditionalServices.createdAt)),
    db
      .select({ serviceId: t.payments.additionalServiceId, checkoutUrl: t.payments.checkoutUrl })
      .from(t.payments)
      .where(
        and(eq(t.payments.workItemId, workItemId), eq(t.payments.status, 'PENDING'), sql`${t.payments.additionalServiceId} IS NOT NULL`),
      ),
    db
      .select({
        entry: t.workItemMeetings,
        meeting: {
          id: t.meetings.id,
          startAt: t.meetings.startAt,
          endAt: t.meetings.endAt,
          status: t.meetings.status,
          callType: t.meetings.callType,
        },
      })
      .from(t.workItemMeetings)
      .leftJoin(t.meetings, eq(t.meetings.id, t.workItemMeetings.meetingId))
      .where(eq(t.workItemMeetings.workItemId, workItemId))
      .orderBy(asc(t.workItemMeetings.createdAt), asc(t.workItemMeetings.id)),
    listWorkItemComments(userId, workItemId),
    listWorkItemFiles(userId, workItemId, db),
    db
      .select()
      .from(t.workItemEvents)
      .where(eq(t.workItemEvents.workItemId, workItemId))
      .orderBy(asc(t.workItemEvents.createdAt), asc(t.workItemEvents.id)),
    db
      .select({
        status: t.payments.status,
        method: t.payments.method,
        amount: t.payments.amountCentavos,
        paidAt: t.payments.paidAt,
        checkoutUrl: t.payments.checkoutUrl,
      })
      .from(t.payments)
      .where(and(eq(t.payments.workItemId, workItemId), isNull(t.payments.additionalServiceId)))
      .orderBy(desc(t.payments.createdAt))
      .limit(1),
    isPayer && summary.status === 'PROPOSAL' ? isLetterSigned(db, workItemId, summary.revision) : Promise.resolve(false),
  ]);
  const openCheckout = new Map(servicePayments.map((p) => [p.serviceId, p.checkoutUrl]));
  return {
    ...summary,
    kind: row.kind,
    service_order: null,
    scope: row.description,
    deliverables: row.deliverables,
    fee_breakdown: typeof row.fee_breakdown === 'string' ? JSON.parse(row.fee_breakdown) : row.fee_breakdown,
    payment_terms: row.payment_terms,
    estimated_timeline: row.estimated_timeline,
    rejection_reason: row.rejection_reason,
    additional_services: services.map((s) => ({
      _id: s.id,
      title: s.title,
      description: s.description,
      price: s.priceCentavos,
      status: s.status,
      paid_at: s.paidAt?.toISOString() ?? null,
      created_at: s.createdAt.toISOString(),
      checkout_url: isPayer && s.status === 'PAYMENT_PENDING' ? (openCheckout.get(s.id) ?? null) : null,
    })),
    work_item_meetings: meetings.map(({ entry, meeting }): WorkItemMeetingDto => ({
      _id: entry.id,
      title: entry.title,
      duration: entry.durationMinutes as 30 | 60,
      meeting: meeting
        ? {
            _id: meeting.id,
            start_time: meeting.startAt.toISOString(),
            end_time: meeting.endAt.toISOString(),
            status: meeting.status,
            call_type: meeting.callType,
          }
        : null,
    })),
    comments: comments.results,
    files,
    // How the lawyer prepared the draft is theirs; the client's timeline starts when it was sent.
    timeline: events
      .filter((e) => !isPayer || !DRAFT_ONLY_EVENTS.has(e.kind))
      .map((e) => ({
        _id: e.id,
        kind: e.kind,
        from_status: e.fromStatus,
        to_status: e.toStatus,
        actor: e.actorRole as WorkItemActor,
        revision: e.revision,
        note: e.note,
        created_at: e.createdAt.toISOString(),
      })),
    payment: payment
      ? {
          status: payment.status,
          method: payment.method,
          amount: payment.amount,
          paid_at: payment.paidAt?.toISOString() ?? null,
          // Only the payer may go back to an open checkout.
          checkout_url: isPayer && payment.status === 'PENDING' && summary.status === 'PAYMENT_PENDING' ? payment.checkoutUrl : null,
        }
      : null,
    // Accepting opens the payment: only once both signed the engagement letter of these terms (issue 42).
    allowed: allowedWorkItemActions(summary.role, {
      status: summary.status,
      lawyer_completed_at: summary.lawyer_completed_at,
      kind: row.kind,
    }).filter((action) => action !== 'accept' || letterSigned),
  };
}
