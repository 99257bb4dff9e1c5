import { buildCalendar, type WeeklyHours } from './build-calendar';

const everyDay = (start = 540, end = 1020): WeeklyHours[] =>
  [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, available: true, startMinute: start, endMinute: end }));
const base = { weekly: everyDay(), lawyerTimeZone: 'Asia/Manila', noticeMinutes: 0, busy: [], durationMinutes: 30 as const };
const starts = (calendar: Record<string, { start_time: string }[]>) =>
  Object.values(calendar)
    .flat()
    .map((s) => s.start_time);

describe('buildCalendar', () => {
  it('never offers a slot that starts before the current hour (nor one already started)', () => {
    // 10:20 in Manila: 09:00 to 10:00 are gone; 10:30 is the first slot today.
    const now = new Date('2026-03-02T02:20:00Z');
    const calendar = buildCalendar({ ...base, now, viewerTimeZone: 'Asia/Manila' });
    expect(calendar['2026-03-02'][0].start_time).toBe('2026-03-02T02:30:00.000Z');
    const hourStart = Date.parse('2026-03-02T02:00:00Z');
    expect(starts(calendar).every((s) => Date.parse(s) >= hourStart && Date.parse(s) > now.getTime())).toBe(true);
  });

  it('shows a Manila 09:00 slot as 01:00 UTC, on the UTC day, for a viewer in UTC', () => {
    const now = new Date('2026-03-01T12:00:00Z'); // 20:00 Manila, Sunday
    const calendar = buildCalendar({ ...base, now, viewerTimeZone: 'UTC' });
    expect(calendar['2026-03-02'][0]).toEqual({ start_time: '2026-03-02T01:00:00.000Z' });
    const manila = buildCalendar({ ...base, now, viewerTimeZone: 'Asia/Manila' });
    expect(manila['2026-03-02'][0]).toEqual({ start_time: '2026-03-02T01:00:00.000Z' });
  });

  it("groups by the viewer's day: a Manila morning is the previous evening in Los Angeles", () => {
    const now = new Date('2026-03-01T12:00:00Z');
    const calendar = buildCalendar({ ...base, now, viewerTimeZone: 'America/Los_Angeles' });
    // 2026-03-02 09:00 Manila = 2026-03-01 17:00 PST.
    expect(calendar['2026-03-01'].map((s) => s.start_time)).toContain('2026-03-02T01:00:00.000Z');
  });

  it('keeps 14 day keys, drops the notice time, and fits the whole consultation in the hours', () => {
    const now = new Date('2026-03-02T00:00:00Z'); // 08:00 Manila
    const calendar = buildCalendar({ ...base, now, viewerTimeZone: 'Asia/Manila', noticeMinutes: 180, durationMinutes: 60 });
    expect(Object.keys(calendar)).toHaveLength(14);
    // Notice 3 h from 08:00 → first slot 11:00; last 60-minute slot 16:00 (hours end at 17:00).
    const today = calendar['2026-03-02'].map((s) => s.start_time);
    expect(today[0]).toBe('2026-03-02T03:00:00.000Z');
    expect(today[today.length - 1]).toBe('2026-03-02T08:00:00.000Z');
  });

  it('removes every slot overlapping busy time and keeps those touching it', () => {
    const now = new Date('2026-03-01T12:00:00Z');
    const busy = [{ startMs: Date.parse('2026-03-02T02:30:00Z'), endMs: Date.parse('2026-03-02T03:00:00Z') }]; // 10:30-11:00 Manila
    const calendar = buildCalendar({ ...base, now, viewerTimeZone: 'Asia/Manila', busy, durationMinutes: 60 });
    const day = calendar['2026-03-02'].map((s) => s.start_time);
    expect(day).not.toContain('2026-03-02T02:00:00.000Z'); // 10:00-11:00 overlaps
    expect(day).toContain('2026-03-02T01:00:00.000Z'); // 09:00-10:00
    expect(day).toContain('2026-03-02T03:00:00.000Z'); // 11:00 touches the end
    expect(day).toContain('2026-03-02T01:30:00.000Z'); // 09:30-10:30 touches the start
    expect(day).not.toContain('2026-03-02T02:30:00.000Z'); // 10:30-11:30 overlaps
  });

  it('starts on the half hour too: hours from 08:30 begin at 08:30, and a 30-minute booking at 09:00 leaves 09:30 free', () => {
    const now = new Date('2026-03-01T12:00:00Z'); // Sunday 20:00 Manila
    const monday: WeeklyHours[] = [{ weekday: 1, available: true, startMinute: 510, endMinute: 630 }]; // 08:30–10:30
    const busy = [{ startMs: Date.parse('2026-03-02T01:00:00Z'), endMs: Date.parse('2026-03-02T01:30:00Z') }]; // 09:00–09:30 booked
    const calendar = buildCalendar({ ...base, weekly: monday, busy, now, viewerTimeZone: 'Asia/Manila', days: 2 });
    // 08:30, 09:30 and 10:00 Manila; 09:00 is taken and nothing ends after 10:30.
    expect(calendar['2026-03-02'].map((s) => s.start_time)).toEqual([
      '2026-03-02T00:30:00.000Z',
      '2026-03-02T01:30:00.000Z',
      '2026-03-02T02:00:00.000Z',
    ]);
  });

  it('offers on a page kept for a while only the slots still bookable when it is built again', () => {
    // 09:27 Manila, one-hour notice: 10:30 is bookable until 09:30. A page kept 5 minutes offers 11:00 first.
    const now = new Date('2026-03-02T01:27:00Z');
    const kept = buildCalendar({ ...base, now, viewerTimeZone: 'Asia/Manila', noticeMinutes: 60, keptForMinutes: 5 });
    expect(kept['2026-03-02'][0].start_time).toBe('2026-03-02T03:00:00.000Z');
    const live = buildCalendar({ ...base, now, viewerTimeZone: 'Asia/Manila', noticeMinutes: 60 });
    expect(live['2026-03-02'][0].start_time).toBe('2026-03-02T02:30:00.000Z');
  });

  it("follows weekly hours per weekday and builds days in the lawyer's own zone", () => {
    const now = new Date('2026-03-01T00:00:00Z');
    const mondaysOnly: WeeklyHours[] = [{ weekday: 1, available: true, startMinute: 600, endMinute: 720 }];
    const calendar = buildCalendar({ ...base, weekly: mondaysOnly, lawyerTimeZone: 'Europe/London', now, viewerTimeZone: 'UTC' });
    const all = starts(calendar);
    const monday = (date: string) => ['10:00', '10:30', '11:00', '11:30'].map((time) => `${date}T${time}:00.000Z`);
    expect(all).toEqual([...monday('2026-03-02'), ...monday('2026-03-09')]);
  });

  it("offers slots in each of a day's ranges and none in the gap between them (a lunch break)", () => {
    const now = new Date('2026-03-01T12:00:00Z'); // Sunday 20:00 Manila
    // Monday 09:00–12:00 and 13:00–17:00, given out of order: the slots still come in time order.
    const monday: WeeklyHours[] = [
      { weekday: 1, available: true, startMinute: 780, endMinute: 1020 },
      { weekday: 1, available: true, startMinute: 540, endMinute: 720 },
    ];
    const calendar = buildCalendar({ ...base, weekly: monday, now, viewerTimeZone: 'Asia/Manila', days: 2 });
    const manila = (h: number) => `2026-03-02T${String(Math.floor(h) - 8).padStart(2, '0')}:${h % 1 ? '30' : '00'}:00.000Z`;
    expect(calendar['2026-03-02'].map((s) => s.start_time)).toEqual(
      [9, 9.5, 10, 10.5, 11, 11.5, 13, 13.5, 14, 14.5, 15, 15.5, 16, 16.5].map(manila),
    );
    // 60 minutes: 11:00 still fits the morning (ends 12:00), 11:30 does not; nothing starts at 12:00.
    const hour = buildCalendar({ ...base, weekly: monday, now, viewerTimeZone: 'Asia/Manila', days: 2, durationMinutes: 60 });
    expect(hour['2026-03-02'].map((s) => s.start_time)).toEqual([9, 9.5, 10, 10.5, 11, 13, 13.5, 14, 14.5, 15, 15.5, 16].map(manila));
  });

  it('joins touching ranges: a consultation may run across where one ends and the next begins', () => {
    const now = new Date('2026-03-01T12:00:00Z');
    const monday: WeeklyHours[] = [
      { weekday: 1, available: true, startMinute: 540, endMinute: 690 }, // 09:00–11:30
      { weekday: 1, available: true, startMinute: 690, endMinute: 780 }, // 11:30–13:00
    ];
    const calendar = buildCalendar({ ...base, weekly: monday, now, viewerTimeZone: 'Asia/Manila', days: 2, durationMinutes: 60 });
    expect(calendar['2026-03-02'].map((s) => s.start_time)).toContain('2026-03-02T03:00:00.000Z'); // 11:00–12:00
  });

  it('skips a day switched off even when its ranges are kept', () => {
    const now = new Date('2026-03-01T12:00:00Z');
    const off: WeeklyHours[] = [
      { weekday: 1, available: false, startMinute: 540, endMinute: 720 },
      { weekday: 1, available: false, startMinute: 780, endMinute: 1020 },
    ];
    expect(starts(buildCalendar({ ...base, weekly: off, now, viewerTimeZone: 'Asia/Manila' }))).toEqual([]);
  });
});
