/** @jest-environment jsdom */
import { act } from 'react';
import { actUntil, recordFetch, useDomRoot } from '@/lib/test/dom';
import { PhoneSection } from './phone-section';

// Issue 63: whether a number abroad can be added is the server's word (`texts_abroad`); where it
// cannot (Semaphore alone), the form says plainly that texts go only to +63 numbers and that e-mail
// and push carry the reminders — in the page's language — and shows the server's refusal of one.
const dom = useDomRoot();

const ONLY_PHILIPPINE_EN =
  'We text only Philippine mobile numbers (+63). If your number is abroad, your reminders come by e-mail and push notifications.';
const ONLY_PHILIPPINE_FIL =
  'Sa mga mobile number sa Pilipinas (+63) lang kami nagte-text. Kung nasa ibang bansa ang number mo, darating ang mga paalala mo sa e-mail at push notification.';
const REFUSED = 'We can text only Philippine mobile numbers (+63 9…). Your reminders still come by e-mail and push notifications.';

const REFUSED_FIL =
  'Mga mobile number lang sa Pilipinas (+63 9…) ang kaya naming i-text. Darating pa rin ang mga paalala mo sa e-mail at push notification.';

const note = () => dom.container.querySelector('[data-testid="phone-only-philippine"]');

it('with Semaphore alone, the form says texts go only to +63 numbers and e-mail and push carry the reminders', () => {
  dom.render(<PhoneSection initialPhone={{ phone: null, texts_abroad: false }} />);
  expect(note()?.textContent).toBe(ONLY_PHILIPPINE_EN);
  expect(dom.container.textContent).toContain('A Philippine mobile number, like 0917 123 4567.');
});

it('says it in Filipino on a Filipino page', () => {
  dom.render(<PhoneSection initialPhone={{ phone: null, texts_abroad: false }} />, { locale: 'fil' });
  expect(note()?.textContent).toBe(ONLY_PHILIPPINE_FIL);
});

it('where numbers abroad are texted, it asks for the country code instead, and says nothing of +63 only', () => {
  dom.render(<PhoneSection initialPhone={{ phone: null, texts_abroad: true }} />);
  expect(note()).toBeNull();
  expect(dom.container.textContent).toContain(
    'A mobile number, like 0917 123 4567. Abroad? Type it with its country code, like +971 50 123 4567.',
  );
});

it.each([
  ['en', REFUSED],
  ['fil', REFUSED_FIL],
] as const)("shows the server's refusal of a number abroad under the field (%s)", async (locale, words) => {
  const calls = recordFetch(() => ({
    status: 400,
    body: { code: 'phone.weTextOnlyPhilippine', message: REFUSED, key: 'PHONE_UNREACHABLE', status: 400 },
  }));
  dom.render(<PhoneSection initialPhone={{ phone: null, texts_abroad: false }} />, { locale });
  const input = dom.container.querySelector('input[type="tel"]') as HTMLInputElement;
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  await act(async () => {
    setValue.call(input, '+971 50 123 4567');
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await act(async () => {
    (dom.container.querySelector('form') as HTMLFormElement).requestSubmit();
  });
  await actUntil(() => (dom.container.textContent ?? '').includes(words));
  expect(calls.map((c) => [c.method, c.body])).toEqual([['PUT', { phone: '+971501234567' }]]);
  expect(dom.container.textContent).toContain(words);
  expect(input.getAttribute('aria-invalid')).toBe('true');
});
