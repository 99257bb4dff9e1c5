import { countdown, msUntil, waitParts } from './phone-wait';

const now = Date.parse('2026-11-24T12:00:00Z');

it('counts down to a moment, never below zero', () => {
  expect(msUntil('2026-11-24T12:00:42Z', now)).toBe(42_000);
  expect(msUntil('2026-11-24T11:59:00Z', now)).toBe(0);
  expect(msUntil(null, now)).toBe(0);
});

it('writes a button countdown as m:ss, rounded up', () => {
  expect(countdown(42_000)).toBe('0:42');
  expect(countdown(60_000)).toBe('1:00');
  expect(countdown(125_001)).toBe('2:06');
});

it('says a wait in words, rounded up so it is never earlier than true', () => {
  expect(waitParts(1_000)).toEqual({ unit: 'seconds', count: 1 });
  expect(waitParts(45_000)).toEqual({ unit: 'seconds', count: 45 });
  expect(waitParts(60_000)).toEqual({ unit: 'minutes', count: 1 });
  expect(waitParts(14 * 60_000 + 1)).toEqual({ unit: 'minutes', count: 15 });
});
