import { translator } from '@/lib/i18n/translator';
import { ageBucket, badgeLabel } from './age-label';

/** The label as the menu words it: the bucket, in the catalogue's English (spec §4's words). */
function ageLabel(createdAt: Date, now: Date): string {
  const { key, days } = ageBucket(createdAt, now);
  return translator('en', 'account')(`notifications.age.${key}`, { count: days });
}

describe('notification age labels (spec §4)', () => {
  const now = new Date(2030, 4, 20, 15, 0);
  const daysAgo = (n: number, hour = 9) => new Date(2030, 4, 20 - n, hour, 0);
  it.each([
    [0, 'Today'],
    [1, 'Yesterday'],
    [2, '2 days ago'],
    [3, '3 days ago'],
    [6, '6 days ago'],
    [7, 'week ago'],
    [8, 'week ago'],
    [13, 'week ago'],
    [14, 'long time ago'],
    [20, 'long time ago'],
  ])('%i days → %s', (n, label) => {
    expect(ageLabel(daysAgo(n), now)).toBe(label);
  });
  it('counts calendar days: late last night is Yesterday', () => {
    expect(ageLabel(new Date(2030, 4, 19, 23, 59), new Date(2030, 4, 20, 0, 1))).toBe('Yesterday');
  });
  it('caps the badge at 10+', () => {
    expect([0, 1, 10, 11, 99].map(badgeLabel)).toEqual([null, '1', '10', '10+', '10+']);
  });
});
