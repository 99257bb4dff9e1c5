import { approximateAmount, formatApproximate } from './approximate-money';
import { EXCHANGE_RATES, RATES_TAKEN_ON, VISITOR_CURRENCIES } from '@/lib/reference/exchange-rates';

describe('approximate prices (issue 63 item 3)', () => {
  it('converts pesos at the reference rate and rounds to whole units', () => {
    // ₱2,500 / 57.04 = 43.83 → 44
    expect(approximateAmount(250_000, 'USD')).toBe(44);
    // ₱2,500 / 15.53 = 160.98 → 161
    expect(approximateAmount(250_000, 'AED')).toBe(161);
    // ₱1,500 / 77.05 = 19.47 → 19
    expect(approximateAmount(150_000, 'GBP')).toBe(19);
  });

  it('rounds yen to tens', () => {
    // ₱2,500 / 0.387 = 6459.9 → 6460
    expect(approximateAmount(250_000, 'JPY')).toBe(6460);
    expect(formatApproximate(250_000, 'JPY')).toBe('¥6,460');
  });

  it('never shows less than one step for a small price, and nothing for a free one', () => {
    expect(approximateAmount(1_000, 'GBP')).toBe(1);
    expect(approximateAmount(0, 'USD')).toBeNull();
    expect(formatApproximate(0, 'USD')).toBeNull();
    expect(approximateAmount(Number.NaN, 'USD')).toBeNull();
  });

  it('writes each currency with a symbol a Filipino reader cannot mistake', () => {
    expect(formatApproximate(250_000, 'USD')).toBe('US$44');
    expect(formatApproximate(250_000, 'AED')).toBe('AED 161');
    expect(formatApproximate(250_000, 'SAR')).toBe('SAR 164');
    expect(formatApproximate(250_000, 'SGD')).toBe('S$56');
    expect(formatApproximate(250_000, 'HKD')).toBe('HK$342');
    expect(formatApproximate(250_000, 'EUR')).toBe('€37');
    expect(formatApproximate(250_000, 'CAD')).toBe('C$60');
    expect(formatApproximate(250_000, 'AUD')).toBe('A$67');
    expect(formatApproximate(5_000_000, 'USD')).toBe('US$877');
    expect(formatApproximate(50_000_000, 'USD')).toBe('US$8,766');
  });

  it('keeps one dated rate for every listed currency', () => {
    expect(RATES_TAKEN_ON).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Object.keys(EXCHANGE_RATES).sort()).toEqual([...VISITOR_CURRENCIES].sort());
    for (const c of VISITOR_CURRENCIES) expect(EXCHANGE_RATES[c].pesos).toBeGreaterThan(0);
  });
});
