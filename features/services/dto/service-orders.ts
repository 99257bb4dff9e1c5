// Issue 62, fixed-price services: the wire types — a lawyer's offers, an order as each party reads it, its
// deliveries and dispute, the admin's disputes, a lawyer's answer time. Case facts (the intake, the other party,
// files) go only to the order's two parties and admins deciding its dispute.
import { z } from 'zod';
import { SERVICE_TYPES } from '@/features/services/reference/legal-services';
import { DISPUTE_OUTCOMES, SERVICE_CANCEL_REASONS, SERVICE_ORDER_STATUSES } from '@/features/services/rules/service-orders';
import { isoDateTime, uuid } from '@/lib/dto/wire';

const ACTIONS = [
  'sign',
  'pay',
  'withdraw',
  'take',
  'decline',
  'deliver',
  'accept',
  'revise',
  'cancel-late',
  'dispute',
  'answer-dispute',
  'attach-proof',
] as const;

/** One offer, as the profile, search cards and the portal show it ("Demand letter · ₱4,500 · in 3 days"). */
export const serviceOfferDtoSchema = z.object({
  service_type: z.enum(SERVICE_TYPES),
  price_pesos: z.number().int(),
  turnaround_days: z.number().int(),
  /** Included revisions (from the catalogue). */
  revisions: z.number().int(),
});
export type ServiceOfferDto = z.infer<typeof serviceOfferDtoSchema>;

/**
 * An offer as the lawyer's editor and the public profile show it: with (issue 72, item 8) the lawyer's price for
 * sending the letter for the client (e-mail and registered mail, proof of sending attached); null: the client sends it.
 * The search cards keep the short line (serviceOfferDtoSchema).
 */
const ownServiceOfferDtoSchema = serviceOfferDtoSchema.extend({ send_price_pesos: z.number().int().nullable() });
export type OwnServiceOfferDto = z.infer<typeof ownServiceOfferDtoSchema>;

/** GET/PUT lawyers/profile/services; the `services` of a public profile (GET lawyers/{id}). */
export const serviceOffersDtoSchema = z.object({ offers: z.array(ownServiceOfferDtoSchema) });
export type ServiceOffersDto = z.infer<typeof serviceOffersDtoSchema>;

/** A lawyer's median answer time over the last 90 days (null below 3 answers): profile and dashboard. */
export const answerTimeDtoSchema = z.object({ median_minutes: z.number(), samples: z.number().int() }).nullable();
export type AnswerTimeDto = z.infer<typeof answerTimeDtoSchema>;

const fileRefSchema = z.object({
  _id: uuid,
  name: z.string(),
  size: z.number().int(),
  content_type: z.string(),
  /** Issue 62: the lawyer's file name seems to ask the client to pay outside Abogado (asksToPayOffPlatform); the client's view only. */
  off_platform: z.boolean().optional(),
});

const serviceDeliveryDtoSchema = z.object({
  _id: uuid,
  number: z.number().int(),
  note: z.string().nullable(),
  /** Issue 62: the note seems to ask the client to pay outside Abogado (asksToPayOffPlatform); the client's view only. */
  note_off_platform: z.boolean().optional(),
  delivered_at: isoDateTime,
  /** Delivered after its due date (lets the client cancel for a full refund until accepted). */
  late: z.boolean(),
  files: z.array(fileRefSchema),
});
export type ServiceDeliveryDto = z.infer<typeof serviceDeliveryDtoSchema>;

export const serviceDisputeDtoSchema = z.object({
  _id: uuid,
  reason: z.string(),
  opened_at: isoDateTime,
  answer_by: isoDateTime,
  answer: z.string().nullable(),
  answered_at: isoDateTime.nullable(),
  files: z.array(fileRefSchema),
  outcome: z.enum(DISPUTE_OUTCOMES).nullable(),
  refund_pesos: z.number().nullable(),
  decision_reason: z.string().nullable(),
  decided_at: isoDateTime.nullable(),
});
export type ServiceDisputeDto = z.infer<typeof serviceDisputeDtoSchema>;

/** The order of a work item of kind SERVICE (the `service_order` of GET work-items/{id}; GET service-orders/{id}). */
export const serviceOrderDtoSchema = z.object({
  /** The work item's id (one order per work item). */
  _id: uuid,
  service_type: z.enum(SERVICE_TYPES),
  status: z.enum(SERVICE_ORDER_STATUSES),
  price_pesos: z.number(),
  turnaround_days: z.number().int(),
  revisions_included: z.number().int(),
  revisions_used: z.number().int(),
  other_party_name: z.string().nullable(),
  /** The intake as the client gave it (keys of the type's schema in features/services/validation/service-orders.ts). */
  intake: z.record(z.string(), z.unknown()),
  ordered_at: isoDateTime,
  paid_at: isoDateTime.nullable(),
  /** Until when the lawyer may take (countersign) a paid order. */
  take_by: isoDateTime.nullable(),
  countersigned_at: isoDateTime.nullable(),
  due_at: isoDateTime.nullable(),
  /** Until when a dispute may be opened (7 days after the last delivery). */
  dispute_until: isoDateTime.nullable(),
  cancel_reason: z.enum(SERVICE_CANCEL_REASONS).nullable(),
  decline_reason: z.string().nullable(),
  /** What the viewer may do now (allowedServiceOrderActions). */
  allowed: z.array(z.enum(ACTIONS)),
  deliveries: z.array(serviceDeliveryDtoSchema),
  dispute: serviceDisputeDtoSchema.nullable(),
  /** The deliverable is signed before a notary (SPA, affidavit): the page links to booking one once delivered. */
  notarized: z.boolean(),
  /**
   * Issue 72, item 8: who sends the letter — the lawyer (e-mail and registered mail, at `send_price_pesos`, part of
   * `price_pesos`), or the client (false, null). The lawyer's proof of sending, oldest first.
   */
  sent_by_lawyer: z.boolean(),
  send_price_pesos: z.number().nullable(),
  sending_proof: z.array(fileRefSchema.extend({ attached_at: isoDateTime })),
});
export type ServiceOrderDto = z.infer<typeof serviceOrderDtoSchema>;

/** POST service-orders: the new order's work item (the page to go to: its letter to sign, then the checkout). */
export const serviceOrderCreatedSchema = z.object({ work_item_id: uuid });

/** GET admin/disputes: open ones first, then decided ones of the last 90 days — the order's dispute, with whose it is. */
export const adminDisputeSchema = serviceDisputeDtoSchema.extend({
  work_item_id: uuid,
  service_type: z.enum(SERVICE_TYPES),
  client_name: z.string(),
  lawyer_name: z.string(),
  paid_pesos: z.number(),
});
export const adminDisputeListSchema = z.object({ disputes: z.array(adminDisputeSchema) });
export type AdminDisputeDto = z.infer<typeof adminDisputeSchema>;
