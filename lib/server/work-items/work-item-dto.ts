import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { FeeLineDto, WorkItemStatus, WorkItemSummaryDto } from '@/lib/dto/work-item';
import { isProposalExpired, proposalExpiresAt } from '@/lib/rules/proposal-expiry';

export type WorkItemSummaryRow = {
  id: string;
  status: WorkItemStatus;
  title: string;
  price_centavos: number;
  revision: number;
  proposed_at: Date | string | null;
  paid_at: Date | string | null;
  lawyer_completed_at: Date | string | null;
  customer_completed_at: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
  lawyer_id: string;
  lawyer_name: string;
  lawyer_picture: string | null;
  customer_id: string;
  customer_first: string;
  customer_last: string;
  customer_picture: string | null;
  included_meetings: number | string;
};

export type WorkItemDetailRow = WorkItemSummaryRow & {
  kind: 'CUSTOM' | 'SERVICE';
  description: string | null;
  deliverables: string | null;
  fee_breakdown: FeeLineDto[] | string;
  payment_terms: string | null;
  estimated_timeline: string | null;
  rejection_reason: string | null;
};

/** The one SELECT behind every work-item DTO: the item and both parties' display fields (alias w). */
export const workItemSelect: SQL = sql`
  SELECT w.id, w.status, w.kind, w.title, w.price_centavos, w.revision, w.proposed_at, w.paid_at, w.lawyer_completed_at, w.customer_completed_at,
         w.created_at, w.updated_at, w.description, w.deliverables, w.fee_breakdown, w.payment_terms, w.estimated_timeline, w.rejection_reason,
         w.lawyer_id, lp.display_name AS lawyer_name, lp.picture_url AS lawyer_picture,
         w.customer_id, cu.first_name AS customer_first, cu.last_name AS customer_last, cu.picture_url AS customer_picture,
         (SELECT count(*)::int FROM work_item_meetings m WHERE m.work_item_id = w.id) AS included_meetings
  FROM work_items w
  JOIN lawyer_profiles lp ON lp.user_id = w.lawyer_id
  JOIN users cu ON cu.id = w.customer_id`;

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

/** A proposal's time (lib/rules/proposal-expiry.ts), as the page is sent it: until when, and whether it is over. */
function proposalTime(status: WorkItemStatus, proposedAt: Date | string | null, now = new Date()) {
  if (status !== 'PROPOSAL' || proposedAt === null) return { proposal_expires_at: null, proposal_expired: false };
  const sent = new Date(proposedAt);
  return { proposal_expires_at: proposalExpiresAt(sent).toISOString(), proposal_expired: isProposalExpired(sent, now) };
}

export function toWorkItemSummary(row: WorkItemSummaryRow, viewerId: string): WorkItemSummaryDto {
  return {
    _id: row.id,
    status: row.status,
    title: row.title,
    price: Number(row.price_centavos),
    currency: 'PHP',
    revision: Number(row.revision),
    lawyer: { _id: row.lawyer_id, display_name: row.lawyer_name, picture_url: row.lawyer_picture },
    customer: { _id: row.customer_id, first_name: row.customer_first, last_name: row.customer_last, picture_url: row.customer_picture },
    role: row.lawyer_id === viewerId ? 'LAWYER' : 'CUSTOMER',
    included_meetings: Number(row.included_meetings),
    proposed_at: iso(row.proposed_at),
    ...proposalTime(row.status, row.proposed_at),
    paid_at: iso(row.paid_at),
    lawyer_completed_at: iso(row.lawyer_completed_at),
    customer_completed_at: iso(row.customer_completed_at),
    created_at: iso(row.created_at)!,
    updated_at: iso(row.updated_at)!,
  };
}
