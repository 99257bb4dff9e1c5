/** @jest-environment jsdom */
import { act } from 'react';
import { MESSAGES } from '@/lib/validation/messages';
import { actUntil, recordFetch, useDomRoot } from '@/lib/test/dom';
import { CustomerSignUpForm } from './customer-sign-up-form';
import { LawyerSignUpForm } from './lawyer-sign-up-form';

jest.mock('sonner', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), refresh: jest.fn(), replace: jest.fn() }),
  usePathname: () => '/signup/lawyer',
  useSearchParams: () => new URLSearchParams(),
}));

// Issue 45: an empty lawyer sign-up showed eleven identical "Please provide a value." and named no
// field. The spec fixes that message (§5), so it stays, letter for letter, beside each field; the
// field's name comes with it through the label, and a summary at the top names every one.
const dom = useDomRoot();
beforeEach(() => recordFetch(() => ({ status: 202, body: { message: 'ok' } })));

const summary = () => dom.container.querySelector<HTMLElement>('[data-testid="form-error-summary"]');
async function submitEmpty() {
  await act(async () => {
    dom.container.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  });
  await actUntil(() => summary() !== null);
}
/** The fields the summary names, in order. */
const lines = () => [...summary()!.querySelectorAll('li')].map((li) => li.textContent);
/** A control's name (its <label>) and the message it is described by. */
function named(control: HTMLElement): { name: string; message: string } {
  const label = control.id ? dom.container.querySelector(`label[for="${control.id}"]`) : null;
  const described = (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .find((text) => text === MESSAGES.required);
  return { name: label?.textContent ?? control.querySelector('legend')?.textContent ?? '', message: described ?? '' };
}

it('an empty lawyer sign-up names every field it needs, each beside the spec’s own message', async () => {
  dom.render(<LawyerSignUpForm />);
  await submitEmpty();
  expect(summary()!.getAttribute('role')).toBe('alert');
  const required = [
    'First name',
    'Last name',
    'Password',
    'Confirm password',
    'Roll of Attorneys number',
    'IBP number',
    'Areas of law',
    'Languages',
    'IBP ID',
    'Government ID',
  ];
  expect(summary()!.textContent).toContain('Please check these 12 fields:');
  expect(lines()).toEqual([...required.slice(0, 2), 'Email', ...required.slice(2), 'Terms of Service and Privacy Policy']);
  // Beside each field, the message is the spec's exactly, and the field it describes is named by its label.
  const invalid = [...dom.container.querySelectorAll<HTMLElement>('[aria-invalid="true"], fieldset[aria-describedby]')];
  const pairs = invalid.map(named).filter((p) => p.message === MESSAGES.required);
  expect(pairs.map((p) => p.name)).toEqual(expect.arrayContaining(required));
  expect([...dom.container.querySelectorAll('p')].filter((p) => p.textContent === MESSAGES.required)).toHaveLength(required.length);
  // A summary line takes the focus to its field (once the submit has put it on the first invalid one).
  const focusedLabel = () => dom.container.querySelector(`label[for="${document.activeElement?.id}"]`)?.textContent;
  await actUntil(() => focusedLabel() !== undefined);
  await act(async () => [...summary()!.querySelectorAll('button')].find((b) => b.textContent === 'IBP number')!.click());
  await actUntil(() => focusedLabel() === 'IBP number');
  expect(focusedLabel()).toBe('IBP number');
});

it('an empty client sign-up names its fields too', async () => {
  dom.render(<CustomerSignUpForm providers={[]} />);
  await submitEmpty();
  expect(lines()).toEqual(['First name', 'Last name', 'Email', 'Password', 'Confirm password', 'Terms of Service and Privacy Policy']);
  // Beside the e-mail field: the spec's own words for it (§5 "Required email").
  const email = dom.container.querySelector<HTMLInputElement>('input[type="email"]')!;
  expect(document.getElementById(email.getAttribute('aria-describedby')!)!.textContent).toBe(MESSAGES.requiredEmail);
});
