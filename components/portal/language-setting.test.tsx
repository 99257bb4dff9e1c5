/** @jest-environment jsdom */
import { act } from 'react';
import { toast } from 'sonner';
import { actUntil, recordFetch, useDomRoot } from '@/lib/test/dom';
import { goTo } from './go-to';
import { LanguageChoice } from './language-choice';

jest.mock('sonner', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));
jest.mock('./go-to', () => ({ goTo: jest.fn() }));
jest.mock('next/navigation', () => ({ usePathname: () => '/fil/customer-portal/account-settings' }));

// Issue 57 item 8: the account settings' own language setting — the account's saved language chosen,
// saved through the header switch's endpoint, and the site then opens in it.
const dom = useDomRoot();
beforeEach(() => jest.mocked(goTo).mockClear());

const radio = (value: string) => dom.container.querySelector<HTMLInputElement>(`input[type="radio"][value="${value}"]`)!;
const submit = () =>
  act(async () => {
    dom.container.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  });

it('shows the language saved on the account, in Filipino words, and switching to English saves it and opens the English page', async () => {
  const calls = recordFetch(() => ({ status: 200, body: { language: 'en' } }));
  dom.render(<LanguageChoice language="fil" />, { locale: 'fil' });
  const text = dom.container.textContent ?? '';
  expect(text).toContain('Sa wikang ito bubukas ang site');
  expect(text).toContain('English (Ingles)');
  expect(text).toContain('Filipino (Tagalog)');
  expect(dom.container.querySelector('button[type="submit"]')?.textContent).toBe('I-save ang wika');
  expect(radio('fil').checked).toBe(true);
  expect(radio('en').checked).toBe(false);
  await act(async () => radio('en').click());
  await submit();
  await actUntil(() => jest.mocked(goTo).mock.calls.length > 0);
  expect(calls).toEqual([expect.objectContaining({ method: 'PUT', body: { language: 'en' } })]);
  expect(calls[0].url).toMatch(/\/api\/v1\/auth\/account\/language$/);
  expect(toast.success).toHaveBeenCalledWith('Na-save ang wika');
  // The switch's address (issue 72): the choice is recorded for this browser as the page opens in English.
  expect(goTo).toHaveBeenCalledWith('/customer-portal/account-settings?hl=en');
});

it('the account in English on an English page: the English words; a refused save says so and goes nowhere', async () => {
  const calls = recordFetch(() => ({ status: 500, body: { message: 'Down' } }));
  dom.render(<LanguageChoice language="en" />);
  expect(dom.container.textContent).toContain('Filipino (Tagalog)');
  expect(dom.container.querySelector('button[type="submit"]')?.textContent).toBe('Save language');
  expect(radio('en').checked).toBe(true);
  await act(async () => radio('fil').click());
  await submit();
  await actUntil(() => jest.mocked(toast.error).mock.calls.length > 0);
  expect(calls.map((c) => c.body)).toEqual([{ language: 'fil' }]);
  expect(toast.error).toHaveBeenCalledWith('The language was not saved. Please try again.');
  expect(goTo).not.toHaveBeenCalled();
});
