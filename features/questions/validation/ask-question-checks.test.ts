import { askQuestionFormSchema, questionTextFormSchema } from './ask-question-form';
import { askFormIssues, textFormIssues, type AskQuestionForm } from './ask-question-checks';
import { QUESTION_LIMITS } from '@/features/questions/rules/written-questions';

// Issue 60: the ask form checks in plain code (no zod in the browser); the zod schema is what it must
// agree with, field by field and message by message, so the two cannot drift apart.
const good: AskQuestionForm = {
  facts: 'My employer has not paid my last two salaries.',
  wants: 'How do I get them?',
  parties: [{ name: 'Sample Trading Corp.' }],
  language: 'en',
  pool_ok: true,
};

function zodIssues(values: AskQuestionForm): Record<string, string> {
  const parsed = askQuestionFormSchema.safeParse(values);
  if (parsed.success) return {};
  const out: Record<string, string> = {};
  for (const issue of parsed.error.issues) out[issue.path.join('.')] ??= issue.message;
  return out;
}

const cases: [string, Partial<AskQuestionForm>][] = [
  ['complete', {}],
  ['empty facts', { facts: '' }],
  ['blank wants', { wants: '   \n ' }],
  ['facts at the limit', { facts: 'a'.repeat(QUESTION_LIMITS.facts) }],
  ['facts past the limit', { facts: 'a'.repeat(QUESTION_LIMITS.facts + 1) }],
  ['facts at the limit once trimmed', { facts: ` ${'a'.repeat(QUESTION_LIMITS.facts)} ` }],
  ['wants past the limit', { wants: 'b'.repeat(QUESTION_LIMITS.wants + 1) }],
  ['a NUL', { facts: 'a\u0000b' }],
  ['no party', { parties: [] }],
  ['an empty party', { parties: [{ name: 'Ana' }, { name: ' ' }] }],
  ['a long party name', { parties: [{ name: 'x'.repeat(201) }] }],
  ['six parties', { parties: Array.from({ length: 6 }, (_, i) => ({ name: `P${i}` })) }],
];

describe('askFormIssues', () => {
  it.each(cases)('agrees with askQuestionFormSchema: %s', (_name, over) => {
    const values = { ...good, ...over };
    expect(askFormIssues(values)).toEqual(zodIssues(values));
  });

  it('refuses what the schema refuses with the same codes', () => {
    expect(askFormIssues({ ...good, facts: 'a'.repeat(3_001) })).toEqual({ facts: 'validation.tooLong {"max":3000}' });
    expect(askFormIssues({ ...good, wants: '' })).toEqual({ wants: 'common.required' });
  });
});

describe('textFormIssues', () => {
  it.each(['', '  ', 'ok', 'x'.repeat(QUESTION_LIMITS.wants + 1), 'a\u0000'])('agrees with questionTextFormSchema: %j', (body) => {
    const parsed = questionTextFormSchema(QUESTION_LIMITS.wants).safeParse({ body });
    const expected = parsed.success ? {} : { body: parsed.error.issues[0].message };
    expect(textFormIssues({ body }, QUESTION_LIMITS.wants)).toEqual(expected);
  });
});
