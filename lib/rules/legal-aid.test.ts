import { beneficiaryInitials, ulasPeriodOf, writtenAnswerMinutes } from './legal-aid';

describe('legal-aid rules', () => {
  it('places a date in its 36-month ULAS period', () => {
    expect(ulasPeriodOf('2026-11-27')).toEqual({ start: '2025-01-01', end: '2027-12-31' });
    expect(ulasPeriodOf('2028-01-01')).toEqual({ start: '2028-01-01', end: '2030-12-31' });
    expect(ulasPeriodOf('2024-06-01')).toEqual({ start: '2025-01-01', end: '2027-12-31' });
  });
  it('caps a written answer at 120 minutes and counts at least one', () => {
    expect(writtenAnswerMinutes(300)).toBe(120);
    expect(writtenAnswerMinutes(0)).toBe(1);
    expect(writtenAnswerMinutes(44.6)).toBe(45);
  });
  it('keeps initials only', () => {
    expect(beneficiaryInitials('Lorna', 'Bautista')).toBe('L.B.');
    expect(beneficiaryInitials('  maria ', 'dela Cruz')).toBe('M.D.');
  });
});
