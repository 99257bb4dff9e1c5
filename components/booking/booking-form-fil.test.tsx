/** @jest-environment jsdom */
import { act } from 'react';
import { toast } from 'sonner';
import { ApiError } from '@/lib/api/client';
import { createMeeting } from '@/lib/api/meetings';
import type { Locale } from '@/lib/i18n/paths';
import { actUntil, useDomRoot } from '@/lib/test/dom';
import { BookingForm } from './booking-form';

jest.mock('@/lib/api/meetings', () => ({ createMeeting: jest.fn() }));
jest.mock('sonner', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

// Issue 40: a visitor in Filipino books in Filipino — labels, times and the schema's and server's
// messages (the spec's English, translated at display time) — while English stays as it was.
const dom = useDomRoot();
// A Monday morning in Manila and in UTC alike (the viewer's zone is either in jsdom).
const START = '2030-01-07T01:00:00.000Z';
const sent = jest.mocked(createMeeting);

function renderForm(locale: Locale, subject = '') {
  dom.render(
    <BookingForm
      lawyerId="22222222-2222-4222-8222-222222222222"
      prices={{ 30: 100_000, 60: 180_000 }}
      slots={{ 30: [START], 60: [START] }}
      initialStart={START}
      initialDuration={30}
      initialCase={{ subject, description: '', callType: 'VIDEO' }}
      lawyerName="Atty. Ana Reyes"
    />,
    { locale },
  );
}

const text = () => dom.container.textContent ?? '';
const subjectInput = () => dom.container.querySelector<HTMLInputElement>('input[name="subject"]')!;

async function submit() {
  const form = dom.container.querySelector('form')!;
  await act(async () => form.requestSubmit());
}

beforeAll(() => {
  HTMLFormElement.prototype.requestSubmit ??= function (this: HTMLFormElement) {
    this.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  };
});
beforeEach(() => {
  sent.mockReset();
  jest.mocked(toast.error).mockReset();
});

it('shows the form in Filipino: headings, labels, options, the chosen time and the button', () => {
  renderForm('fil');
  for (const words of [
    'I-schedule ang tawag',
    'Haba ng tawag',
    '30 minuto · ₱1,000',
    'Uri ng tawag',
    'Tawag na boses lang (online)',
    'Tungkol sa kaso mo',
  ]) {
    expect(text()).toContain(words);
  }
  expect(dom.container.querySelector(`label[for="${subjectInput().id}"]`)?.textContent).toBe('Maikling buod ng kaso');
  expect(subjectInput().placeholder).toMatch(/^hal\. /);
  expect(text()).toContain('30 minutong konsultasyon sa video');
  expect(dom.container.querySelector('[data-testid="chosen-slot"]')?.textContent).toMatch(/^Lun, Ene 7, /);
  expect(dom.container.querySelector('button[type="submit"]')?.textContent).toBe('Magbayad na');
  expect(dom.container.querySelector('a[href="/fil/cancellation-policy"]')?.textContent).toBe(
    'Patakaran sa pag-cancel at pagbabalik ng bayad',
  );
  expect(text()).not.toMatch(/Schedule a call|Duration|Go to payment|Short case summary/);
});

it('shows the schema’s messages in Filipino', async () => {
  renderForm('fil');
  await submit();
  await actUntil(() => text().includes('Kailangang punan ito.'));
  expect(text()).toContain('Kailangang punan ito.');
  expect(subjectInput().getAttribute('aria-invalid')).toBe('true');
  expect(text()).not.toContain('Please provide a value.');
  // A summary past the schema's 200 characters, typed as a person would (react-hook-form listens to input).
  await act(async () => {
    const input = subjectInput();
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, 'x'.repeat(201));
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await submit();
  await actUntil(() => text().includes('Hanggang 200 character lang ito.'));
  expect(text()).toContain('Hanggang 200 character lang ito.');
  expect(sent).not.toHaveBeenCalled();
});

it('keeps the spec’s English messages on the English form', async () => {
  renderForm('en');
  await submit();
  await actUntil(() => text().includes('Please provide a value.'));
  expect(text()).toContain('Please provide a value.');
  expect(text()).toContain('Schedule a call');
  expect(dom.container.querySelector('button[type="submit"]')?.textContent).toBe('Go to payment');
});

it('says the server’s refusal in Filipino, and the spec’s English in English', async () => {
  sent.mockRejectedValue(new ApiError('Schedule conflict. Please try different time.', 409, 'SCHEDULE_CONFLICT'));
  renderForm('fil', 'Hindi binayaran ang huling sahod');
  await submit();
  await actUntil(() => jest.mocked(toast.error).mock.calls.length > 0);
  expect(toast.error).toHaveBeenCalledWith('May kasabay na ibang schedule sa oras na ito. Pumili ka ng ibang oras.');

  jest.mocked(toast.error).mockReset();
  renderForm('en', 'Unpaid final pay');
  await submit();
  await actUntil(() => jest.mocked(toast.error).mock.calls.length > 0);
  expect(toast.error).toHaveBeenCalledWith('Schedule conflict. Please try different time.');
});

it('says a taken time in Filipino', () => {
  dom.render(
    <BookingForm
      lawyerId="22222222-2222-4222-8222-222222222222"
      prices={{ 30: 100_000 }}
      slots={{ 30: [], 60: [] }}
      initialStart={null}
      requestedStart={START}
      initialDuration={30}
      lawyerName="Atty. Ana Reyes"
    />,
    { locale: 'fil' },
  );
  expect(dom.container.querySelector('[data-testid="slot-taken-note"]')?.textContent).toMatch(
    /^Hindi na bakante ang Lun, Ene 7, .*\. Pumili ka ng ibang oras\.$/,
  );
  expect(text()).toContain('Wala ka pang napiling oras');
  expect(text()).toContain('Walang bakanteng oras sa susunod na 14 na araw');
});
