// Test data (not a test) for the written-question suites: a question as each viewer reads it.
import type { QuestionView } from '@/features/questions/api/questions';

export const questionId = '11111111-1111-4111-8111-111111111111';
export const lawyerId = '22222222-2222-4222-8222-222222222222';
export const NOW = Date.parse('2026-11-27T00:00:00Z');

export const draft: Extract<QuestionView, { view: 'full' }> = {
  _id: questionId,
  view: 'full',
  status: 'DRAFT',
  problem: 0,
  other_parties: ['Juan Dela Cruz'],
  language: 'en',
  price_centavos: null,
  legal_aid: false,
  take_due_at: null,
  allowed: ['edit', 'delete', 'checkout'],
  lawyer: { _id: lawyerId, name: 'Ana Reyes' },
  customer: { _id: '33333333-3333-4333-8333-333333333333', first_name: 'Maria' },
  facts: 'My employer did not pay my last two months.',
  wants: 'Can I file at DOLE?',
  pool_ok: true,
  scope_statement_version: null,
  taken_at: null,
  answer_due_at: null,
  answered_at: null,
  follow_up_due_at: null,
  closed_at: null,
  created_at: '2026-11-26T00:00:00Z',
  files: [],
  messages: [],
  can_review: false,
  review: null,
};

export const answered: Extract<QuestionView, { view: 'full' }> = {
  ...draft,
  status: 'ANSWERED',
  price_centavos: 50_000,
  allowed: ['follow-up'],
  scope_statement_version: 'cpra-iii-35-v1',
  taken_at: '2026-11-26T02:00:00Z',
  answered_at: '2026-11-26T10:00:00Z',
  follow_up_due_at: '2026-11-29T10:00:00Z',
  messages: [{ kind: 'answer', body: 'Yes: file a request for assistance at SEnA.', created_at: '2026-11-26T10:00:00Z', files: [] }],
  can_review: true,
};

export const offer: QuestionView = {
  _id: questionId,
  view: 'offer',
  status: 'WAITING',
  problem: 0,
  other_parties: ['Juan Dela Cruz'],
  language: 'fil',
  price_centavos: 50_000,
  legal_aid: false,
  take_due_at: '2026-11-28T12:00:00Z',
  allowed: ['take', 'decline'],
};

export const taken: QuestionView = {
  ...draft,
  status: 'TAKEN',
  price_centavos: 50_000,
  allowed: ['answer'],
  taken_at: '2026-11-26T02:00:00Z',
  answer_due_at: '2026-11-28T02:00:00Z',
};

/** Sets a field's value as typing does (React hears the input event). */
export function typeInto(el: Element | null, value: string) {
  const proto = el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(el, value);
  el!.dispatchEvent(new Event('input', { bubbles: true }));
}
