import { renderToStaticMarkup } from 'react-dom/server';
import type { CheckoutSummary as Summary } from '@/lib/dto/checkout';
import type { Locale } from '@/lib/i18n/paths';
import { CheckoutReceipt } from './checkout-receipt';
import { CheckoutSummary } from './checkout-summary';

// Issue 40: the payment summary and the receipt a Filipino client reads after paying, and the
// English ones unchanged (the same lines as the confirmation e-mail).
const PAID: Summary = {
  kind: 'meeting',
  meeting_id: '11111111-1111-4111-8111-111111111111',
  work_item_id: null,
  additional_service_id: null,
  question_id: null,
  payment_id: '33333333-3333-4333-8333-333333333333',
  reference: 'ABG-7K3Q-9M2X',
  fee_note: 'No fees added: you pay the lawyer’s price. Abogado keeps 10% of it as its platform fee, from the lawyer’s share.',
  receipt_url: '/api/v1/meeting/11111111-1111-4111-8111-111111111111/receipt',
  session_id: 'cs_sbx_1',
  provider: 'SANDBOX',
  state: 'paid',
  amount: 150_000,
  method: 'card',
  paid_at: '2030-01-06T02:15:00.000Z',
  paid_by: null,
  description: 'Consultation',
  checkout_url: null,
  hold_expires_at: null,
  start_time: '2030-01-07T01:00:00.000Z',
  duration: 30,
  call_type: 'PHONE',
  in_person: false,
  subject: 'Hindi binayaran ang huling sahod',
  work_item_title: null,
  summary_path: '/checkout?meeting=11111111-1111-4111-8111-111111111111',
  lawyer: { _id: '22222222-2222-4222-8222-222222222222', display_name: 'Ana Reyes', picture_url: null, timezone: 'Asia/Manila' },
  client_timezone: 'Asia/Manila',
};

/** The text of a server component's markup, tags dropped, as a reader sees it. */
const textOf = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

async function render(locale: Locale) {
  const summary = await CheckoutSummary({ checkout: PAID, locale });
  const receipt = await CheckoutReceipt({ checkout: PAID, locale, feePercent: 10 });
  return textOf(renderToStaticMarkup(summary) + renderToStaticMarkup(receipt));
}

it('shows the summary and the receipt in Filipino', async () => {
  const text = await render('fil');
  expect(text).toContain('30 minutong konsultasyon sa telepono');
  expect(text).toContain('Petsa at oras Lun, Ene 7, 9:00 AM (oras sa Pilipinas)');
  expect(text).toContain('Buod ng kaso Hindi binayaran ang huling sahod');
  expect(text).toContain('Halaga ₱1,500');
  expect(text).toContain('Resibo');
  expect(text).toContain('Para saan 30 minutong konsultasyon sa telepono');
  expect(text).toContain('Oras ng pagbayad Linggo, Enero 6, 2030 nang 10:15 AM GMT+8 (oras sa Pilipinas)');
  expect(text).toContain('Kinukuha ng Abogado ang 10% nito bilang bayad sa platform');
  expect(text).toContain('I-download ang resibo (PDF)');
  expect(text).not.toMatch(/Date and time|Amount|Payment method|Receipt|consultation/);
});

it('keeps the English summary and receipt as they were', async () => {
  const text = await render('en');
  expect(text).toContain('30-minute phone consultation');
  expect(text).toContain('Date and time Mon, Jan 7, 9:00 AM (GMT+8, Asia/Manila)');
  expect(text).toContain('Item 30-minute phone consultation');
  expect(text).toContain('Payment method Card');
  expect(text).toContain(PAID.fee_note);
  expect(text).toContain('Download receipt (PDF)');
});

it('a notarial appointment reads as one on the summary and the receipt, in both languages (issue 57 item 3)', async () => {
  const appointment: Summary = { ...PAID, in_person: true, call_type: 'VIDEO', duration: 15 };
  for (const [locale, words] of [
    ['en', '15-minute notarial appointment, in person at the office'],
    ['fil', '15 minutong notarial appointment, personal sa opisina'],
  ] as const) {
    const receipt = await CheckoutReceipt({ checkout: appointment, locale, feePercent: 10 });
    const text = textOf(renderToStaticMarkup(receipt));
    expect(text).toContain(words);
    expect(text).not.toMatch(/consultation|konsultasyon/);
  }
});
