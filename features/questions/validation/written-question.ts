import { z } from '@/lib/validation/zod';
import { issueMessage } from '@/lib/errors/issue';
import { findLegalProblem } from '@/lib/reference/legal-problems';
import { DECLINE_REASONS, QUESTION_LIMITS } from '@/features/questions/rules/written-questions';
import { PARTY_NAME_MAX } from './ask-question-checks';
import { INVALID_TEXT, hasNul, requiredText, uuidField } from '@/lib/validation/fields';
import { reviewUpdateSchema } from '@/lib/validation/meetings';
import { lawyerSearchQuerySchema } from '@/lib/validation/search';

// Issue 60: the bodies of "Ask a lawyer in writing", shared by the handlers and the OpenAPI document.

/** Text kept while writing: may be empty in a draft, at most `max` characters. */
const draftText = (max: number) =>
  z
    .string()
    .refine((v) => !hasNul(v), INVALID_TEXT)
    .pipe(z.string().max(max, issueMessage('validation.tooLong', { max })));

const problemField = z
  .number()
  .int()
  .refine((id) => findLegalProblem(id) !== undefined, issueMessage('questions.unknownProblem'));

const partyName = requiredText(PARTY_NAME_MAX);

/** The fields of a draft; a PUT sends any of them. The legal-aid desk's free question reuses them (features/legal-aid/validation/legal-aid.ts). */
export const questionFields = {
  problem: problemField,
  facts: draftText(QUESTION_LIMITS.facts),
  wants: draftText(QUESTION_LIMITS.wants),
  other_parties: z
    .array(partyName)
    .max(QUESTION_LIMITS.otherPartiesMax, issueMessage('validation.tooLong', { max: QUESTION_LIMITS.otherPartiesMax })),
  language: z.enum(['en', 'fil']),
  pool_ok: z.boolean(),
};

/** POST questions: a draft to one lawyer (the lawyer and the problem, the rest as far as written). */
export const createQuestionSchema = z.object({
  lawyer_id: uuidField('lawyer'),
  ...questionFields,
  facts: questionFields.facts.optional(),
  wants: questionFields.wants.optional(),
  other_parties: questionFields.other_parties.optional(),
  language: questionFields.language.optional(),
  pool_ok: questionFields.pool_ok.optional(),
});
export type CreateQuestionInput = z.infer<typeof createQuestionSchema>;

/** PUT questions/{id}: the draft's fields to change. */
export const updateQuestionSchema = z.object(questionFields).partial();
export type UpdateQuestionInput = z.infer<typeof updateQuestionSchema>;

/** POST questions/{id}/decline. */
export const declineQuestionSchema = z.object({ reason: z.enum(DECLINE_REASONS) });

/** POST questions/{id}/take: the lawyer accepts the CPRA §35 statement of this version. */
export const takeQuestionSchema = z.object({ scope_statement_version: z.string().max(40) });

/** The answer, the follow-up and its answer (multipart: `body` and up to 5 `files` where files are allowed). */
export const questionMessageSchema = z.object({ body: requiredText(QUESTION_LIMITS.answer) });

export const followUpSchema = z.object({ body: requiredText(QUESTION_LIMITS.wants) });

/** PUT lawyers/profile/question-price: centavos within the bounds, or null (written questions not offered). */
export const questionPriceSchema = z.object({ price_centavos: z.number().int().nullable() });

/** POST questions/{id}/review: the stars and the words, by the same rules as a meeting's review. */
export const questionReviewSchema = reviewUpdateSchema;

/** GET lawyers/{lawyerId}/written-fit?problem=N (issue 72 item 3): a known legal problem's id. */
export const questionFitQuerySchema = z.object({ problem: lawyerSearchQuerySchema.shape.legal_problem.unwrap() });
