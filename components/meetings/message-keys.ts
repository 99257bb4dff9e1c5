// The keys of `meetings` each part of the portals reads in the browser, for <ClientMessages> (the
// browser downloads only these). The meeting pages send the whole namespace.

/** The live-call banner of the portal frame (live-call-banner.tsx). */
export const LIVE_BANNER_KEYS = [
  'inManila',
  'banner.label',
  'banner.startsAt',
  'banner.startedAt',
  'banner.endedAt',
  'banner.waiting',
  'banner.consultation',
  'banner.call',
  'banner.inCall',
  'banner.waitingRoom',
  'banner.joinNow',
] as const;

/** A meeting list (meeting-list.tsx, with its status badges and unread indicators). */
export const MEETING_LIST_KEYS = [
  'inManila',
  'unread',
  'callLabel',
  // A notarial appointment (issue 43) is listed as in person, not a call.
  'inPersonLabel',
  'status.PAYMENT_PENDING',
  'status.CONFIRMED',
  'status.COMPLETED',
  'status.CANCELLED',
  'status.EXPIRED',
  'status.PAYMENT_FAILED',
  'list.label',
  'list.today',
  'list.upcoming',
  'list.past',
  'list.emptyToday',
  'list.emptyUpcoming',
  'list.emptyPast',
  'list.loading',
  'list.failed',
  'list.more',
] as const;

/** Whole groups of `meetings` ("review." …) for a page that needs them: ClientMessages sends every key under each. */
export function keysUnder(...groups: `${string}.`[]): string[] {
  return groups;
}
