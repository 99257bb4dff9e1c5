import { localizeAppUrl } from './localize-url';

describe('localizeAppUrl', () => {
  const origin = 'https://abogado.example';
  it('keeps a Filipino booking in Filipino on our checkout pages', () => {
    expect(localizeAppUrl('https://abogado.example/checkout/sandbox/cs_1', 'fil', origin)).toBe(
      'https://abogado.example/fil/checkout/sandbox/cs_1',
    );
    expect(localizeAppUrl('/checkout?meeting=m1', 'fil', origin)).toBe('/fil/checkout?meeting=m1');
  });
  it('leaves English, other sites, the API and addresses already in a language alone', () => {
    expect(localizeAppUrl('/checkout?meeting=m1', 'en', origin)).toBe('/checkout?meeting=m1');
    expect(localizeAppUrl('https://checkout.paymongo.com/cs_1', 'fil', origin)).toBe('https://checkout.paymongo.com/cs_1');
    expect(localizeAppUrl('//elsewhere.example/checkout', 'fil', origin)).toBe('//elsewhere.example/checkout');
    expect(localizeAppUrl('/api/v1/meeting/1/ics', 'fil', origin)).toBe('/api/v1/meeting/1/ics');
    expect(localizeAppUrl('/fil/checkout?meeting=m1', 'fil', origin)).toBe('/fil/checkout?meeting=m1');
  });
});
