import { meetings } from '@/lib/db/schema/meetings';
import { REMINDER_LEAD_MINUTES } from '@/lib/config/time';
import {
  MEETING_KIND_NAMES,
  MEETING_KINDS,
  firstReminderAt,
  isCallKind,
  meetingKindOfWire,
  meetingKindsWhere,
  type MeetingKind,
  type MeetingKindRules,
} from './meeting-kinds';

// Issue 59 item 5: meeting kinds as one table. Every kind the database knows has a full row, the
// database's checks say what the rows say (lib/server/meetings/meeting-kind-sql.test.ts), and a new kind is a
// row (the type refuses a table without it).

const FIELDS: (keyof MeetingKindRules)[] = [
  'venue',
  'durations',
  'reminderLeadsMinutes',
  'reminder',
  'confirmation',
  'details',
  'settlement',
  'reschedule',
  'texts',
];
const TEXTS: (keyof MeetingKindRules['texts'])[] = [
  'item',
  'calendarSummary',
  'calendarDescription',
  'meetingLabel',
  'detailHeading',
  'checkoutItem',
  'calendarTag',
  'cancelledTitle',
  'cancelDialog',
  'checkoutNote',
  'checkoutPaid',
];

describe('the meeting-kinds table', () => {
  it('has a row for every kind of the database, and no other', () => {
    expect([...meetings.kind.enumValues].sort()).toEqual([...MEETING_KIND_NAMES].sort());
    expect(Object.keys(MEETING_KINDS).sort()).toEqual([...MEETING_KIND_NAMES].sort());
  });

  it.each(MEETING_KIND_NAMES)('%s has every field and every text', (kind) => {
    const row = MEETING_KINDS[kind];
    for (const field of FIELDS) expect({ field, set: row[field] !== undefined }).toEqual({ field, set: true });
    for (const text of TEXTS) expect({ text, set: row.texts[text] !== undefined }).toEqual({ text, set: true });
    expect(row.durations.length).toBeGreaterThan(0);
    expect(row.reminderLeadsMinutes.length).toBeGreaterThan(0);
    // Longest lead first: the first still ahead is the one to arm.
    expect([...row.reminderLeadsMinutes].sort((a, b) => b - a)).toEqual([...row.reminderLeadsMinutes]);
  });

  it('arms the first reminder still ahead: a consultation 10 minutes before, an appointment a day, then an hour, before', () => {
    const start = new Date('2026-03-10T09:00:00Z');
    const minutesBefore = (kind: MeetingKind, now: string) =>
      (start.getTime() - firstReminderAt(kind, start, new Date(now)).getTime()) / 60_000;
    expect(minutesBefore('CONSULTATION', '2026-03-01T00:00:00Z')).toBe(REMINDER_LEAD_MINUTES);
    expect(minutesBefore('CONSULTATION', '2026-03-10T08:55:00Z')).toBe(REMINDER_LEAD_MINUTES);
    expect(minutesBefore('NOTARY', '2026-03-01T00:00:00Z')).toBe(24 * 60);
    expect(minutesBefore('NOTARY', '2026-03-09T10:00:00Z')).toBe(60);
  });

  it('answers what the branches used to ask', () => {
    expect(meetingKindsWhere((k) => k.venue === 'call')).toEqual(['CONSULTATION']);
    expect(meetingKindsWhere((k) => k.details === 'notary-appointment')).toEqual(['NOTARY']);
    expect([isCallKind('CONSULTATION'), isCallKind('NOTARY')]).toEqual([true, false]);
    expect([
      meetingKindOfWire({ in_person: null }),
      meetingKindOfWire({ in_person: { service: 'x' } }),
      meetingKindOfWire({ in_person: true }),
    ]).toEqual(['CONSULTATION', 'NOTARY', 'NOTARY']);
  });

  it('makes a new kind one row: the type refuses a table without it, or a row without a field', () => {
    // A legal-aid free consultation (a kind a later round may add): one row, here built from the consultation's.
    type WithLegalAid = MeetingKind | 'LEGAL_AID';
    const legalAid: MeetingKindRules = { ...MEETING_KINDS.CONSULTATION, durations: [30] };
    const extended: Record<WithLegalAid, MeetingKindRules> = { ...MEETING_KINDS, LEGAL_AID: legalAid };
    expect(extended.LEGAL_AID.venue).toBe('call');
    // @ts-expect-error a table without a row for every kind does not compile
    const missingRow: Record<WithLegalAid, MeetingKindRules> = { ...MEETING_KINDS };
    // @ts-expect-error a row without every field does not compile
    const missingField: MeetingKindRules = { venue: 'call', durations: [30] };
    expect([missingRow, missingField]).toHaveLength(2);
  });
});
