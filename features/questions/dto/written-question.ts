// Written questions' wire types (issue 60): the client's full view, the lawyer's offer view (the
// problem and the other parties only, until they take it), the lists.
import { z } from 'zod';
import { areaValueSchema } from '@/lib/dto/search';
import { isoDateTime, uuid } from '@/lib/dto/wire';

const QUESTION_STATUSES = ['DRAFT', 'PAYMENT_PENDING', 'WAITING', 'TAKEN', 'ANSWERED', 'FOLLOW_UP', 'CLOSED', 'REFUNDED'] as const;
const ACTIONS = ['edit', 'delete', 'checkout', 'take', 'decline', 'answer', 'follow-up', 'follow-up-answer'] as const;

const fileSchema = z.object({ _id: uuid, name: z.string(), size: z.number().int(), content_type: z.string(), url: z.string() });

const messageSchema = z.object({
  kind: z.enum(['answer', 'follow-up', 'follow-up-answer']),
  body: z.string(),
  created_at: isoDateTime,
  files: z.array(fileSchema),
});

/** The client's review of the answer (POST questions/{id}/review), as a meeting's review. */
export const questionReviewDtoSchema = z.object({
  _id: uuid,
  question_id: uuid,
  rating: z.number().int(),
  comment: z.string().nullable(),
  created_at: isoDateTime,
  updated_at: isoDateTime,
});
export type QuestionReviewDto = z.infer<typeof questionReviewDtoSchema>;

const common = {
  _id: uuid,
  status: z.enum(QUESTION_STATUSES),
  problem: z.number().int(),
  other_parties: z.array(z.string()),
  language: z.enum(['en', 'fil']),
  price_centavos: z.number().int().nullable(),
  /** A free legal-aid question (issue 61): no price, no payment; its answer states the minutes it took. */
  legal_aid: z.boolean(),
  take_due_at: isoDateTime.nullable(),
  allowed: z.array(z.enum(ACTIONS)),
};

/** What the lawyer it is offered to reads before taking it: no facts, no question, no files (the conflict check first). */
const questionOfferSchema = z.object({ ...common, view: z.literal('offer') }).strict();

/** The client's view, and the lawyer's once they took it. */
const questionFullSchema = z
  .object({
    ...common,
    view: z.literal('full'),
    lawyer: z.object({ _id: uuid, name: z.string() }),
    customer: z.object({ _id: uuid, first_name: z.string() }),
    facts: z.string(),
    wants: z.string(),
    pool_ok: z.boolean(),
    scope_statement_version: z.string().nullable(),
    taken_at: isoDateTime.nullable(),
    answer_due_at: isoDateTime.nullable(),
    answered_at: isoDateTime.nullable(),
    follow_up_due_at: isoDateTime.nullable(),
    closed_at: isoDateTime.nullable(),
    created_at: isoDateTime,
    files: z.array(fileSchema),
    messages: z.array(messageSchema),
    /** Whether this viewer may review the answer now (mayReviewQuestion), and their review if written. */
    can_review: z.boolean(),
    review: questionReviewDtoSchema.nullable(),
  })
  .strict();

export const questionViewSchema = z.discriminatedUnion('view', [questionOfferSchema, questionFullSchema]);
export type QuestionView = z.infer<typeof questionViewSchema>;

/** GET questions: a client's questions, or the questions a lawyer has now or answered (each as that viewer may read it). */
export const questionListSchema = z.object({ questions: z.array(questionViewSchema) });

/** POST questions: the new draft; DELETE questions/{id}: the draft deleted. */
export const questionRefSchema = z.object({ _id: uuid });

/** POST questions/{id}/checkout: the provider's checkout to send the client to. */
export const questionCheckoutSchema = z.object({ _id: uuid, status: z.literal('PAYMENT_PENDING'), checkout_url: z.string() });

/** POST questions/{id}/proposal-request: when the client asked the lawyer for a proposal (the first time). */
export const proposalRequestSchema = z.object({ requested_at: isoDateTime });

/** POST questions/{id}/decline: passed on to another lawyer of the field, or refunded in full. */
export const questionDeclinedSchema = z.object({ outcome: z.enum(['moved', 'refunded']) });

/** PUT lawyers/profile/question-price: the price now (null: written questions not offered). */
export const questionPriceAnswerSchema = z.object({ price_centavos: z.number().int().nullable() });

/** One lawyer offered instead (issue 72 item 3): listed, answers in writing, handles the problem. */
const fitLawyerSchema = z.object({
  _id: uuid,
  display_name: z.string(),
  picture_url: z.string().nullable(),
  /** Their price of one written question, centavos. */
  question_price: z.number().int(),
  rating: z.number(),
  review_count: z.number().int(),
});

/**
 * GET lawyers/{lawyerId}/written-fit: whether the problem lies outside the lawyer's areas (outsideLawyerAreas,
 * features/questions/rules/question-fit.ts), its area, and — when outside — the lawyers who handle it and answer in writing.
 */
export const questionFitSchema = z.object({
  outside: z.boolean(),
  /** The problem's area. */
  area: areaValueSchema,
  /** The lawyer's own areas, as their profile lists them. */
  lawyer_areas: z.array(areaValueSchema),
  lawyers: z.array(fitLawyerSchema),
});
export type QuestionFit = z.infer<typeof questionFitSchema>;

/**
 * Issue 72 item 1: "Ask in writing" where people start — the cheapest listed lawyer's price of a written answer and how
 * long answers usually take (median minutes of the last ANSWER_TIME_WINDOW_DAYS; null below its samples), or null
 * when no listed lawyer answers in writing. Rendered on the server (home, free legal help), never fetched.
 */
export type WrittenEntry = { from_price: number; median_minutes: number | null; lawyers: number } | null;
