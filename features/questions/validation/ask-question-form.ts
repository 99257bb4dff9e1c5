import { z } from '@/lib/validation/zod';
import { issueMessage } from '@/lib/errors/issue';
import { QUESTION_LIMITS } from '@/features/questions/rules/written-questions';
import { PARTY_NAME_MAX } from './ask-question-checks';
import { requiredText } from '@/lib/validation/fields';

// Issue 60: the ask form's fields as the client sends them to checkout (the draft saved on the way may
// be incomplete; the handler's updateQuestionSchema holds the same limits). The form itself checks with
// askFormIssues (ask-question-checks.ts: the same bounds and codes, no zod); this schema is what they agree with.

export const askQuestionFormSchema = z.object({
  facts: requiredText(QUESTION_LIMITS.facts),
  wants: requiredText(QUESTION_LIMITS.wants),
  parties: z
    .array(z.object({ name: requiredText(PARTY_NAME_MAX) }))
    .min(QUESTION_LIMITS.otherPartiesMin, issueMessage('validation.tooFewItems', { min: QUESTION_LIMITS.otherPartiesMin }))
    .max(QUESTION_LIMITS.otherPartiesMax, issueMessage('validation.tooManyItems', { max: QUESTION_LIMITS.otherPartiesMax })),
  language: z.enum(['en', 'fil']),
  pool_ok: z.boolean(),
});

/** The follow-up and the lawyer's answers: one text. */
export const questionTextFormSchema = (max: number) => z.object({ body: requiredText(max) });
