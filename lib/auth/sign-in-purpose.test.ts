import { signInPurpose } from './sign-in-purpose';

const LAWYER = '3f2c9a57-2b1e-4c4d-9a51-7d3c2f1e0b9a';

describe('signInPurpose (issue 72 item 6: the sign-in wall names what the person was doing)', () => {
  it.each([
    [`/book/${LAWYER}/2026-12-02T02:00:00.000Z`, 'book'],
    [`/notary-public/profile/${LAWYER}?service=affidavit-of-loss&slot=2026-12-02T02%3A00%3A00.000Z#book`, 'book'],
    [`/customer-portal/questions/new?lawyer=${LAWYER}&problem=10`, 'ask'],
    [`/legal-aid/book/${LAWYER}?problem=10`, 'legal-aid'],
    ['/legal-aid/declaration', 'legal-aid'],
    [`/services/order/${LAWYER}/demand-letter`, 'order'],
    ['/pay/Zx8k2p-token', 'pay-for-someone'],
    ['/checkout?payment=abc', 'checkout'],
    ['/where-to-start/answer?p=10&me=cebu-city', 'where-to-start'],
  ])('%s → %s', (path, purpose) => {
    expect(signInPurpose(path)).toBe(purpose);
  });

  it('reads a Filipino path as its English one', () => {
    expect(signInPurpose(`/fil/legal-aid/book/${LAWYER}?problem=10`)).toBe('legal-aid');
    expect(signInPurpose(`/fil/customer-portal/questions/new?lawyer=${LAWYER}`)).toBe('ask');
    expect(signInPurpose('/fil/pay/abc')).toBe('pay-for-someone');
  });

  it('has no purpose without a callback, or for a page without one of its own', () => {
    expect(signInPurpose(null)).toBeNull();
    expect(signInPurpose(undefined)).toBeNull();
    expect(signInPurpose('')).toBeNull();
    expect(signInPurpose('/customer-portal')).toBeNull();
    expect(signInPurpose('/customer-portal/questions')).toBeNull();
    expect(signInPurpose('/lawyer-portal/legal-aid')).toBeNull();
    expect(signInPurpose('/')).toBeNull();
  });

  it('matches whole path segments only', () => {
    expect(signInPurpose('/booking-tips')).toBeNull();
    expect(signInPurpose('/payments')).toBeNull();
    expect(signInPurpose('/legal-aid-news')).toBeNull();
    // A query or hash naming another purpose does not count: the path decides.
    expect(signInPurpose('/customer-portal?next=/legal-aid')).toBeNull();
  });
});
