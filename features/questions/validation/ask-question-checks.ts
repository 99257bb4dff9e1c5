// Issue 60: the ask form's checks without zod. A phone on prepaid data sends a question without
// downloading zod (about 90 kB gzip); the handlers keep the zod schemas (ask-question-form.ts,
// written-question.ts), and both read the same bounds (QUESTION_LIMITS, PARTY_NAME_MAX) and give
// the same codes (lib/errors/issue.ts). ask-question-checks.test.ts holds the two to one answer.
import { issueMessage } from '@/lib/errors/issue';
import { QUESTION_LIMITS } from '@/features/questions/rules/written-questions';

/** Characters of one other party's name. */
export const PARTY_NAME_MAX = 200;

/** The ask form's values (the zod schema's input: ask-question-form.ts). */
export type AskQuestionForm = {
  facts: string;
  wants: string;
  parties: { name: string }[];
  language: 'en' | 'fil';
  pool_ok: boolean;
};

/** requiredText's check (lib/validation/fields.ts) in plain code: no NUL, something after trimming, at most `max`. */
function requiredTextIssue(value: unknown, max: number): string | null {
  if (typeof value !== 'string') return issueMessage('common.required');
  if (value.includes('\u0000')) return issueMessage('common.invalidText');
  const trimmed = value.trim();
  if (!trimmed.length) return issueMessage('common.required');
  if (trimmed.length > max) return issueMessage('validation.tooLong', { max });
  return null;
}

/** Each field's issue, by its dotted path (`facts`, `parties.0.name`, `parties`); empty when the form may be sent. */
export function askFormIssues(values: AskQuestionForm): Record<string, string> {
  const issues: Record<string, string> = {};
  const put = (path: string, issue: string | null) => {
    if (issue) issues[path] = issue;
  };
  put('facts', requiredTextIssue(values.facts, QUESTION_LIMITS.facts));
  put('wants', requiredTextIssue(values.wants, QUESTION_LIMITS.wants));
  values.parties.forEach((party, index) => put(`parties.${index}.name`, requiredTextIssue(party.name, PARTY_NAME_MAX)));
  if (values.parties.length < QUESTION_LIMITS.otherPartiesMin)
    put('parties', issueMessage('validation.tooFewItems', { min: QUESTION_LIMITS.otherPartiesMin }));
  if (values.parties.length > QUESTION_LIMITS.otherPartiesMax)
    put('parties', issueMessage('validation.tooManyItems', { max: QUESTION_LIMITS.otherPartiesMax }));
  return issues;
}

/** The follow-up's and the answers' one text (questionTextFormSchema), by path. */
export function textFormIssues(values: { body: string }, max: number): Record<string, string> {
  const issue = requiredTextIssue(values.body, max);
  return issue ? { body: issue } : {};
}
