/**
 * How long a client may take to answer a work item's proposal (issue 57 item 11: one waited eight
 * months as "Your client is reading the proposal"). The terms are open for PROPOSAL_VALID_DAYS from
 * when they were sent; the client is reminded PROPOSAL_REMINDER_DAYS_BEFORE that; after it the
 * proposal can no longer be accepted, and the lawyer sends it again (a revision starts a new period).
 * Pure: the server refuses a late acceptance and sends the page `proposal_expires_at` / `_expired`.
 */
export const PROPOSAL_VALID_DAYS = 30;
const PROPOSAL_REMINDER_DAYS_BEFORE = 3;

const DAY = 24 * 60 * 60_000;

export function proposalExpiresAt(proposedAt: Date): Date {
  return new Date(proposedAt.getTime() + PROPOSAL_VALID_DAYS * DAY);
}

export function isProposalExpired(proposedAt: Date, now: Date): boolean {
  return now.getTime() >= proposalExpiresAt(proposedAt).getTime();
}

/** The proposals whose reminder is due now: sent at or before this instant, and not yet expired. */
export function reminderDueSentBefore(now: Date): Date {
  return new Date(now.getTime() - (PROPOSAL_VALID_DAYS - PROPOSAL_REMINDER_DAYS_BEFORE) * DAY);
}

/** Sent after this instant, a proposal has not expired yet (the reminder window's other end). */
export function stillOpenSentAfter(now: Date): Date {
  return new Date(now.getTime() - PROPOSAL_VALID_DAYS * DAY);
}
