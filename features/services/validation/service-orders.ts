import { z } from '@/lib/validation/zod';
import { issueMessage } from '@/lib/errors/issue';
import {
  AFFIDAVIT_KINDS,
  MIN_TURNAROUND_DAYS,
  SERVICE_CATALOGUE,
  SERVICE_TYPES,
  SMALL_CLAIMS_MAX_PESOS,
  type ServiceType,
} from '@/features/services/reference/legal-services';
import { DISPUTE_OUTCOMES } from '@/features/services/rules/service-orders';
import { calendarDaySchema, optionalText, requiredText, uuidField } from '@/lib/validation/fields';

// Issue 62, fixed-price services: the bodies shared by the forms, the handlers and the OpenAPI document. The
// intake is one schema per catalogue type (a discriminated union on service_type): the order form draws its
// fields from it, the handler parses with it, the API documents it.

export const SERVICE_TEXT_LIMITS = { story: 3000, short: 200, note: 2000, reason: 2000, answer: 3000 } as const;

const serviceTypeField = z.enum(SERVICE_TYPES, { error: issueMessage('services.unknownService') });

/**
 * One offer in PUT lawyers/profile/services: the type, the price (whole pesos, within the type's bounds), the
 * turnaround, and (issue 72, item 8) the price for sending the letter for the client, for a type that may be sent
 * (its `sending` bounds); null or left out: the client sends it.
 */
const serviceOfferSchema = z
  .object({
    service_type: serviceTypeField,
    price_pesos: z.number().int(),
    turnaround_days: z.number().int(),
    send_price_pesos: z.number().int().nullable().optional(),
  })
  .superRefine((o, ctx) => {
    const spec = SERVICE_CATALOGUE[o.service_type];
    if (o.send_price_pesos != null) {
      if (!spec.sending) ctx.addIssue({ code: 'custom', path: ['send_price_pesos'], message: issueMessage('services.sendingNotForType') });
      else if (o.send_price_pesos < spec.sending.minPesos || o.send_price_pesos > spec.sending.maxPesos)
        ctx.addIssue({
          code: 'custom',
          path: ['send_price_pesos'],
          message: issueMessage('services.sendPriceOutOfBounds', { min: spec.sending.minPesos, max: spec.sending.maxPesos }),
        });
    }
    if (o.price_pesos < spec.minPesos || o.price_pesos > spec.maxPesos)
      ctx.addIssue({
        code: 'custom',
        path: ['price_pesos'],
        message: issueMessage('services.priceOutOfBounds', { min: spec.minPesos, max: spec.maxPesos }),
      });
    if (o.turnaround_days < MIN_TURNAROUND_DAYS || o.turnaround_days > spec.maxDays)
      ctx.addIssue({
        code: 'custom',
        path: ['turnaround_days'],
        message: issueMessage('services.turnaroundOutOfBounds', { min: MIN_TURNAROUND_DAYS, max: spec.maxDays }),
      });
  });

/** PUT lawyers/profile/services: the whole set the lawyer offers (each type at most once; empty: none). */
export const serviceOffersSchema = z.object({
  offers: z
    .array(serviceOfferSchema)
    .max(SERVICE_TYPES.length)
    .refine((offers) => new Set(offers.map((o) => o.service_type)).size === offers.length, issueMessage('services.duplicateOffer')),
});
export type ServiceOffersInput = z.infer<typeof serviceOffersSchema>;

const story = requiredText(SERVICE_TEXT_LIMITS.story);
const short = requiredText(SERVICE_TEXT_LIMITS.short);
const pesos = (max: number) => z.number().int().min(1).max(max);

/** Each type's intake: what the lawyer needs to do the work (the catalogue's "what you provide"; files come as uploads). */
export const SERVICE_INTAKE_SCHEMAS = {
  DEMAND_LETTER: z.object({
    what_happened: story,
    what_you_want: requiredText(SERVICE_TEXT_LIMITS.note),
    amount_claimed_pesos: pesos(100_000_000).optional(),
    comply_within_days: z.number().int().min(5).max(30),
  }),
  DEMAND_REPLY: z.object({
    letter_received_on: calendarDaySchema,
    what_happened: story,
    your_position: requiredText(SERVICE_TEXT_LIMITS.note),
  }),
  CONTRACT_REVIEW: z.object({
    contract_kind: short,
    pages: z
      .number()
      .int()
      .min(1)
      .max(
        SERVICE_CATALOGUE.CONTRACT_REVIEW.maxPages!,
        issueMessage('services.tooManyPages', { max: SERVICE_CATALOGUE.CONTRACT_REVIEW.maxPages! }),
      ),
    concerns: story,
  }),
  LEASE_REVIEW: z.object({
    role: z.enum(['TENANT', 'LANDLORD']),
    monthly_rent_pesos: pesos(10_000_000).optional(),
    concerns: story,
  }),
  AFFIDAVIT: z.object({
    kind: z.enum(AFFIDAVIT_KINDS),
    facts: story,
  }),
  SPA: z.object({
    agent_name: short,
    powers: requiredText(SERVICE_TEXT_LIMITS.note),
    property_or_matter: requiredText(SERVICE_TEXT_LIMITS.note),
    /** The principal signs abroad: before a consul, or a notary abroad and an apostille (the page says which). */
    signing_abroad: z.boolean(),
  }),
  SMALL_CLAIMS_KIT: z.object({
    amount_claimed_pesos: pesos(SMALL_CLAIMS_MAX_PESOS),
    what_happened: story,
    evidence: requiredText(SERVICE_TEXT_LIMITS.note),
  }),
  BARANGAY_COMPLAINT: z.object({
    barangay: short,
    what_happened: story,
    what_you_want: requiredText(SERVICE_TEXT_LIMITS.note),
  }),
} satisfies Record<ServiceType, z.ZodType>;

/** Types whose order names the other party (the lawyer checks conflicts before taking it); optional for the rest. */
export const OTHER_PARTY_REQUIRED: readonly ServiceType[] = [
  'DEMAND_LETTER',
  'DEMAND_REPLY',
  'CONTRACT_REVIEW',
  'LEASE_REVIEW',
  'SMALL_CLAIMS_KIT',
  'BARANGAY_COMPLAINT',
];

const orderBase = {
  lawyer_id: uuidField('lawyer id'),
  /** The other party's name, for the lawyer's conflict check (shown to the lawyer before anything else). */
  other_party_name: optionalText(SERVICE_TEXT_LIMITS.short),
  /** The CPRA §35 statement: the client read that this is a Limited Legal Service. */
  limited_service_accepted: z.literal(true, { error: issueMessage('services.mustAcceptLimited') }),
  /** Issue 72: the lawyer sends the letter (e-mail and registered mail, proof attached), at the offer's sending price. */
  sent_by_lawyer: z.boolean().optional(),
};

const orderOf = <T extends ServiceType>(type: T) =>
  z.object({ ...orderBase, service_type: z.literal(type), intake: SERVICE_INTAKE_SCHEMAS[type] });

/** POST service-orders: the order of one catalogue service from one lawyer's offer (price and turnaround come from the offer). */
export const serviceOrderSchema = z
  .discriminatedUnion('service_type', [
    orderOf('DEMAND_LETTER'),
    orderOf('DEMAND_REPLY'),
    orderOf('CONTRACT_REVIEW'),
    orderOf('LEASE_REVIEW'),
    orderOf('AFFIDAVIT'),
    orderOf('SPA'),
    orderOf('SMALL_CLAIMS_KIT'),
    orderOf('BARANGAY_COMPLAINT'),
  ])
  .superRefine((o, ctx) => {
    if (OTHER_PARTY_REQUIRED.includes(o.service_type) && !o.other_party_name)
      ctx.addIssue({ code: 'custom', path: ['other_party_name'], message: issueMessage('services.otherPartyRequired') });
    if (o.sent_by_lawyer && !SERVICE_CATALOGUE[o.service_type].sending)
      ctx.addIssue({ code: 'custom', path: ['sent_by_lawyer'], message: issueMessage('services.sendingNotForType') });
  });
export type ServiceOrderInput = z.infer<typeof serviceOrderSchema>;

/** POST service-orders/{id}/revision: what to change. */
export const serviceRevisionSchema = z.object({ note: requiredText(SERVICE_TEXT_LIMITS.note) });

/** POST service-orders/{id}/decline: why the lawyer cannot take it (a conflict, outside their practice …). */
export const serviceDeclineSchema = z.object({ reason: requiredText(SERVICE_TEXT_LIMITS.reason) });

/** POST service-orders/{id}/dispute/answer: the lawyer's side. */
export const disputeAnswerSchema = z.object({ text: requiredText(SERVICE_TEXT_LIMITS.answer) });

/** The text fields of the multipart POST service-orders/{id}/deliveries (files: 1–5, documents) and …/dispute (files: 0–5). */
export const deliveryFieldsSchema = z.object({ note: optionalText(SERVICE_TEXT_LIMITS.note) });
export const disputeFieldsSchema = z.object({ reason: requiredText(SERVICE_TEXT_LIMITS.reason) });
export const SERVICE_FILE_LIMITS = { deliveryFilesMax: 5, disputeFilesMax: 5, proofFilesMax: 5 } as const;

/** POST admin/disputes/{id}/decision: no refund, part (whole pesos, less than paid), or all; the reason goes to both. */
export const disputeDecisionSchema = z
  .object({
    outcome: z.enum(DISPUTE_OUTCOMES),
    refund_pesos: z.number().int().min(1).optional(),
    reason: requiredText(SERVICE_TEXT_LIMITS.reason),
  })
  .superRefine((d, ctx) => {
    if (d.outcome === 'PARTIAL' && d.refund_pesos === undefined)
      ctx.addIssue({ code: 'custom', path: ['refund_pesos'], message: issueMessage('services.refundAmountRequired') });
    if (d.outcome !== 'PARTIAL' && d.refund_pesos !== undefined)
      ctx.addIssue({ code: 'custom', path: ['refund_pesos'], message: issueMessage('services.refundAmountOnlyPartial') });
  });
export type DisputeDecisionInput = z.infer<typeof disputeDecisionSchema>;
