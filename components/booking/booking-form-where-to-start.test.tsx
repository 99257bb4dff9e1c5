/** @jest-environment jsdom */
import { act } from 'react';
import { createMeeting } from '@/lib/api/meetings';
import { actUntil, useDomRoot } from '@/lib/test/dom';
import { BookingForm } from './booking-form';

jest.mock('@/lib/api/meetings', () => ({ createMeeting: jest.fn() }));

// Issue 41: a booking from the answer of "Where do I start?" offers to show the answers to the
// lawyer; they go with the booking only when the client ticks the box.
const dom = useDomRoot();
const START = new Date(Date.now() + 3 * 86_400_000).toISOString();
const TRIAGE = {
  query: 'p=10&s=company&me=cebu-city&u=none&inc=unsure',
  rows: [{ question: 'The other side', answer: 'A company or an employer' }],
};
const sent = jest.mocked(createMeeting);

function renderForm() {
  dom.render(
    <BookingForm
      lawyerId="22222222-2222-4222-8222-222222222222"
      prices={{ 30: 100_000 }}
      slots={{ 30: [START], 60: [] }}
      initialStart={START}
      initialDuration={30}
      initialCase={{ subject: 'Unpaid wages or underpayment', description: '', callType: 'VIDEO' }}
      triage={TRIAGE}
      lawyerName="Atty. Ana Reyes"
    />,
  );
}

async function submit(): Promise<FormData> {
  sent.mockReset();
  // Never settles: the page would go to the checkout.
  sent.mockReturnValue(new Promise(() => {}));
  const form = dom.container.querySelector('form')!;
  await act(async () => form.requestSubmit());
  await actUntil(() => sent.mock.calls.length > 0);
  expect(sent).toHaveBeenCalledTimes(1);
  return sent.mock.calls[0][0];
}

const shareBox = () => dom.container.querySelector<HTMLInputElement>('input[type="checkbox"]')!;

beforeAll(() => {
  HTMLFormElement.prototype.requestSubmit ??= function (this: HTMLFormElement) {
    this.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  };
});

it('shows the answers it offers to share, unticked, and sends none of them unless ticked', async () => {
  renderForm();
  const label = dom.container.querySelector(`label[for="${shareBox().id}"]`);
  expect(label?.textContent).toBe('Show my answers from “Where do I start?” to Atty. Ana Reyes');
  expect(dom.container.textContent).toContain('A company or an employer');
  expect(shareBox().checked).toBe(false);
  const form = await submit();
  expect(form.get('subject')).toBe('Unpaid wages or underpayment');
  expect(form.has('triage')).toBe(false);
});

it('sends the answers’ codes when the client ticks the box', async () => {
  renderForm();
  act(() => shareBox().click());
  const form = await submit();
  expect(form.get('triage')).toBe(TRIAGE.query);
});
