import { keepSlotHours, slotMatchesHours } from './slot-hours';

// Instants in UTC; what they read in Dubai (UTC+4), Manila (UTC+8) and California (UTC−8 in November).
const FRI_1400_UTC = '2026-11-27T14:00:00.000Z'; // Fri 6:00 PM Dubai, Fri 10:00 PM Manila, Fri 6:00 AM Los Angeles
const FRI_1900_UTC = '2026-11-27T19:00:00.000Z'; // Fri 11:00 PM Dubai, Sat 3:00 AM Manila, Fri 11:00 AM Los Angeles
const SAT_0200_UTC = '2026-11-28T02:00:00.000Z'; // Sat 6:00 AM Dubai, Sat 10:00 AM Manila, Fri 6:00 PM Los Angeles
const SUN_1700_UTC = '2026-11-29T17:00:00.000Z'; // Sun 9:00 PM Dubai, Mon 1:00 AM Manila

describe('evening and weekend slots on the person’s own clock', () => {
  it('an evening starts at 18:00 and ends before 23:00 in the zone', () => {
    expect(slotMatchesHours(FRI_1400_UTC, 'Asia/Dubai', 'evening')).toBe(true);
    expect(slotMatchesHours(FRI_1900_UTC, 'Asia/Dubai', 'evening')).toBe(false);
    expect(slotMatchesHours(FRI_1400_UTC, 'Asia/Manila', 'evening')).toBe(true);
    expect(slotMatchesHours(FRI_1400_UTC, 'America/Los_Angeles', 'evening')).toBe(false);
    expect(slotMatchesHours(SAT_0200_UTC, 'America/Los_Angeles', 'evening')).toBe(true);
    expect(slotMatchesHours(SAT_0200_UTC, 'Asia/Dubai', 'evening')).toBe(false);
  });

  it('a weekend is Saturday and Sunday in the zone, not in Manila', () => {
    expect(slotMatchesHours(FRI_1900_UTC, 'Asia/Manila', 'weekend')).toBe(true);
    expect(slotMatchesHours(FRI_1900_UTC, 'Asia/Dubai', 'weekend')).toBe(false);
    expect(slotMatchesHours(SUN_1700_UTC, 'Asia/Dubai', 'weekend')).toBe(true);
    expect(slotMatchesHours(SUN_1700_UTC, 'Asia/Manila', 'weekend')).toBe(false);
    expect(slotMatchesHours(SAT_0200_UTC, 'America/Los_Angeles', 'weekend')).toBe(false);
  });

  it('filters a calendar, keeping every day', () => {
    const calendar = {
      '2026-11-27': [{ start_time: FRI_1400_UTC }, { start_time: FRI_1900_UTC }],
      '2026-11-28': [{ start_time: SAT_0200_UTC }],
    };
    expect(keepSlotHours(calendar, 'Asia/Dubai', 'evening')).toEqual({ '2026-11-27': [{ start_time: FRI_1400_UTC }], '2026-11-28': [] });
    expect(keepSlotHours(calendar, 'Asia/Dubai', undefined)).toBe(calendar);
  });
});
