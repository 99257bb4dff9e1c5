/** @jest-environment jsdom */
import { useDomRoot } from '@/lib/test/dom';
import { translator } from '@/lib/i18n/translator';
import { RefundStatus, refundSentence as sentenceIn } from './refund-status';

const refundSentence = (m: Parameters<typeof sentenceIn>[0], zone: string) => sentenceIn(m, zone, 'en', translator('en', 'meetings'));

// The meeting page's line about its refund, from the refund the meeting's GET carries.
const dom = useDomRoot();
const zone = 'Asia/Manila';
const refund = { status: 'pending' as const, amount: 150_000, requested_at: '2026-12-03T02:00:00Z', settled_at: null, reference: null };

it('pending: when it was asked for, and how long it usually takes', () => {
  dom.render(<RefundStatus meeting={{ role: 'CUSTOMER', refund }} zone={zone} />, { query: false });
  expect(dom.container.textContent).toBe(
    'Your refund of ₱1,500 was requested on Thu, Dec 3 — usually 5–10 banking days for cards, sooner for e-wallets.',
  );
  expect(dom.container.querySelector('[data-status="pending"]')).not.toBeNull();
});

it('sent, with its reference; failed, with what happens next; told to the lawyer too; nothing without a refund', () => {
  expect(
    refundSentence(
      { role: 'CUSTOMER', refund: { ...refund, status: 'succeeded', settled_at: '2026-12-04T02:00:00Z', reference: 'ref_123' } },
      zone,
    ),
  ).toBe('Your refund of ₱1,500 was sent on Fri, Dec 4 (reference ref_123).');
  expect(refundSentence({ role: 'CUSTOMER', refund: { ...refund, status: 'failed', settled_at: '2026-12-04T02:00:00Z' } }, zone)).toBe(
    'Your refund of ₱1,500 could not be made automatically; our team will send it by hand within 5 business days.',
  );
  expect(refundSentence({ role: 'LAWYER', refund }, zone)).toMatch(/^The client's refund of ₱1,500 was requested/);
  dom.render(<RefundStatus meeting={{ role: 'CUSTOMER', refund: null }} zone={zone} />, { query: false });
  expect(dom.container.textContent).toBe('');
});
