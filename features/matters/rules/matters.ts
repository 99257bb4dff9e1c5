// Issue 64, the matter: the rules both sides need — what an entry is, who reads it, when the lawyer is nudged,
// when a hearing's reminders are due. Pure: the server decides with these and sends the facts; pages show
// them and never re-derive them.

import { ENGAGEMENT_KIND_NAMES, ENGAGEMENT_KINDS, opensMatter, type EngagementKind } from '@/lib/rules/engagement-kinds';

/** A matter opens on an engagement (issue 74): its source kinds are the engagement kinds. */
export const MATTER_SOURCE_KINDS = ENGAGEMENT_KIND_NAMES;
export type MatterSourceKind = EngagementKind;

/**
 * What a matter opens from (issue 72, item 10): a consultation that was held, work the client engaged the lawyer
 * for (a work item paid; a fixed-price order the lawyer took), a written question the lawyer took — each kind's
 * `opensMatterFrom` in ENGAGEMENT_KINDS. The server's check (its SQL) and the pages' "Open a matter" both read them.
 */
export const MATTER_SOURCE_STATUSES: { readonly [K in EngagementKind]: (typeof ENGAGEMENT_KINDS)[K]['opensMatterFrom'] } = {
  MEETING: ENGAGEMENT_KINDS.MEETING.opensMatterFrom,
  WORK_ITEM: ENGAGEMENT_KINDS.WORK_ITEM.opensMatterFrom,
  SERVICE_ORDER: ENGAGEMENT_KINDS.SERVICE_ORDER.opensMatterFrom,
  QUESTION: ENGAGEMENT_KINDS.QUESTION.opensMatterFrom,
};

export { opensMatter };

/** Entries a person writes (the lawyer all four; the client COMMENT and FILE) and the automatic ones. */
const WRITTEN_ENTRY_KINDS = ['UPDATE', 'COMMENT', 'FILE', 'DEADLINE', 'HEARING'] as const;
const AUTOMATIC_ENTRY_KINDS = ['OPENED', 'MEETING_BOOKED', 'LETTER_SIGNED', 'PAYMENT', 'CLOSED'] as const;
export const MATTER_ENTRY_KINDS = [...WRITTEN_ENTRY_KINDS, ...AUTOMATIC_ENTRY_KINDS] as const;
export type MatterEntryKind = (typeof MATTER_ENTRY_KINDS)[number];

export const HEARING_MODES = ['IN_PERSON', 'VIDEOCONFERENCE'] as const;
export type HearingMode = (typeof HEARING_MODES)[number];

export type MatterRole = 'LAWYER' | 'CUSTOMER';

/** A court notice's reading (issue 73 item 5): a job, queued at the upload, read in the background. */
const NOTICE_READ_STATUSES = ['QUEUED', 'READING', 'DONE', 'FAILED'] as const;
export type NoticeReadStatus = (typeof NOTICE_READ_STATUSES)[number];
/** What the lawyer is told: waiting or being read are one to them ("reading…"), then done or failed. */
export const NOTICE_READ_STATES = ['reading', 'done', 'failed'] as const;
export type NoticeReadState = (typeof NOTICE_READ_STATES)[number];
export const noticeReadState = (status: NoticeReadStatus): NoticeReadState =>
  status === 'DONE' ? 'done' : status === 'FAILED' ? 'failed' : 'reading';

export const MATTER_LIMITS = {
  title: 160,
  problem: 2000,
  court: 160,
  caseNumber: 80,
  branch: 120,
  body: 5000,
  closeReason: 500,
  /** Files on one matter, both parties together (a court case gathers many). */
  filesPerMatter: 200,
  /** One file's size (court notices and pleadings are PDFs of a few MB). */
  fileBytes: 10 * 1024 * 1024,
  /** Entries a page of the timeline holds. */
  pageSize: 30,
  /** Entries one person may write on one matter in a day (no flooding the other party's notices). */
  entriesPerDay: 100,
} as const;

/** The lawyer's nudge setting (lawyer_profiles.matter_nudge_days, migration 0066). */
export const NUDGE_DAYS = { min: 7, max: 180, default: 30 } as const;

/**
 * Whether a reader sees an entry: the lawyer sees every entry of their matter; the client only shared ones.
 * The one rule the queries (WHERE shared OR reader is the lawyer), the export and the notices follow.
 */
export function entryVisibleTo(role: MatterRole, entry: { shared: boolean }): boolean {
  return role === 'LAWYER' || entry.shared;
}

/** Which kinds each party may write by hand. */
export function mayWriteEntry(role: MatterRole, kind: MatterEntryKind): boolean {
  if (role === 'LAWYER') return kind === 'UPDATE' || kind === 'FILE' || kind === 'DEADLINE' || kind === 'HEARING';
  return kind === 'COMMENT' || kind === 'FILE';
}

const DAY_MS = 86_400_000;

/** Whole days since the last shared update: "last update N days ago" on both sides. */
export function daysSinceUpdate(lastSharedAt: Date, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - lastSharedAt.getTime()) / DAY_MS));
}

/**
 * Whether an open matter's lawyer is due a nudge: no shared update for `nudgeDays`, and not already nudged
 * since that update (one nudge per quiet spell).
 */
export function nudgeDue(
  matter: { lastSharedAt: Date; nudgedAt: Date | null; closedAt: Date | null },
  nudgeDays: number,
  now: Date,
): boolean {
  if (matter.closedAt) return false;
  if (daysSinceUpdate(matter.lastSharedAt, now) < nudgeDays) return false;
  return !matter.nudgedAt || matter.nudgedAt.getTime() < matter.lastSharedAt.getTime();
}

/** The hearing reminders: "the day before" is about 24 hours before; then 2 hours before. */
export const HEARING_REMINDERS = [
  { stage: 'DAY_BEFORE', leadMs: 24 * 60 * 60 * 1000 },
  { stage: 'TWO_HOURS', leadMs: 2 * 60 * 60 * 1000 },
] as const;
export type HearingReminderStage = (typeof HEARING_REMINDERS)[number]['stage'];

/**
 * The reminder a hearing is due now, or null. A stage is due once its lead time is reached and it was not
 * sent for this revision; the later stage wins (a hearing confirmed 3 hours ahead gets the 2-hour one only
 * when it comes, and no day-before one once the 2-hour one is due). Nothing for a cancelled or past hearing.
 */
export function dueHearingReminder(
  hearing: {
    startsAt: Date;
    revision: number;
    cancelledAt: Date | null;
    daySentRevision: number | null;
    twoHoursSentRevision: number | null;
  },
  now: Date,
): HearingReminderStage | null {
  if (hearing.cancelledAt) return null;
  const left = hearing.startsAt.getTime() - now.getTime();
  if (left <= 0) return null;
  if (left <= HEARING_REMINDERS[1].leadMs) return hearing.twoHoursSentRevision === hearing.revision ? null : 'TWO_HOURS';
  if (left <= HEARING_REMINDERS[0].leadMs) return hearing.daySentRevision === hearing.revision ? null : 'DAY_BEFORE';
  return null;
}
