/**
 * How often a meeting may be moved (issue 38: 25 moves of one meeting sent the lawyer 19 texts and
 * 25 e-mails). Each party may reschedule a meeting at most this many times; the other party's
 * moves do not use up theirs. A work item's included meeting moved from the engagement page counts
 * the same (it is the same reschedule).
 */
export const MAX_RESCHEDULES_PER_PARTY = 2;

/** The reschedules this party has left on a meeting, from how many they already made (never below 0). */
export function reschedulesLeft(madeByThisParty: number): number {
  return Math.max(0, MAX_RESCHEDULES_PER_PARTY - madeByThisParty);
}

/**
 * Why this party may not move the meeting again, from the reschedules they have left (null: they
 * may) — the one rule. The server refuses a reschedule with this sentence (409 `RESCHEDULE_LIMIT`,
 * lib/server/meetings/reschedule-meeting.ts) and sends `reschedules_left` with the meeting; the
 * reschedule dialog shows the same sentence in place of the form.
 */
export function rescheduleRefusal(left: number): string | null {
  return left > 0
    ? null
    : `You have already rescheduled this meeting ${MAX_RESCHEDULES_PER_PARTY} times, the most each person may. Ask the other party in the comments if you need another time.`;
}
