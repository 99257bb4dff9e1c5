/** @jest-environment jsdom */
import { act } from 'react';
import { recordFetch, useDomRoot } from '@/lib/test/dom';
import { VerifyLetterForm } from './verify-letter-form';

const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push, refresh: jest.fn() }) }));

// Issue 57: the letter tells people to type its code on /verify-letter — a code typed alone opens the
// code's page (which says which letter it is) instead of asking for a PDF.
const dom = useDomRoot();
let calls: ReturnType<typeof recordFetch>;
beforeEach(() => {
  push.mockClear();
  calls = recordFetch(() => ({ status: 500, body: { message: 'no' } }));
});

async function type(value: string) {
  const input = dom.container.querySelector('input[type="text"]') as HTMLInputElement;
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  await act(async () => {
    setter.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
const submit = () =>
  act(async () => {
    dom.container.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  });
const alert = () => dom.container.querySelector('[role="alert"]')?.textContent;

it('a code typed alone, as read off the letter, opens that code’s page (in the page’s language)', async () => {
  dom.render(<VerifyLetterForm />, { locale: 'fil' });
  await type('el 7k3q 9m2x ab4c');
  await submit();
  expect(push).toHaveBeenCalledWith('/fil/verify-letter/EL-7K3Q-9M2X-AB4C');
  expect(alert()).toBeUndefined();
  expect(calls).toHaveLength(0);
});

it('says what is missing in words: nothing typed, a code that is not one, and on a code’s own page the PDF', async () => {
  dom.render(<VerifyLetterForm />);
  await submit();
  expect(alert()).toBe('Choose the PDF to check, or enter the code printed on the letter.');
  await type('EL-123');
  await submit();
  expect(alert()).toBe('Enter the code printed on the letter, e.g. EL-7K3Q-9M2X-AB4C.');
  expect(push).not.toHaveBeenCalled();
});

it('on a code’s own page, without a file it asks for the PDF to check against that code', async () => {
  dom.render(<VerifyLetterForm code="EL-7K3Q-9M2X-AB4C" />, { locale: 'fil' });
  await submit();
  expect(alert()).toBe('Piliin ang PDF na susuriin.');
  expect(push).not.toHaveBeenCalled();
});

it('a written answer’s or a legal-aid hours report’s code opens its own page (issues 60 and 61), no file asked', async () => {
  dom.render(<VerifyLetterForm />);
  await type('la 7k3q 9m2x ab4c');
  await submit();
  expect(push).toHaveBeenCalledWith('/verify-letter/LA-7K3Q-9M2X-AB4C');
  await type('WQ-7K3Q-9M2X-AB4C');
  await submit();
  expect(push).toHaveBeenLastCalledWith('/verify-letter/WQ-7K3Q-9M2X-AB4C');
  expect(alert()).toBeUndefined();
  expect(calls).toHaveLength(0);
});
