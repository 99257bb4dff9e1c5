/** @jest-environment jsdom */
import { act } from 'react';
import type { NotaryPrivateProfile } from '@/lib/dto/notary';
import { recordFetch, useDomRoot, type RecordedCall } from '@/lib/test/dom';
import { NotaryOfferForm } from './notary-offer-form';

// Issue 43: the notary's appointment offer in the lawyer portal.
const PROFILE = {
  _id: '11111111-1111-4111-8111-111111111111',
  services: ['affidavit-of-loss', 'jurat'],
  takes_bookings: false,
  pay_at_office: false,
  pay_at_office_per_day: 4,
  offers: [{ service: 'jurat', fee_centavos: 25_000, duration_minutes: 30, checklist: ['government-id', 'unsigned-document'] }],
} as unknown as NotaryPrivateProfile;

const dom = useDomRoot();
let answer: { status: number; body: unknown };
let calls: RecordedCall[];
beforeEach(() => {
  calls = recordFetch(() => answer);
});

const box = (root: ParentNode, text: string) =>
  [...root.querySelectorAll('label')].find((l) => l.textContent?.includes(text))!.querySelector('input') as HTMLInputElement;
const section = (service: string) => dom.container.querySelector(`[data-testid="offer-${service}"]`)!;
async function type(input: HTMLInputElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  await act(async () => {
    setter.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

it('starts a new service from its defaults, keeps the government ID ticked and locked, and sends the whole offer', async () => {
  dom.render(<NotaryOfferForm profile={PROFILE} />);
  // The stored offer of the jurat shows; the affidavit of loss is not offered yet.
  expect((section('jurat').querySelector('input[inputmode="numeric"]') as HTMLInputElement).value).toBe('250');
  expect(section('affidavit-of-loss').querySelector('input[inputmode="numeric"]')).toBeNull();

  await act(async () => box(dom.container, 'Take appointments from visitors').click());
  await act(async () => box(dom.container, 'Let clients pay at the office').click());
  // Issue 58: how many pay-at-the-office appointments a day, shown once paying at the office is on.
  const perDay = dom.container.querySelector('[data-testid="pay-at-office-per-day"]') as HTMLSelectElement;
  expect(perDay.value).toBe('4');
  await act(async () => {
    perDay.value = '6';
    perDay.dispatchEvent(new Event('change', { bubbles: true }));
  });
  await act(async () => box(section('affidavit-of-loss'), 'Take appointments for this service').click());
  const id = box(section('affidavit-of-loss'), 'A current government ID');
  expect(id.checked).toBe(true);
  expect(id.disabled).toBe(true);
  expect(box(section('affidavit-of-loss'), 'Copies of the document').checked).toBe(true);
  await type(section('affidavit-of-loss').querySelector('input[inputmode="numeric"]')!, '350');

  answer = { status: 200, body: { data: { saved: true }, profile: PROFILE } };
  await act(async () => dom.container.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true })));
  expect(calls.at(-1)).toMatchObject({
    url: '/api/v1/notary-public/offer',
    method: 'PUT',
    body: {
      takes_bookings: true,
      pay_at_office: true,
      pay_at_office_per_day: 6,
      offers: [
        {
          service: 'affidavit-of-loss',
          fee_pesos: '350',
          duration_minutes: 15,
          checklist: ['government-id', 'unsigned-document', 'copies'],
        },
        { service: 'jurat', fee_pesos: '250', duration_minutes: 30, checklist: ['government-id', 'unsigned-document'] },
      ],
    },
  });
});

it('reads in Filipino, service names and checklist included', () => {
  dom.render(<NotaryOfferForm profile={{ ...PROFILE, pay_at_office: true }} />, { locale: 'fil' });
  const text = dom.container.textContent!;
  expect(text).toContain('Pinakamaraming appointment na babayaran sa opisina bawat araw');
  expect(text).toContain('Tumanggap ng appointment mula sa mga bisita');
  expect(text).toContain('Affidavit of loss (salaysay ng pagkawala)');
  expect(text).toContain('Valid ID na galing sa gobyerno');
  expect(text).not.toMatch(/Take appointments|What to bring|government ID|at most a day/);
});

it('asks for services first when the profile lists none', () => {
  dom.render(<NotaryOfferForm profile={{ ...PROFILE, services: [], offers: [] }} />);
  expect(dom.container.textContent).toBe('Choose the services you offer under “Commission and office” first.');
});
