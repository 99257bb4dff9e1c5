import { isProposalExpired, proposalExpiresAt, PROPOSAL_VALID_DAYS, reminderDueSentBefore } from './proposal-expiry';

const sent = new Date('2026-10-01T02:00:00Z');
const DAY = 86_400_000;

it('a proposal is open for 30 days from when it was sent, then expired', () => {
  expect(PROPOSAL_VALID_DAYS).toBe(30);
  expect(proposalExpiresAt(sent).toISOString()).toBe('2026-10-31T02:00:00.000Z');
  expect(isProposalExpired(sent, new Date(sent.getTime() + 30 * DAY - 1))).toBe(false);
  expect(isProposalExpired(sent, new Date(sent.getTime() + 30 * DAY))).toBe(true);
});

it('the reminder falls due three days before it expires', () => {
  const now = new Date('2026-10-28T02:00:00Z');
  expect(reminderDueSentBefore(now).toISOString()).toBe(sent.toISOString());
});
