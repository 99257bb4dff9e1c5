import { isInTrouble, rebuildDelayMs, RECOVERY } from './recovery';

it('starts over after 10 s, then 20 s, then every 30 s: bounded, never faster, never given up', () => {
  expect([0, 1, 2, 3, 10, 50].map((n) => rebuildDelayMs('offerer', n))).toEqual([10_000, 20_000, 30_000, 30_000, 30_000, 30_000]);
});

it('the client’s page asks a little after the lawyer’s would start over by itself', () => {
  for (const n of [0, 1, 5]) expect(rebuildDelayMs('answerer', n)).toBe(rebuildDelayMs('offerer', n) + RECOVERY.clientLagMs);
});

it('says the call is not connecting after 15 s of trying, not before', () => {
  expect(isInTrouble(null, 100_000)).toBe(false);
  expect(isInTrouble(100_000, null)).toBe(false);
  expect(isInTrouble(100_000, 114_999)).toBe(false);
  expect(isInTrouble(100_000, 115_000)).toBe(true);
});
