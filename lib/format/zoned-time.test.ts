import {
  formatDay,
  formatDayTime,
  formatLongDay,
  formatSpanWithManila,
  formatTime,
  formatWithManila,
  withZone,
  zoneCity,
  zonedPair,
} from './zoned-time';

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

describe('a time in the reader’s zone with Philippine time beside it', () => {
  // 2026-11-28 17:00 UTC: Saturday 9:00 PM in Dubai, Sunday 1:00 AM in Manila, Saturday 9:00 AM in California.
  const SAT = '2026-11-28T17:00:00.000Z';

  it('writes Dubai time first and Manila time beside it, each with its day', () => {
    expect(formatWithManila(SAT, 'Asia/Dubai', 'en', 'weekday')).toBe('Sat 9:00 PM Dubai · Sun 1:00 AM Manila');
    expect(formatWithManila(SAT, 'Asia/Dubai', 'en')).toBe('Sat, Nov 28, 9:00 PM Dubai · Sun, Nov 29, 1:00 AM Manila');
    expect(formatWithManila(SAT, 'Asia/Dubai', 'en', 'long')).toBe(
      'Saturday, November 28, 2026, 9:00 PM Dubai · Sunday, November 29, 2026, 1:00 AM Manila',
    );
  });

  it('names a city of two words and days in Filipino', () => {
    expect(formatWithManila(SAT, 'America/Los_Angeles', 'en', 'weekday')).toBe('Sat 9:00 AM Los Angeles · Sun 1:00 AM Manila');
    expect(formatWithManila(SAT, 'Asia/Dubai', 'fil', 'weekday')).toBe('Sab 9:00 PM Dubai · Lin 1:00 AM Manila');
  });

  it('names Manila’s day beside a bare time only when it is another day', () => {
    expect(formatWithManila(SAT, 'Asia/Dubai', 'en', 'time')).toBe('9:00 PM Dubai · Sun 1:00 AM Manila');
    expect(formatWithManila('2026-11-28T05:00:00.000Z', 'Asia/Dubai', 'en', 'time')).toBe('9:00 AM Dubai · 1:00 PM Manila');
  });

  it('says the day once on a result card’s chip (issue 72 item 7): Manila’s day only when it is another', () => {
    expect(formatWithManila(SAT, 'Asia/Dubai', 'en', 'dayOnce')).toBe('Sat, Nov 28, 9:00 PM Dubai · Sun 1:00 AM Manila');
    expect(formatWithManila('2026-11-28T05:00:00.000Z', 'Asia/Dubai', 'fil', 'dayOnce')).toBe(
      'Sab, Nob 28, 9:00 AM Dubai · 1:00 PM Manila',
    );
    expect(formatWithManila(SAT, MANILA, 'en', 'dayOnce')).toBe('Sun, Nov 29, 1:00 AM');
  });

  it('adds nothing when the reader’s clock is Manila’s', () => {
    expect(formatWithManila(SAT, 'Asia/Manila', 'en', 'weekday')).toBe('Sun 1:00 AM');
    expect(formatWithManila(SAT, 'Asia/Singapore', 'en', 'weekday')).toBe('Sun 1:00 AM');
    expect(zonedPair(SAT, 'Asia/Manila', 'en')).toEqual({ local: 'Sun, Nov 29, 1:00 AM', manila: null });
  });

  it('writes a meeting’s span on both clocks, or nothing to add in Manila', () => {
    const end = '2026-11-28T17:30:00.000Z';
    expect(formatSpanWithManila(SAT, end, 'Asia/Dubai', 'en')).toBe(
      'Sat, Nov 28, 9:00 PM – 9:30 PM Dubai · Sun, Nov 29, 1:00 AM – 1:30 AM Manila',
    );
    expect(formatSpanWithManila(SAT, end, 'Asia/Manila', 'en')).toBeNull();
  });

  it('names a zone without a city by its short name', () => {
    expect(zoneCity('Asia/Dubai')).toBe('Dubai');
    expect(zoneCity('UTC')).toBe('UTC');
    expect(formatWithManila(SAT, 'UTC', 'en', 'weekday')).toBe('Sat 5:00 PM UTC · Sun 1:00 AM Manila');
  });
});
