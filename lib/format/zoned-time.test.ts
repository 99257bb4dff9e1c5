import { formatDay, formatDayTime, formatLongDay, formatTime, withZone } from './zoned-time';

// 2026-11-23 01:00 UTC is Monday 23 November, 9:00 AM in Manila.
const AT = '2026-11-23T01:00:00.000Z';
const MANILA = 'Asia/Manila';

describe('times in a zone, in either language', () => {
  it('keeps the English screens letter for letter when no language is given', () => {
    expect(formatDay(AT, MANILA, 'en')).toBe('Mon, Nov 23');
    expect(formatTime(AT, MANILA, 'en')).toBe('9:00 AM');
    expect(formatDayTime(AT, MANILA, 'en')).toBe('Mon, Nov 23, 9:00 AM');
    expect(formatLongDay(AT, MANILA, 'en')).toBe('Monday, November 23');
    expect(withZone(formatTime(AT, MANILA, 'en'), MANILA)).toBe('9:00 AM (GMT+8, Asia/Manila)');
  });

  it('names days and months in Filipino with the same digits', () => {
    expect(formatDay(AT, MANILA, 'fil')).toBe('Lun, Nob 23');
    expect(formatDayTime(AT, MANILA, 'fil')).toBe('Lun, Nob 23, 9:00 AM');
    expect(formatLongDay(AT, MANILA, 'fil')).toBe('Lunes, Nobyembre 23');
  });

  it('reads the instant in the zone it is given', () => {
    expect(formatDay(AT, 'America/Los_Angeles', 'fil')).toBe('Lin, Nob 22');
    expect(formatTime(AT, 'UTC', 'en')).toBe('1:00 AM');
  });
});
