import { clockText } from './clock-time';
import { formatOfficeHours } from './office-hours';

describe('office hours', () => {
  it('reads in English as before', () => {
    expect(formatOfficeHours([1, 2, 3, 4, 5], '09:00', '17:00', 'en')).toBe('Monday to Friday, 9:00 AM – 5:00 PM');
    expect(formatOfficeHours([6, 1, 3], '08:30', '12:00', 'en')).toBe('Mon, Wed, Sat, 8:30 AM – 12:00 PM');
    expect(formatOfficeHours([0], null, null, 'en')).toBe('Sunday');
  });

  it('reads in Filipino with Filipino day names (issue 40)', () => {
    expect(formatOfficeHours([1, 2, 3, 4, 5], '09:00', '17:00', 'fil')).toBe('Lunes hanggang Biyernes, 9:00 AM – 5:00 PM');
    expect(formatOfficeHours([6, 1, 3], '08:30', '12:00', 'fil')).toBe('Lun, Miy, Sab, 8:30 AM – 12:00 PM');
    expect(formatOfficeHours([2, 3, 4, 5, 6, 0], '13:00', '19:00', 'fil')).toBe('Martes hanggang Linggo, 1:00 PM – 7:00 PM');
    expect(formatOfficeHours([0], null, null, 'fil')).toBe('Linggo');
    expect(formatOfficeHours([], '09:00', '17:00', 'fil')).toBe('');
  });
});

describe('clockText: one wall-clock format for every reader (issue 72 item 7)', () => {
  it.each([
    [0, '12:00 AM'],
    [8 * 60, '8:00 AM'],
    [9 * 60 + 30, '9:30 AM'],
    [12 * 60, '12:00 PM'],
    [13 * 60 + 5, '1:05 PM'],
    [23 * 60 + 30, '11:30 PM'],
  ])('%i → %s', (minute, text) => expect(clockText(minute)).toBe(text));
});
