import { feeBreakdown, feeModelNote, lawyerFeeNote, platformFee } from './fees';

it('no fee by default; a percentage of the price otherwise, rounded half up to the centavo', () => {
  expect(platformFee(110_000, 0)).toBe(0);
  expect(platformFee(110_000, 10)).toBe(11_000);
  expect(platformFee(110_000, 12.5)).toBe(13_750);
  expect(platformFee(333, 10)).toBe(33);
  expect(platformFee(335, 10)).toBe(34);
  expect(feeBreakdown(100_000, 7.25)).toEqual({ gross: 100_000, fee: 7_250, net: 92_750, percent: 7.25 });
});

it('gross = fee + net, always', () => {
  for (const gross of [1, 99, 100_001, 5_000_000])
    for (const p of [0, 0.01, 3.33, 15, 50]) {
      const b = feeBreakdown(gross, p);
      expect(b.fee + b.net).toBe(gross);
      expect(b.fee).toBeGreaterThanOrEqual(0);
    }
});

it('says the same model to the client and to the lawyer, with the rate in force', () => {
  expect(feeModelNote(0)).toBe('No fees added: you pay the lawyer’s price, and Abogado keeps no fee from it.');
  expect(feeModelNote(12.5)).toBe(
    'No fees added: you pay the lawyer’s price. Abogado keeps 12.5% of it as its platform fee, from the lawyer’s share.',
  );
  expect(lawyerFeeNote(0)).toBe(
    'Clients pay your price and nothing on top, and Abogado keeps no fee: what they pay is yours, less any refund.',
  );
  expect(lawyerFeeNote(10)).toContain('Abogado keeps 10% of each payment as its platform fee');
});
