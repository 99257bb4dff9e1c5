/** @jest-environment jsdom */
import { act } from 'react';
import { actUntil, recordFetch, useDomRoot, type RecordedCall } from '@/lib/test/dom';
import { NotaryBooking } from './notary-booking';

const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push, refresh: jest.fn() }) }));

// Issue 43: on the public notary page a visitor picks a service and a free time, sees the fee, and
// books — paid online (the checkout) or at the office (the appointment's page); a visitor signs in
// first with the choice kept in the callback.
const dom = useDomRoot();
const notaryId = '11111111-1111-4111-8111-111111111111';
const meetingId = '22222222-2222-4222-8222-222222222222';
const day = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
const slotA = `${day}T01:00:00.000Z`;
const slotB = `${day}T01:15:00.000Z`;
const offers = [
  { service: 'affidavit-of-loss', fee_centavos: 35_000, duration_minutes: 30 },
  { service: 'jurat', fee_centavos: 20_000, duration_minutes: 15 },
];
const slots = (service: string) => ({
  service,
  fee_centavos: 35_000,
  duration_minutes: 30,
  calendar: { [day]: [{ start_time: slotA }, { start_time: slotB }] },
});

let calls: RecordedCall[];
let answer: (call: RecordedCall) => { status: number; body: unknown };
beforeEach(() => {
  push.mockReset();
  answer = (call) =>
    call.method === 'GET'
      ? { status: 200, body: slots(new URL(call.url, 'http://x').searchParams.get('service')!) }
      : { status: 200, body: { _id: meetingId, checkout_url: null } };
  calls = recordFetch((call) => answer(call));
  window.history.replaceState(null, '', '/notary-public/profile/x');
});

const button = (name: string) => [...dom.container.querySelectorAll('button')].find((b) => b.textContent === name);
const timeButton = () => dom.container.querySelectorAll('[role="group"]')[1].querySelectorAll('button')[1] as HTMLButtonElement;

async function render(payAtOffice = true, locale: 'en' | 'fil' = 'en') {
  dom.render(<NotaryBooking notaryId={notaryId} offers={offers} payAtOffice={payAtOffice} path="/notary-public/profile/x" />, { locale });
  await actUntil(() => dom.container.querySelectorAll('[role="group"]').length === 2);
}

it('shows the fee and length, books the chosen time to pay at the office, and opens the appointment', async () => {
  await render();
  expect(calls[0].url).toBe(`/api/v1/notary-public/slots?notary_id=${notaryId}&service=affidavit-of-loss`);
  expect(dom.container.querySelector('[data-testid="booking-summary"]')!.textContent).toContain('₱350');
  expect(button('Book this time')!.disabled).toBe(true);
  await act(async () => timeButton().click());
  await act(async () => (dom.container.querySelector('input[value="office"]') as HTMLInputElement).click());
  await act(async () => button('Book this time')!.click());
  expect(calls.filter((c) => c.method === 'POST')).toEqual([
    {
      url: '/api/v1/notary-public/appointment',
      method: 'POST',
      body: { notary_id: notaryId, service: 'affidavit-of-loss', start_time: slotB, pay_at_office: true },
    },
  ]);
  expect(push).toHaveBeenCalledWith(`/customer-portal/meeting/${meetingId}`);
});

it('offers no paying at the office when the notary takes the fee online only', async () => {
  await render(false);
  expect(dom.container.querySelector('input[value="office"]')).toBeNull();
});

it('sends a visitor to sign in with the service and time kept in the callback', async () => {
  answer = (call) =>
    call.method === 'GET' ? { status: 200, body: slots('affidavit-of-loss') } : { status: 401, body: { message: 'Sign in' } };
  await render();
  await act(async () => timeButton().click());
  await act(async () => button('Book this time')!.click());
  const back = `/notary-public/profile/x?service=affidavit-of-loss&slot=${encodeURIComponent(slotB)}#book`;
  expect(push).toHaveBeenCalledWith(`/login?callback_url=${encodeURIComponent(back)}`);
});

it('finds the kept service and time again on return from signing in', async () => {
  window.history.replaceState(null, '', `/notary-public/profile/x?service=jurat&slot=${encodeURIComponent(slotB)}`);
  answer = () => ({ status: 200, body: slots('jurat') });
  await render();
  expect((dom.container.querySelector('select') as HTMLSelectElement).value).toBe('jurat');
  expect(timeButton().getAttribute('aria-pressed')).toBe('true');
});

it('says a time just taken, and reads in Filipino', async () => {
  answer = (call) => (call.method === 'GET' ? { status: 200, body: slots('affidavit-of-loss') } : { status: 409, body: { message: 'x' } });
  await render(true, 'fil');
  await act(async () => timeButton().click());
  await act(async () => button('I-book ang oras na ito')!.click());
  await actUntil(() => Boolean(dom.container.querySelector('[role="alert"]')));
  expect(dom.container.querySelector('[role="alert"]')!.textContent).toBe('May nakapag-book na ng oras na ito. Pumili ng ibang oras.');
});

it('says the bounds of paying at the office in the page’s language (issue 58), not the server’s English', async () => {
  const refusal = (key: string) => (call: RecordedCall) =>
    call.method === 'GET' ? { status: 200, body: slots('affidavit-of-loss') } : { status: 422, body: { message: 'English words', key } };
  answer = refusal('PAY_AT_OFFICE_OPEN_LIMIT');
  await render(true, 'fil');
  await act(async () => timeButton().click());
  await act(async () => (dom.container.querySelector('input[value="office"]') as HTMLInputElement).click());
  await act(async () => button('I-book ang oras na ito')!.click());
  await actUntil(() => Boolean(dom.container.querySelector('[role="alert"]')));
  expect(dom.container.querySelector('[role="alert"]')!.textContent).toBe(
    'May 2 appointment ka nang babayaran sa opisina. Magbayad online, o mag-book ulit pagkatapos ng isa sa mga ito.',
  );
  answer = refusal('PAY_AT_OFFICE_DAY_FULL');
  await act(async () => button('I-book ang oras na ito')!.click());
  await actUntil(() => dom.container.querySelector('[role="alert"]')!.textContent!.startsWith('Hindi na tumatanggap'));
});

describe('the prepared draft (optional, affidavit of loss and SPA)', () => {
  const field = (name: string) => dom.container.querySelector(`[name="${name}"]`) as HTMLInputElement | HTMLTextAreaElement;
  async function type(name: string, value: string) {
    await act(async () => {
      const input = field(name);
      const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(input), 'value')!.set!;
      setter.call(input, value);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
  }
  const toggle = () => [...dom.container.querySelectorAll('input[type="checkbox"]')][0] as HTMLInputElement;
  const values = {
    full_name: 'Lorna Bautista',
    citizenship_status: 'Filipino, single',
    address: '5 Mabini St, Makati City',
    item: 'my passport',
    lost_on: '2026-10-02',
    lost_where: 'NAIA Terminal 3',
    circumstances: 'it fell from my bag',
    purpose: 'a new passport',
  };

  it('is offered for the affidavit of loss, checked with the shared schema, and sent with the booking', async () => {
    await render();
    expect(field('full_name')).toBeNull();
    await act(async () => toggle().click());
    await actUntil(() => Boolean(field('full_name')));
    await act(async () => timeButton().click());
    await act(async () => button('Book this time')!.click());
    await actUntil(() => Boolean(dom.container.querySelector('#draft-full_name-error')));
    // Nothing sent: each empty field says so.
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    expect(dom.container.querySelector('#draft-full_name-error')!.textContent).toBe('Please provide a value.');
    for (const [name, value] of Object.entries(values)) await type(name, value);
    await act(async () => button('Book this time')!.click());
    await actUntil(() => calls.some((c) => c.method === 'POST'));
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      {
        notary_id: notaryId,
        service: 'affidavit-of-loss',
        start_time: slotB,
        pay_at_office: false,
        draft: { service: 'affidavit-of-loss', ...values },
      },
    ]);
  });

  it('keeps the typed draft and "pay at the office" through signing in, the draft out of the address', async () => {
    answer = (call) =>
      call.method === 'GET' ? { status: 200, body: slots('affidavit-of-loss') } : { status: 401, body: { message: 'Sign in' } };
    await render();
    await act(async () => toggle().click());
    await actUntil(() => Boolean(field('full_name')));
    for (const [name, value] of Object.entries(values)) await type(name, value);
    await act(async () => timeButton().click());
    await act(async () => (dom.container.querySelector('input[value="office"]') as HTMLInputElement).click());
    await act(async () => button('Book this time')!.click());
    const back = `/notary-public/profile/x?service=affidavit-of-loss&slot=${encodeURIComponent(slotB)}&pay=office#book`;
    expect(push).toHaveBeenCalledWith(`/login?callback_url=${encodeURIComponent(back)}`);
    expect(back).not.toContain('Lorna');

    // Back from signing in: the page opens again from the callback.
    dom.render(null);
    window.history.replaceState(null, '', back);
    answer = (call) =>
      call.method === 'GET'
        ? { status: 200, body: slots('affidavit-of-loss') }
        : { status: 200, body: { _id: meetingId, checkout_url: null } };
    await render();
    await actUntil(() => Boolean(field('full_name')));
    for (const [name, value] of Object.entries(values)) expect(field(name).value).toBe(value);
    expect((dom.container.querySelector('input[value="office"]') as HTMLInputElement).checked).toBe(true);
    expect(timeButton().getAttribute('aria-pressed')).toBe('true');
    // Read once: a later visit starts empty.
    dom.render(null);
    await render();
    expect(toggle().checked).toBe(false);
  });

  it('is not offered for a service without a draft, and reads in Filipino', async () => {
    await render(true, 'fil');
    expect(dom.container.textContent).toContain('Ihanda na ang draft ng dokumento (opsyonal)');
    await act(async () => {
      const select = dom.container.querySelector('select') as HTMLSelectElement;
      const setter = Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')!.set!;
      setter.call(select, 'jurat');
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await actUntil(() => dom.container.querySelectorAll('[role="group"]').length === 2);
    expect(dom.container.querySelector('input[type="checkbox"]')).toBeNull();
  });
});

it('says so when the time chosen on the city page or before signing in is no longer free', async () => {
  const gone = `${day}T05:00:00.000Z`;
  window.history.replaceState(null, '', `/notary-public/profile/x?service=jurat&slot=${encodeURIComponent(gone)}`);
  await render();
  expect(calls[0].url).toContain('service=jurat');
  expect(dom.container.querySelector('[role="status"]')?.textContent).toBe('The time you chose is no longer free. Please choose another.');
  expect(button('Book this time')!.disabled).toBe(true);
  // Choosing another time clears it.
  await act(async () => timeButton().click());
  expect(dom.container.querySelector('[role="status"]')).toBeNull();
});

it('chooses a kept time that is still free, and says nothing', async () => {
  window.history.replaceState(null, '', `/notary-public/profile/x?service=jurat&slot=${encodeURIComponent(slotA)}`);
  await render();
  expect(dom.container.querySelector('[role="status"]')).toBeNull();
  expect(button('Book this time')!.disabled).toBe(false);
});
