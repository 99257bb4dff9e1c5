import { issueWords } from '@/lib/test/issue-words';
import { MAX_RANGES_PER_DAY, PROFILE_MESSAGES, availabilitySchema, rangeIssues } from './lawyer-profile';

const m = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3));
const range = (start: string, end: string) => ({ start: m(start), end: m(end) });
const services = [
  { duration: 30, price: 800_00 },
  { duration: 60, price: 1500_00 },
];
/** A week where Monday has `monday` and the other days are off. */
const week = (monday: Record<string, unknown>) => ({
  daily_availability: [0, 1, 2, 3, 4, 5, 6].map((weekday) =>
    weekday === 1 ? { weekday, available: true, ...monday } : { weekday, available: false, start_time: '09:00', end_time: '17:00' },
  ),
  notice_time: 0,
  services,
});
const messages = (input: unknown) => {
  const parsed = availabilitySchema.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((i) => [i.path.join('.'), issueWords(i.message, 'en')]);
};

/** rangeIssues' issues with their messages as English words. */
const worded = (issues: ReturnType<typeof rangeIssues>) => issues.map((i) => ({ ...i, message: issueWords(i.message, 'en') }));

describe('rangeIssues: several time ranges a day', () => {
  it('accepts ordered ranges with a gap, and touching ones', () => {
    expect(rangeIssues([range('09:00', '12:00'), range('13:00', '17:00')])).toEqual([]);
    expect(rangeIssues([range('09:00', '12:00'), range('12:00', '13:00'), range('18:00', '24:00')])).toEqual([]);
  });

  it('refuses a range that ends before it starts, one that overlaps, and one out of order', () => {
    expect(worded(rangeIssues([range('12:00', '09:00')]))).toEqual([{ index: 0, field: 'end_time', message: PROFILE_MESSAGES.hours }]);
    expect(worded(rangeIssues([range('09:00', '12:00'), range('11:00', '14:00')]))).toEqual([
      { index: 1, field: 'start_time', message: PROFILE_MESSAGES.rangeOverlap },
    ]);
    expect(worded(rangeIssues([range('13:00', '17:00'), range('09:00', '12:00')]))).toEqual([
      { index: 1, field: 'start_time', message: PROFILE_MESSAGES.rangeOrder },
    ]);
    expect(worded(rangeIssues([range('09:00', '17:00'), range('10:00', '11:00')]))[0].message).toBe(PROFILE_MESSAGES.rangeOverlap);
  });
});

describe('availabilitySchema with ranges', () => {
  it('takes the ranges of each day, and the single start/end of the spec as one range', () => {
    const parsed = availabilitySchema.parse(
      week({
        ranges: [
          { start_time: '09:00', end_time: '12:00' },
          { start_time: '13:00', end_time: '17:00' },
        ],
      }),
    );
    expect(parsed.daily_availability[1].ranges).toEqual([
      { start_time: '09:00', end_time: '12:00' },
      { start_time: '13:00', end_time: '17:00' },
    ]);
    const legacy = availabilitySchema.parse(week({ start_time: '08:00', end_time: '16:00' }));
    expect(legacy.daily_availability[1].ranges).toEqual([{ start_time: '08:00', end_time: '16:00' }]);
  });

  it('names the range at fault, within the day (00:00 to 24:00)', () => {
    const overlap = week({
      ranges: [
        { start_time: '09:00', end_time: '12:00' },
        { start_time: '11:30', end_time: '17:00' },
      ],
    });
    expect(messages(overlap)).toEqual([['daily_availability.1.ranges.1.start_time', PROFILE_MESSAGES.rangeOverlap]]);
    expect(messages(week({ ranges: [{ start_time: '22:00', end_time: '25:00' }] }))).toEqual([
      ['daily_availability.1.ranges.0.end_time', 'Use HH:MM.'],
    ]);
    expect(messages(week({ ranges: [] }))).toEqual([['daily_availability.1.ranges', PROFILE_MESSAGES.noRange]]);
    const many = Array.from({ length: MAX_RANGES_PER_DAY + 1 }, (_, i) => ({ start_time: `0${i}:00`, end_time: `0${i}:30` }));
    expect(messages(week({ ranges: many }))).toEqual([['daily_availability.1.ranges', PROFILE_MESSAGES.tooManyRanges]]);
  });

  it('does not hold a day off to its kept ranges', () => {
    const input = week({ start_time: '09:00', end_time: '17:00' });
    input.daily_availability[2] = { weekday: 2, available: false, start_time: '17:00', end_time: '09:00' };
    expect(messages(input)).toEqual([]);
  });
});
