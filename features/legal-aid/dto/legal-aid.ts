// The legal-aid desk's wire types (issue 61): a lawyer's offer, the free times, a person's declaration, a
// request as each party may read it, the hours ledger. The declaration is sensitive personal information:
// only its owner, the request's lawyer and admins ever receive it.
import { z } from 'zod';
import { isoDate, isoDateTime, uuid } from '@/lib/dto/wire';

const REQUEST_STATUSES = ['AWAITING_ASSESSMENT', 'QUALIFIED', 'DECLINED', 'COMPLETED', 'CANCELLED', 'REFERRED'] as const;
const DECLINE_REASONS = ['income-above', 'property-above', 'not-legal-aid-matter', 'conflict', 'other'] as const;
const SERVICE_KINDS = ['CONSULTATION', 'WRITTEN_ANSWER', 'DRAFTING'] as const;
const LINE_MEASURES = ['CALL_ATTENDANCE', 'WRITTEN_FIXED', 'STATED'] as const;
const LINE_REVIEWS = ['PENDING', 'APPROVED', 'REJECTED'] as const;

/** GET/PUT lawyers/profile/legal-aid. */
export const legalAidOfferDtoSchema = z.object({
  enabled: z.boolean(),
  weekly_slots: z.array(z.object({ weekday: z.number().int(), start_minute: z.number().int() })),
  written_per_month: z.number().int(),
  /** The lawyer's own zone, in which the weekly times are read. */
  time_zone: z.string(),
});
export type LegalAidOfferDto = z.infer<typeof legalAidOfferDtoSchema>;

/** GET legal-aid/lawyers: the desk's list (only lawyers listed publicly and with an offer on). */
const legalAidLawyerSchema = z.object({
  _id: uuid,
  name: z.string(),
  picture_url: z.string().nullable(),
  areas: z.array(z.string()),
  city: z.string().nullable(),
  /** One of the 18 search regions: the desk lists a person's own region's lawyers first (issue 72). */
  region: z.string().nullable(),
  free_consultations: z.boolean(),
  free_written_answers: z.boolean(),
  /** The first free legal-aid time in the next 14 days, if any. */
  next_free_at: isoDateTime.nullable(),
});
export type LegalAidLawyerDto = z.infer<typeof legalAidLawyerSchema>;
export const legalAidLawyerListSchema = z.object({ lawyers: z.array(legalAidLawyerSchema) });

/** GET lawyers/{id}/legal-aid/slots: the free legal-aid times of the next 14 days. */
export const legalAidSlotsSchema = z.object({
  time_zone: z.string(),
  slots: z.array(z.object({ start: isoDateTime, end: isoDateTime })),
});

/** GET/PUT legal-aid/declaration: the person's own (null: none yet). */
const declarationDtoSchema = z.object({
  _id: uuid,
  household_size: z.number().int(),
  monthly_income_pesos: z.number().int(),
  income_source: z.string(),
  property: z.string(),
  region: z.string().nullable(),
  reason: z.string(),
  agreed_at: isoDateTime,
  updated_at: isoDateTime,
});
export type DeclarationDto = z.infer<typeof declarationDtoSchema>;
export const myDeclarationSchema = z.object({ declaration: declarationDtoSchema.nullable() });

/** A legal-aid request as its client, its lawyer or an admin reads it; `declaration` only for the lawyer and admins. */
export const legalAidRequestSchema = z.object({
  _id: uuid,
  kind: z.enum(['CONSULTATION', 'WRITTEN']),
  status: z.enum(REQUEST_STATUSES),
  problem: z.number().int(),
  area: z.string(),
  client: z.object({ _id: uuid, first_name: z.string(), last_name: z.string() }),
  lawyer: z.object({ _id: uuid, name: z.string() }).nullable(),
  meeting_id: uuid.nullable(),
  start_time: isoDateTime.nullable(),
  question_id: uuid.nullable(),
  /** A WRITTEN request's other parties (the conflict check); [] for a consultation. */
  other_parties: z.array(z.string()),
  /** A WRITTEN request's question, for its client only, until a lawyer takes it (then read through question_id). */
  facts: z.string().nullable(),
  wants: z.string().nullable(),
  decline_reason: z.enum(DECLINE_REASONS).nullable(),
  decline_note: z.string().nullable(),
  assessed_at: isoDateTime.nullable(),
  /** Who assessed the declaration (the request's lawyer), shown with `assessed_at` to both parties (issue 72). */
  assessed_by: z.object({ _id: uuid, name: z.string() }).nullable(),
  created_at: isoDateTime,
  declaration: declarationDtoSchema.nullable(),
  /** What the reader may do now: the lawyer's `assess` while awaiting, either party's `cancel` while open. */
  allowed: z.array(z.enum(['assess', 'cancel'])),
});
export type LegalAidRequestDto = z.infer<typeof legalAidRequestSchema>;
export const legalAidRequestListSchema = z.object({ requests: z.array(legalAidRequestSchema) });

/**
 * GET legal-aid/queue: the unclaimed free written questions of the lawyer's areas, oldest first — the problem, the
 * area, the other parties and how long it waits; never the facts, the question nor the declaration.
 */
export const legalAidQueueSchema = z.object({
  written_per_month: z.number().int(),
  /** Free written questions the lawyer may still take this month (Manila). */
  written_left: z.number().int(),
  questions: z.array(
    z.object({
      _id: uuid,
      problem: z.number().int(),
      area: z.string(),
      other_parties: z.array(z.string()),
      waiting_since: isoDateTime,
      waiting_hours: z.number().int(),
    }),
  ),
});
export type LegalAidQueueDto = z.infer<typeof legalAidQueueSchema>;

/** POST legal-aid/bookings: the request and its meeting (CONFIRMED, ₱0). */
export const legalAidBookingRefSchema = z.object({ _id: uuid, meeting_id: uuid });

/**
 * One ledger line (a service given), as the lawyer's hours page and report list it: how its minutes were measured
 * (issue 73: the call's attendance, the desk's fixed figure for a written answer, or stated — older lines) and the
 * desk's review (it counts once APPROVED; a REJECTED line says why and never counts).
 */
const legalAidServiceSchema = z.object({
  _id: uuid,
  service_date: isoDate,
  kind: z.enum(SERVICE_KINDS),
  minutes: z.number().int(),
  measure: z.enum(LINE_MEASURES),
  review: z.enum(LINE_REVIEWS),
  review_note: z.string().nullable(),
  beneficiary_initials: z.string(),
  area: z.string(),
});

/** GET lawyers/profile/legal-aid/hours: a period's lines and totals against the 60 hours (approved lines only count). */
export const legalAidHoursSchema = z.object({
  period: z.object({ start: isoDate, end: isoDate }),
  required_minutes: z.number().int(),
  /** The approved lines' minutes: what the report counts. */
  total_minutes: z.number().int(),
  /** The minutes of the lines still waiting for the desk. */
  pending_minutes: z.number().int(),
  services: z.array(legalAidServiceSchema),
  /** The periods that have lines, newest first (the report's choices), with their approved minutes. */
  periods: z.array(z.object({ start: isoDate, end: isoDate, total_minutes: z.number().int() })),
});
export type LegalAidHoursDto = z.infer<typeof legalAidHoursSchema>;

/** PUT admin/legal-aid/services/{id} (issue 73 item 2): the desk's decision on one ledger line. */
export const legalAidLineDecisionSchema = z.object({
  _id: uuid,
  review: z.enum(['APPROVED', 'REJECTED']),
  reviewed_at: isoDateTime,
});
export type LegalAidLineDecisionDto = z.infer<typeof legalAidLineDecisionSchema>;
