import { currencyOfPlace, visitorCurrency } from './visitor-currency';

describe('the visitor currency (issue 63 item 3)', () => {
  it('guesses the currency from the browser zone', () => {
    expect(currencyOfPlace('Asia/Dubai')).toBe('AED');
    expect(currencyOfPlace('Asia/Riyadh')).toBe('SAR');
    expect(currencyOfPlace('Asia/Singapore')).toBe('SGD');
    expect(currencyOfPlace('Asia/Hong_Kong')).toBe('HKD');
    expect(currencyOfPlace('Asia/Tokyo')).toBe('JPY');
    expect(currencyOfPlace('Europe/London')).toBe('GBP');
    expect(currencyOfPlace('Europe/Rome')).toBe('EUR');
    expect(currencyOfPlace('America/Los_Angeles')).toBe('USD');
    expect(currencyOfPlace('America/New_York')).toBe('USD');
    expect(currencyOfPlace('America/Toronto')).toBe('CAD');
    expect(currencyOfPlace('Australia/Sydney')).toBe('AUD');
    expect(currencyOfPlace('Pacific/Honolulu')).toBe('USD');
  });

  it('shows nothing in the Philippines, whatever the language', () => {
    expect(currencyOfPlace('Asia/Manila', 'en-US')).toBeNull();
    expect(currencyOfPlace('Asia/Manila', 'fil-PH')).toBeNull();
  });

  it('falls back on the language region, then on dollars for another place abroad; no guess without a place', () => {
    expect(currencyOfPlace('UTC', 'en-GB')).toBeNull();
    expect(currencyOfPlace('Etc/UTC', 'en-US')).toBeNull();
    expect(currencyOfPlace(undefined, 'fil-PH')).toBeNull();
    expect(currencyOfPlace('Asia/Kuwait', 'en')).toBe('USD');
    expect(currencyOfPlace('Asia/Qatar', 'en-CA')).toBe('CAD');
  });

  it('keeps the visitor choice, PHP meaning pesos only, and ignores anything else', () => {
    expect(visitorCurrency('GBP', 'Asia/Dubai')).toBe('GBP');
    expect(visitorCurrency('PHP', 'Asia/Dubai')).toBeNull();
    expect(visitorCurrency('XYZ', 'Asia/Dubai')).toBe('AED');
    expect(visitorCurrency(null, 'Asia/Manila')).toBeNull();
    expect(visitorCurrency('USD', 'Asia/Manila')).toBe('USD');
  });
});
