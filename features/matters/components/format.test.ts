import { hearingWhen, manilaFields, manilaInstant } from './format';

// The hearing forms are filled in Philippine time (the courts' clock), whatever the lawyer's own zone.
describe('the matter forms’ Philippine time', () => {
  it('reads date and time fields as Manila’s (UTC+8) and gives them back from an instant', () => {
    expect(manilaInstant('2027-01-15', '08:30')).toBe('2027-01-15T00:30:00.000Z');
    // Just after midnight in Manila is the day before in UTC.
    expect(manilaInstant('2027-01-15', '00:15')).toBe('2027-01-14T16:15:00.000Z');
    expect(manilaFields('2027-01-14T16:15:00.000Z')).toEqual({ date: '2027-01-15', time: '00:15' });
    expect(manilaFields('2027-01-15T05:30:00.000Z')).toEqual({ date: '2027-01-15', time: '13:30' });
  });

  it('gives nothing for an incomplete field', () => {
    expect(manilaInstant('', '08:30')).toBeNull();
    expect(manilaInstant('2027-01-15', '')).toBeNull();
    expect(manilaInstant('2027-02-30x', '08:30')).toBeNull();
  });

  it('writes a hearing in the reader’s zone, Manila’s beside it only where the clocks differ', () => {
    expect(hearingWhen('2027-01-15T00:30:00.000Z', 'Asia/Manila', 'en')).toBe('Friday, January 15, 2027, 8:30 AM');
    expect(hearingWhen('2027-01-15T00:30:00.000Z', 'Asia/Dubai', 'en')).toBe(
      'Friday, January 15, 2027, 4:30 AM Dubai · Friday, January 15, 2027, 8:30 AM Manila',
    );
  });
});
