import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { storedFiles } from './files';
import { lawyerProfiles } from './lawyers';
import { users } from './users';
import type { NoticeFactsDto } from '@/features/matters/dto/matters';
import {
  MATTER_SOURCE_KINDS,
  type MatterEntryKind,
  type MatterSourceKind,
  type HearingMode,
  type NoticeReadStatus,
} from '@/features/matters/rules/matters';
import { sqlList } from './sql-list';

/**
 * Issue 64: one matter a lawyer and a client follow after a consultation, a work item, a service order or
 * a written question (migration 0066). Only its lawyer and its client see it; closed, never deleted.
 */
export const matters = pgTable(
  'matters',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    lawyerId: uuid('lawyer_id')
      .notNull()
      .references(() => lawyerProfiles.userId, { onDelete: 'restrict' }),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    title: text('title').notNull(),
    /** The problem in plain words (prefilled from the source: the meeting's subject, the question's problem…). */
    problem: text('problem'),
    court: text('court'),
    caseNumber: text('case_number'),
    branch: text('branch'),
    sourceKind: text('source_kind').$type<MatterSourceKind>().notNull(),
    sourceId: uuid('source_id').notNull(),
    /** The last entry the client can see that the lawyer wrote: the nudge and "last update N days ago" count from it. */
    lastSharedAt: timestamp('last_shared_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the lawyer was last nudged about this matter (once per quiet spell). */
    nudgedAt: timestamp('nudged_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closeReason: text('close_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('matters_source_key').on(t.sourceKind, t.sourceId),
    index('matters_lawyer_idx').on(t.lawyerId, t.createdAt),
    index('matters_customer_idx').on(t.customerId, t.createdAt),
    index('matters_nudge_idx')
      .on(t.lastSharedAt)
      .where(sql`${t.closedAt} IS NULL`),
    check('matters_source_kind_check', sql`${t.sourceKind} IN (${sqlList(MATTER_SOURCE_KINDS)})`),
    check('matters_closed_check', sql`(${t.closedAt} IS NULL) = (${t.closeReason} IS NULL)`),
  ],
);

/** The timeline: entries by the lawyer or the client (author_id) and automatic ones (author_id null, ref_id). */
export const matterEntries = pgTable(
  'matter_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    matterId: uuid('matter_id')
      .notNull()
      .references(() => matters.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind').$type<MatterEntryKind>().notNull(),
    /** false: the lawyer's private note — never in the client's view, answers, export or notices. */
    shared: boolean('shared').notNull().default(true),
    body: text('body'),
    fileId: uuid('file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    /** A DEADLINE's date and time. */
    dueAt: timestamp('due_at', { withTimezone: true }),
    /** An automatic entry's meeting, letter or payment (at most one entry per matter, kind and ref). */
    refId: uuid('ref_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('matter_entries_timeline_idx').on(t.matterId, t.createdAt.desc(), t.id.desc()),
    uniqueIndex('matter_entries_automatic_key')
      .on(t.matterId, t.kind, t.refId)
      .where(sql`${t.refId} IS NOT NULL`),
    index('matter_entries_file_idx')
      .on(t.fileId)
      .where(sql`${t.fileId} IS NOT NULL`),
    check(
      'matter_entries_kind_check',
      sql`${t.kind} IN ('UPDATE', 'COMMENT', 'FILE', 'DEADLINE', 'HEARING', 'OPENED', 'MEETING_BOOKED', 'LETTER_SIGNED', 'PAYMENT', 'CLOSED')`,
    ),
    check('matter_entries_deadline_check', sql`${t.kind} <> 'DEADLINE' OR ${t.dueAt} IS NOT NULL`),
    check('matter_entries_file_check', sql`${t.kind} <> 'FILE' OR ${t.fileId} IS NOT NULL OR ${t.authorId} IS NULL`),
  ],
);

/** A HEARING entry's details; reminders about 24 h and 2 h before, once per revision. */
export const matterHearings = pgTable(
  'matter_hearings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    matterId: uuid('matter_id')
      .notNull()
      .references(() => matters.id, { onDelete: 'cascade' }),
    entryId: uuid('entry_id')
      .notNull()
      .references(() => matterEntries.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    court: text('court').notNull(),
    branch: text('branch'),
    mode: text('mode').$type<HearingMode>().notNull().default('IN_PERSON'),
    noticeFileId: uuid('notice_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    revision: integer('revision').notNull().default(1),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    daySentRevision: integer('day_before_sent_revision'),
    twoHoursSentRevision: integer('two_hours_sent_revision'),
    reminderClaimedUntil: timestamp('reminder_claimed_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('matter_hearings_entry_key').on(t.entryId),
    index('matter_hearings_matter_idx').on(t.matterId, t.startsAt),
    index('matter_hearings_due_idx')
      .on(t.startsAt)
      .where(sql`${t.cancelledAt} IS NULL`),
    check('matter_hearings_mode_check', sql`${t.mode} IN ('IN_PERSON', 'VIDEOCONFERENCE')`),
  ],
);

/**
 * Issue 73 item 5: a court notice's reading, a job off the request (migration 0070). The partial unique index keeps
 * one READING per lawyer; the site-wide cap is the claim's (features/matters/server/notice-reads.ts).
 */
export const matterNoticeReads = pgTable(
  'matter_notice_reads',
  {
    entryId: uuid('entry_id')
      .primaryKey()
      .references(() => matterEntries.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'cascade' }),
    lawyerId: uuid('lawyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<NoticeReadStatus>().notNull().default('QUEUED'),
    attempts: integer('attempts').notNull().default(0),
    /** QUEUED: when it may start; READING: when its lease ends; null once ended. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).defaultNow(),
    /** DONE: what the text offered, in the wire's shape (NoticeFactsDto). */
    result: jsonb('result').$type<NoticeFactsDto>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('matter_notice_reads_one_per_lawyer')
      .on(t.lawyerId)
      .where(sql`${t.status} = 'READING'`),
    index('matter_notice_reads_queue_idx')
      .on(t.nextAttemptAt, t.createdAt)
      .where(sql`${t.status} IN ('QUEUED', 'READING')`),
    check('matter_notice_reads_status_check', sql`${t.status} IN ('QUEUED', 'READING', 'DONE', 'FAILED')`),
    check('matter_notice_reads_lease_check', sql`(${t.status} IN ('QUEUED', 'READING')) = (${t.nextAttemptAt} IS NOT NULL)`),
    check('matter_notice_reads_result_check', sql`(${t.status} = 'DONE') = (${t.result} IS NOT NULL)`),
    check('matter_notice_reads_ended_check', sql`(${t.status} IN ('DONE', 'FAILED')) = (${t.finishedAt} IS NOT NULL)`),
  ],
);
