import { feeBreakdown, platformFee } from './fees';

it('no fee by default; a percentage of the price otherwise, rounded half up to the centavo', () => {
  expect(platformFee(110_000, 0)).toBe(0);
  expect(platformFee(110_000, 10)).toBe(11_000);
  expect(platformFee(110_000, 12.5)).toBe(13_750);
  expect(platformFee(333, 10)).toBe(33);
  expect(platformFee(335, 10)).toBe(34);
  expect(feeBreakdown(100_000, 7.25)).toEqual({ gross: 100_000, fee: 7_250, net: 92_750, percent: 7.25 });
});

it('gross = fee + net, always', () => {
  for (const gross of [1, 99, 100_001, 5_000_000]) for (const p of [0, 0.01, 3.33, 15, 50]) {
    const b = feeBreakdown(gross, p);
    expect(b.fee + b.net).toBe(gross);
    expect(b.fee).toBeGreaterThanOrEqual(0);
  }
});
