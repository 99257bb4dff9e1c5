import { SMS_MEETING_CAP, skipReasonOf, smsCapsApply, type SmsFacts } from './sms-skip';

const base: SmsFacts = { kind: 'meeting_changed', optedOut: false };

it.each<[string, SmsFacts, ReturnType<typeof skipReasonOf>]>([
  ['a number that said STOP gets nothing, not even a code', { kind: 'phone_code', optedOut: true }, 'opted_out'],
  ['nor a reminder', { kind: 'meeting_reminder', optedOut: true, numberCurrent: true }, 'opted_out'],
  ['a notification to a number no longer verified', { ...base, numberCurrent: false }, 'number_changed'],
  ['a code goes to the number being verified', { kind: 'phone_code', optedOut: false, numberCurrent: false, reachable: true }, null],
  ['a number the provider does not reach', { ...base, numberCurrent: true, reachable: false }, 'unreachable'],
  ['the daily cap', { ...base, dailyCapReached: true }, 'daily_cap'],
  ['the daily cap counts codes too', { kind: 'phone_code', optedOut: false, dailyCapReached: true }, 'daily_cap'],
  ["a meeting's cap", { ...base, dailyCapReached: false, sentAboutMeeting: SMS_MEETING_CAP }, 'meeting_cap'],
  ['under it', { ...base, dailyCapReached: false, sentAboutMeeting: SMS_MEETING_CAP - 1 }, null],
  ['no cap drops a confirmation', { kind: 'booking_confirmed', optedOut: false, dailyCapReached: true, sentAboutMeeting: 99 }, null],
  ['nor a reminder', { kind: 'meeting_reminder', optedOut: false, dailyCapReached: true }, null],
])('%s', (_case, facts, reason) => {
  expect(skipReasonOf(facts)).toBe(reason);
});

it('caps apply to an account and a kind that is not essential', () => {
  expect([smsCapsApply('phone_code', 'u'), smsCapsApply('booking_confirmed', 'u'), smsCapsApply('meeting_changed', null)]).toEqual([
    true,
    false,
    false,
  ]);
});
