// Work item (engagement agreement) wire types: spec §3 "_id, status, additional_services,
// work_item_meetings, comments, files", and the terms a client reads before paying.
import type { AdditionalServiceStatus, WorkItemAction, WorkItemStatus } from '@/lib/rules/work-item-transitions';
import type { CommentDto } from './comment';
import type { MeetingFileDto } from './meeting';

export type { WorkItemStatus, AdditionalServiceStatus };

export type FeeLineDto = { label: string; amount: number };

/** A work item as lists show it, from the viewer's side. */
export type WorkItemSummaryDto = {
  _id: string;
  status: WorkItemStatus;
  title: string;
  /** The fee in centavos: the sum of fee_breakdown. */
  price: number;
  currency: 'PHP';
  revision: number;
  lawyer: { _id: string; display_name: string; picture_url: string | null };
  customer: { _id: string; first_name: string; last_name: string; picture_url: string | null };
  role: 'CUSTOMER' | 'LAWYER';
  included_meetings: number;
  proposed_at: string | null;
  paid_at: string | null;
  lawyer_completed_at: string | null;
  customer_completed_at: string | null;
  created_at: string;
  updated_at: string;
};

type AdditionalServiceDto = {
  _id: string;
  title: string;
  description: string | null;
  price: number;
  status: AdditionalServiceStatus;
  paid_at: string | null;
  created_at: string;
  /** The payer's open checkout while this service awaits payment. */
  checkout_url: string | null;
};

export type WorkItemMeetingDto = {
  _id: string;
  title: string;
  duration: 30 | 60;
  /** The real meeting once scheduled. */
  meeting: { _id: string; start_time: string; end_time: string; status: string; call_type: 'VIDEO' | 'PHONE' } | null;
};

export type WorkItemEventDto = {
  _id: string;
  kind: string;
  from_status: WorkItemStatus | null;
  to_status: WorkItemStatus | null;
  actor: 'LAWYER' | 'CUSTOMER' | 'PAYMENT';
  revision: number;
  note: string | null;
  created_at: string;
};

export type WorkItemDto = WorkItemSummaryDto & {
  scope: string | null;
  deliverables: string | null;
  fee_breakdown: FeeLineDto[];
  payment_terms: string | null;
  estimated_timeline: string | null;
  rejection_reason: string | null;
  additional_services: AdditionalServiceDto[];
  work_item_meetings: WorkItemMeetingDto[];
  comments: CommentDto[];
  files: MeetingFileDto[];
  timeline: WorkItemEventDto[];
  /** The latest payment of the engagement fee (not of additional services). */
  payment: { status: string; method: string | null; amount: number; paid_at: string | null; checkout_url: string | null } | null;
  /** What the viewer may do now (the transition table, lib/rules/work-item-transitions.ts). */
  allowed: WorkItemAction[];
};

export type WorkItemPage = { results: WorkItemSummaryDto[]; hasMore: boolean; page: number };
