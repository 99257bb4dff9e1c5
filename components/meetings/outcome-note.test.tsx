/** @jest-environment jsdom */
import { useDomRoot } from '@/lib/test/dom';
import { translator } from '@/lib/i18n/translator';
import { OutcomeNote, outcomeNote as noteIn } from './outcome-note';

// The meeting page's sentence about a settled meeting (the server's outcome, from the viewer's side).
const dom = useDomRoot();
const base = {
  status: 'CONFIRMED',
  outcome: null,
  role: 'CUSTOMER',
  lawyer: { _id: 'l', display_name: 'Ana Reyes', picture_url: null },
  work_item_id: null,
  payment: {
    status: 'PAID',
    method: 'gcash',
    amount: 150_000,
    paid_at: '2026-04-01T00:00:00Z',
    checkout_url: null,
    reference: 'ABG-7K3Q-9M2X',
    receipt_url: null,
  },
} satisfies Parameters<typeof noteIn>[0];
const outcomeNote = (m: Parameters<typeof noteIn>[0]) => noteIn(m, translator('en', 'meetings'));
const refunded = (status: string) => ({ ...base.payment, status });

it('says nothing more than the badge before settlement or when both attended', () => {
  expect(outcomeNote(base)).toBeNull();
  expect(outcomeNote({ ...base, outcome: 'ATTENDED' })).toBeNull();
});

it('a lawyer no-show: the refund, told to each party', () => {
  expect(outcomeNote({ ...base, outcome: 'LAWYER_NO_SHOW', payment: refunded('REFUND_REQUIRED') })).toEqual({
    text: 'Atty. Ana Reyes did not join; full refund of ₱1,500',
    policy: true,
  });
  expect(outcomeNote({ ...base, role: 'LAWYER', outcome: 'NOBODY_ATTENDED', payment: refunded('REFUND_REQUIRED') })?.text).toBe(
    'You did not join; the client gets a full refund of ₱1,500',
  );
  expect(outcomeNote({ ...base, outcome: 'LAWYER_NO_SHOW', payment: refunded('REFUNDED') })?.text).toBe(
    'Atty. Ana Reyes did not join; full refund of ₱1,500 (sent)',
  );
  expect(outcomeNote({ ...base, outcome: 'LAWYER_NO_SHOW', payment: null, work_item_id: 'w' })).toEqual({
    text: 'Atty. Ana Reyes did not join; the meeting goes back to the engagement, to be booked again',
    policy: false,
  });
});

it('a client no-show: no refund, under the cancellation policy (linked)', () => {
  dom.render(<OutcomeNote meeting={{ ...base, outcome: 'CLIENT_NO_SHOW' }} />, { query: false });
  expect(dom.container.textContent).toBe('You did not join; the fee is not refunded (cancellation policy).');
  expect(dom.container.querySelector('a')?.getAttribute('href')).toBe('/cancellation-policy');
  expect(outcomeNote({ ...base, role: 'LAWYER', outcome: 'CLIENT_NO_SHOW' })?.text).toBe(
    'The client did not join; the fee is not refunded',
  );
});

it('an in-person appointment the client missed: "did not come", and no fee kept when it was to be paid at the office', () => {
  const inPerson = {
    service: 'affidavit-of-loss',
    address: '12 Ayala Ave',
    city: 'Makati',
    map_url: null,
    checklist: [],
    pay_at_office: false,
    has_draft: false,
  };
  const missed = { ...base, outcome: 'CLIENT_NO_SHOW' as const, in_person: inPerson };
  expect(outcomeNote(missed)).toEqual({ text: 'You did not come to the appointment; the fee is not refunded', policy: true });
  expect(outcomeNote({ ...missed, role: 'LAWYER' })?.text).toBe('The client did not come; the fee is not refunded');
  const atOffice = { ...missed, payment: null, in_person: { ...inPerson, pay_at_office: true } };
  expect(outcomeNote(atOffice)).toEqual({ text: 'You did not come to the appointment', policy: false });
  expect(outcomeNote({ ...atOffice, role: 'LAWYER' })?.text).toBe('The client did not come');
  expect(noteIn({ ...atOffice, role: 'LAWYER' }, translator('fil', 'meetings'))?.text).toBe('Hindi dumating ang kliyente');
});

it('a cancellation says what became of the money, from the payment, and the reason', () => {
  const cancelled = { ...base, status: 'CANCELLED' as const, cancelled: { at: '2026-04-01T00:00:00Z', reason: 'Found another date' } };
  expect(outcomeNote({ ...cancelled, payment: refunded('REFUND_REQUIRED') })).toEqual({
    text: 'Cancelled with a full refund of ₱1,500',
    policy: true,
    reason: 'Found another date',
  });
  expect(outcomeNote({ ...cancelled, role: 'LAWYER', payment: refunded('REFUNDED') })?.text).toBe('Cancelled with a full refund of ₱1,500');
  expect(outcomeNote({ ...cancelled, payment: refunded('PAID') })?.text).toBe(
    'Cancelled less than a day before the start; the fee is not refunded',
  );
  expect(outcomeNote({ ...cancelled, payment: refunded('CANCELLED') })?.text).toBe('Cancelled before anything was paid');
  dom.render(<OutcomeNote meeting={{ ...cancelled, payment: refunded('PAID') }} />, { query: false });
  expect(dom.container.textContent).toBe(
    'Cancelled less than a day before the start; the fee is not refunded (cancellation policy). Reason: Found another date',
  );
});
