import { LEGAL_AID_OFFER_LIMITS, WRITTEN_ANSWER_MINUTES, beneficiaryInitials, ulasPeriodOf } from './legal-aid';

describe('legal-aid rules', () => {
  it('places a date in its 36-month ULAS period', () => {
    expect(ulasPeriodOf('2026-11-27')).toEqual({ start: '2025-01-01', end: '2027-12-31' });
    expect(ulasPeriodOf('2028-01-01')).toEqual({ start: '2028-01-01', end: '2030-12-31' });
    expect(ulasPeriodOf('2024-06-01')).toEqual({ start: '2025-01-01', end: '2027-12-31' });
  });
  it('counts a written answer as one free consultation time, 30 minutes (issue 73)', () => {
    expect(WRITTEN_ANSWER_MINUTES).toBe(30);
    expect(WRITTEN_ANSWER_MINUTES).toBe(LEGAL_AID_OFFER_LIMITS.slotMinutes);
  });
  it('keeps initials only', () => {
    expect(beneficiaryInitials('Lorna', 'Bautista')).toBe('L.B.');
    expect(beneficiaryInitials('  maria ', 'dela Cruz')).toBe('M.D.');
  });
});
