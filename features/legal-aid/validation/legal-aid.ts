import { z } from '@/lib/validation/zod';
import { issueMessage } from '@/lib/errors/issue';
import { findLegalProblem } from '@/lib/reference/legal-problems';
import { SEARCH_REGIONS } from '@/lib/reference/regions';
import { DECLARATION_LIMITS, DECLINE_ASSESSMENT_REASONS, LEGAL_AID_OFFER_LIMITS } from '@/features/legal-aid/rules/legal-aid';
import { isoInstantSchema, optionalText, requiredText, uuidField } from '@/lib/validation/fields';
import { CALL_TYPES } from '@/lib/validation/meetings';
import { QUESTION_LIMITS } from '@/features/questions/rules/written-questions';
import { questionFields } from '@/features/questions/validation/written-question';
import { lawyerSearchQuerySchema } from '@/lib/validation/search';

// Issue 61, the legal-aid desk: the bodies shared by the forms, the handlers and the OpenAPI document.

const problemField = z
  .number()
  .int()
  .refine((id) => findLegalProblem(id) !== undefined, issueMessage('questions.unknownProblem'));

/** One free 30-minute time a week, in the lawyer's own zone: weekday 0 = Sunday, minutes after midnight. */
const weeklySlotSchema = z.object({
  weekday: z.number().int().min(0).max(6),
  start_minute: z
    .number()
    .int()
    .min(0)
    .max(1440 - LEGAL_AID_OFFER_LIMITS.slotMinutes)
    .refine((m) => m % LEGAL_AID_OFFER_LIMITS.slotMinutes === 0),
});

/** PUT lawyers/profile/legal-aid: the lawyer's offer (off, or free times a week and/or free written answers a month). */
export const legalAidOfferSchema = z.object({
  enabled: z.boolean(),
  weekly_slots: z.array(weeklySlotSchema).max(LEGAL_AID_OFFER_LIMITS.weeklySlotsMax),
  written_per_month: z.number().int().min(0).max(LEGAL_AID_OFFER_LIMITS.writtenPerMonthMax),
});
export type LegalAidOfferInput = z.infer<typeof legalAidOfferSchema>;

/**
 * PUT legal-aid/declaration: the Qualified Beneficiary Declaration in plain words (the Manual's annex asks
 * the household, the income and its source, the property, why the person cannot pay), and the person's
 * agreement that a lawyer will assess it. No document is needed to ask.
 */
export const declarationSchema = z.object({
  household_size: z.number().int().min(1).max(DECLARATION_LIMITS.householdMax),
  /** The household's monthly income in whole pesos (0 allowed). */
  monthly_income_pesos: z.number().int().min(0).max(10_000_000),
  income_source: requiredText(DECLARATION_LIMITS.incomeSource),
  property: optionalText(DECLARATION_LIMITS.property),
  /** Optional: the person's region, for the nearest PAO and IBP offices when they are sent elsewhere. */
  region: z
    .string()
    .refine((r) => SEARCH_REGIONS.includes(r), issueMessage('legalAid.unknownRegion'))
    .nullable()
    .optional(),
  reason: requiredText(DECLARATION_LIMITS.reason),
  agrees_to_assessment: z.literal(true, { error: issueMessage('legalAid.mustAgree') }),
});
export type DeclarationInput = z.infer<typeof declarationSchema>;

/** POST legal-aid/bookings: one of the lawyer's free legal-aid times, at ₱0 and without a checkout. */
export const legalAidBookingSchema = z.object({
  lawyer_id: uuidField('lawyer'),
  start_time: isoInstantSchema,
  call_type: z.enum(CALL_TYPES, { error: issueMessage('meetings.chooseVideoPhone') }),
  problem: problemField,
  subject: requiredText(200),
  description: optionalText(5000),
});
export type LegalAidBookingInput = z.infer<typeof legalAidBookingSchema>;

const filled = (v: string) => v.trim().length > 0;

/**
 * POST legal-aid/questions: a free written question for the desk's queue — the written question's own fields and
 * limits (features/questions/validation/written-question.ts), all required: the problem, what happened, what the person wants to
 * know, the other party's names (the lawyers' conflict check) and the language.
 */
export const legalAidQuestionSchema = z.object({
  problem: problemField,
  facts: questionFields.facts.refine(filled, issueMessage('common.required')),
  wants: questionFields.wants.refine(filled, issueMessage('common.required')),
  other_parties: questionFields.other_parties.min(QUESTION_LIMITS.otherPartiesMin, issueMessage('common.required')),
  language: questionFields.language,
});
export type LegalAidQuestionInput = z.infer<typeof legalAidQuestionSchema>;

/** POST legal-aid/requests/{id}/claim: the lawyer takes a free written question, accepting the CPRA §35 statement. */
export { takeQuestionSchema as claimRequestSchema } from '@/features/questions/validation/written-question';

/** POST legal-aid/requests/{id}/assessment: the lawyer read the declaration and decides. */
export const assessmentSchema = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal('QUALIFIES') }),
  z.object({
    decision: z.literal('DECLINED'),
    reason: z.enum(DECLINE_ASSESSMENT_REASONS),
    note: optionalText(DECLARATION_LIMITS.declineReason),
  }),
]);
export type AssessmentInput = z.infer<typeof assessmentSchema>;

/** GET lawyers/profile/legal-aid/report?format=pdf|csv&period_start=YYYY-MM-01 (a period's first day; default: today's). */
export const legalAidReportQuerySchema = z.object({
  format: z.enum(['pdf', 'csv']),
  period_start: z.iso.date().optional(),
});

/** GET legal-aid/lawyers?problem=: the desk's lawyers, those of the problem's area first when one is given. */
export const legalAidLawyersQuerySchema = z.object({
  problem: lawyerSearchQuerySchema.shape.legal_problem,
});
