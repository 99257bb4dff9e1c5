// Work item (engagement agreement) wire types: spec §3 "_id, status, additional_services,
// work_item_meetings, comments, files", and the terms a client reads before paying.
import { z } from 'zod';
import {
  WORK_ITEM_RULES,
  WORK_ITEM_STATUSES,
  type AdditionalServiceStatus,
  type WorkItemAction,
  type WorkItemStatus,
} from '@/lib/rules/work-item-transitions';
import { commentDtoSchema } from './comment';
import { serviceOrderDtoSchema } from '@/features/services/dto/service-orders';
import { callTypeSchema } from './video-call';
import { customerPartySchema, lawyerPartySchema, meetingFileDtoSchema, meetingStatusSchema } from './meeting';
import { isoDate, isoDateTime, uuid } from './wire';

export type { WorkItemStatus, AdditionalServiceStatus };

const workItemStatusSchema = z.enum(WORK_ITEM_STATUSES);

const ADDITIONAL_SERVICE_STATUSES = [
  'PROPOSED',
  'PAYMENT_PENDING',
  'PAID',
  'CANCELLED',
] as const satisfies readonly AdditionalServiceStatus[];
const additionalServiceStatusSchema = z.enum(ADDITIONAL_SERVICE_STATUSES);

/** Every action of the transition table (what `allowed` may list). */
// Not `create`: no item offers it (its `from` is a row not written yet).
const WORK_ITEM_ACTIONS = [...new Set(WORK_ITEM_RULES.filter((r) => !r.from.includes(null)).map((r) => r.event))] as [
  WorkItemAction,
  ...WorkItemAction[],
];
const workItemActionSchema = z.enum(WORK_ITEM_ACTIONS);

const feeLineDtoSchema = z.object({ label: z.string(), amount: z.number().int() }).meta({ id: 'FeeLineDto' });
export type FeeLineDto = z.infer<typeof feeLineDtoSchema>;

/** A work item as lists show it, from the viewer's side. */
const workItemSummaryDtoSchema = z
  .object({
    _id: uuid,
    status: workItemStatusSchema,
    title: z.string(),
    /** The fee in centavos: the sum of fee_breakdown. */
    price: z.number().int(),
    currency: z.literal('PHP'),
    revision: z.number().int(),
    lawyer: lawyerPartySchema,
    customer: customerPartySchema,
    role: z.enum(['CUSTOMER', 'LAWYER']),
    included_meetings: z.number().int(),
    proposed_at: isoDateTime.nullable(),
    /** A proposal's last moment to accept it (lib/rules/proposal-expiry.ts); null in other statuses. */
    proposal_expires_at: isoDateTime.nullable(),
    /** The proposal's time is over: it cannot be accepted until the lawyer sends it again. */
    proposal_expired: z.boolean(),
    paid_at: isoDateTime.nullable(),
    lawyer_completed_at: isoDateTime.nullable(),
    customer_completed_at: isoDateTime.nullable(),
    created_at: isoDateTime,
    updated_at: isoDateTime,
  })
  .meta({ id: 'WorkItemSummaryDto' });
export type WorkItemSummaryDto = z.infer<typeof workItemSummaryDtoSchema>;

const additionalServiceDtoSchema = z
  .object({
    _id: uuid,
    title: z.string(),
    description: z.string().nullable(),
    price: z.number().int(),
    status: additionalServiceStatusSchema,
    paid_at: isoDateTime.nullable(),
    created_at: isoDateTime,
    /** The payer's open checkout while this service awaits payment. */
    checkout_url: z.string().nullable(),
  })
  .meta({ id: 'AdditionalServiceDto' });

const workItemMeetingDtoSchema = z
  .object({
    _id: uuid,
    title: z.string(),
    duration: z.union([z.literal(30), z.literal(60)]),
    /** The real meeting once scheduled. */
    meeting: z
      .object({ _id: uuid, start_time: isoDateTime, end_time: isoDateTime, status: meetingStatusSchema, call_type: callTypeSchema })
      .nullable(),
  })
  .meta({ id: 'WorkItemMeetingDto' });
export type WorkItemMeetingDto = z.infer<typeof workItemMeetingDtoSchema>;

const workItemEventDtoSchema = z
  .object({
    _id: uuid,
    kind: z.string(),
    from_status: workItemStatusSchema.nullable(),
    to_status: workItemStatusSchema.nullable(),
    actor: z.enum(['LAWYER', 'CUSTOMER', 'PAYMENT', 'SYSTEM', 'ADMIN']),
    revision: z.number().int(),
    note: z.string().nullable(),
    created_at: isoDateTime,
  })
  .meta({ id: 'WorkItemEventDto' });
export type WorkItemEventDto = z.infer<typeof workItemEventDtoSchema>;

export const workItemDtoSchema = workItemSummaryDtoSchema
  .extend({
    /** CUSTOM: proposed by the lawyer; SERVICE: a catalogue service ordered (issue 62), moving only by its order. */
    kind: z.enum(['CUSTOM', 'SERVICE']),
    /** The order of a SERVICE item (null for CUSTOM). */
    service_order: serviceOrderDtoSchema.nullable(),
    scope: z.string().nullable(),
    deliverables: z.string().nullable(),
    fee_breakdown: z.array(feeLineDtoSchema),
    payment_terms: z.string().nullable(),
    estimated_timeline: z.string().nullable(),
    rejection_reason: z.string().nullable(),
    additional_services: z.array(additionalServiceDtoSchema),
    work_item_meetings: z.array(workItemMeetingDtoSchema),
    comments: z.array(commentDtoSchema),
    files: z.array(meetingFileDtoSchema),
    timeline: z.array(workItemEventDtoSchema),
    /** The latest payment of the engagement fee (not of additional services). */
    payment: z
      .object({
        status: z.string(),
        method: z.string().nullable(),
        amount: z.number().int(),
        paid_at: isoDateTime.nullable(),
        checkout_url: z.string().nullable(),
      })
      .nullable(),
    /** What the viewer may do now (the transition table, lib/rules/work-item-transitions.ts). */
    allowed: z.array(workItemActionSchema),
  })
  .meta({ id: 'WorkItemDto' });
export type WorkItemDto = z.infer<typeof workItemDtoSchema>;

export const workItemPageSchema = z
  .object({ results: z.array(workItemSummaryDtoSchema), hasMore: z.boolean(), page: z.number().int() })
  .meta({ id: 'WorkItemPage' });
export type WorkItemPage = z.infer<typeof workItemPageSchema>;

/** POST /api/v1/work-items: the new engagement, a draft or already sent (revision 1). */
export const createdWorkItemSchema = z
  .object({ _id: uuid, status: z.enum(['DRAFT', 'PROPOSAL']), revision: z.number().int() })
  .meta({ id: 'CreatedWorkItem' });

/** Accepting a proposal or buying an additional service: the item now awaiting payment, and where to pay. */
export const workItemCheckoutSchema = z
  .object({ _id: uuid, status: z.literal('PAYMENT_PENDING'), checkout_url: z.string() })
  .meta({ id: 'WorkItemCheckout' });

/** Something created, changed or removed in an engagement: its id. */
export const workItemRefSchema = z.object({ _id: uuid }).meta({ id: 'WorkItemRef' });

/** GET work-items/{id}/meetings/slots: the lawyer's free starts per day (YYYY-MM-DD in the viewer's zone). */
export const workItemSlotsSchema = z
  .object({
    duration: z.union([z.literal(30), z.literal(60)]),
    calendar: z.record(isoDate, z.array(z.object({ start_time: isoDateTime }))),
  })
  .meta({ id: 'WorkItemSlots' });
