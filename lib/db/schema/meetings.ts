import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { MEETING_KIND_NAMES, MEETING_KINDS } from '@/lib/rules/meeting-kinds';
import { callType, meetingOutcome, meetingStatus } from './enums';
import { storedFiles } from './files';
import { blockers, lawyerProfiles } from './lawyers';
import { writtenQuestions } from './questions';
import { users } from './users';
import { workItems } from './work-items';
import { sqlList } from './sql-list';

export const meetings = pgTable(
  'meetings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    lawyerId: uuid('lawyer_id')
      .notNull()
      .references(() => lawyerProfiles.userId, { onDelete: 'restrict' }),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    durationMinutes: smallint('duration_minutes').notNull(),
    status: meetingStatus('status').notNull().default('PAYMENT_PENDING'),
    /** Until this instant a PAYMENT_PENDING meeting holds the slot; afterwards it may be expired. */
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    subject: text('subject').notNull(),
    description: text('description'),
    /**
     * Answers from "Where do I start?" the client chose to show the lawyer when booking (issue 41): the
     * flow's address query ("m=work&s=company&me=cebu-city…", features/where-to-start/validation/where-to-start.ts), read again with
     * readSharedWhereToStart: short codes, never their words or an income figure.
     */
    triageAnswers: text('triage_answers'),
    callType: callType('call_type').notNull().default('VIDEO'),
    /** A consultation (a call) or a notarial appointment, in person at the office and never a call (issue 43, migration 0047). */
    kind: text('kind', { enum: MEETING_KIND_NAMES }).notNull().default('CONSULTATION'),
    priceCentavos: integer('price_centavos').notNull(),
    /** Set when the meeting was created from a work item's meeting entitlement. */
    workItemId: uuid('work_item_id').references(() => workItems.id, { onDelete: 'set null' }),
    /** When the 10-minute reminder is due; re-armed on reschedule, cleared on cancel. */
    reminderAt: timestamp('reminder_at', { withTimezone: true }),
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    /**
     * A scheduler's lease on the due reminder: set when claimed, cleared when sent or released. A
     * process killed mid-send leaves it to expire, and another scheduler then sends what is missing.
     */
    reminderClaimedUntil: timestamp('reminder_claimed_until', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    /** Set by the settlement once the join window closed (or by the client's no-show claim); null before, and on meetings closed before migration 0025. */
    outcome: meetingOutcome('outcome'),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /**
     * When the settlement's messages (review request, no-show refund) were recorded. Set after they
     * are, so a scheduler killed in between leaves them to the next pass (dedupe keys keep them single).
     */
    settlementNotifiedAt: timestamp('settlement_notified_at', { withTimezone: true }),
    /** The iCal SEQUENCE in the lawyer's feed: +1 on every change of time, status or subject (trigger, migration 0013). */
    revision: integer('revision').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('meetings_lawyer_start_idx').on(t.lawyerId, t.startAt),
    index('meetings_customer_start_idx').on(t.customerId, t.startAt),
    index('meetings_reminder_due_idx')
      .on(t.reminderAt)
      .where(sql`${t.reminderSentAt} IS NULL AND ${t.reminderAt} IS NOT NULL`),
    index('meetings_hold_expiry_idx')
      .on(t.holdExpiresAt)
      .where(sql`${t.status} = 'PAYMENT_PENDING'`),
    // The settlement's two scans: paid meetings by end, and settled ones whose messages are not out yet.
    index('meetings_settle_due_idx')
      .on(t.endAt)
      .where(sql`${t.status} = 'CONFIRMED'`),
    index('meetings_settlement_notice_idx')
      .on(t.settledAt)
      .where(sql`${t.settledAt} IS NOT NULL AND ${t.settlementNotifiedAt} IS NULL`),
    check('meetings_range_check', sql`${t.startAt} < ${t.endAt}`),
    // The kinds and each kind's durations, from the meeting-kinds table (lib/rules/meeting-kinds.ts). A new row needs its
    // migration to change the database's two checks; lib/server/meetings/meeting-kind-sql.test.ts fails until it does.
    check('meetings_kind_check', sql`${t.kind} IN (${sqlList(MEETING_KIND_NAMES)})`),
    check(
      'meetings_duration_check',
      sql.raw(
        MEETING_KIND_NAMES.map(
          (kind) => `("meetings"."kind" = '${kind}' AND "meetings"."duration_minutes" IN (${MEETING_KINDS[kind].durations.join(', ')}))`,
        ).join(' OR '),
      ),
    ),
  ],
);

export const meetingReschedules = pgTable(
  'meeting_reschedules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    meetingId: uuid('meeting_id')
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    byUserId: uuid('by_user_id').references(() => users.id, { onDelete: 'set null' }),
    previousStartAt: timestamp('previous_start_at', { withTimezone: true }).notNull(),
    newStartAt: timestamp('new_start_at', { withTimezone: true }).notNull(),
    reason: text('reason').notNull(),
    details: text('details'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('meeting_reschedules_meeting_idx').on(t.meetingId)],
);

export const meetingFiles = pgTable(
  'meeting_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    meetingId: uuid('meeting_id')
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'cascade' }),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('meeting_files_meeting_idx').on(t.meetingId)],
);

/** Call events (join, leave, signaling) posted by participants; also the audit of a call. */
export const meetingEvents = pgTable(
  'meeting_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    meetingId: uuid('meeting_id')
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    payload: jsonb('payload'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('meeting_events_meeting_idx').on(t.meetingId, t.createdAt)],
);

/** When each participant last read a meeting's comments: drives the unread-messages indicator. */
export const meetingReads = pgTable(
  'meeting_reads',
  {
    meetingId: uuid('meeting_id')
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastReadAt: timestamp('last_read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.meetingId, t.userId] })],
);

/**
 * A client's review of one consultation or, since migration 0055, of one written answer (issue 60): exactly
 * one of meeting_id and question_id is set. Both kinds make the lawyer's rating (countedReviewSql).
 */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    meetingId: uuid('meeting_id').references(() => meetings.id, { onDelete: 'cascade' }),
    questionId: uuid('question_id').references(() => writtenQuestions.id, { onDelete: 'cascade' }),
    /** Issue 74: the engagement reviewed, kept by the database from the two keys (migration 0071). */
    engagementId: uuid('engagement_id').generatedAlwaysAs(sql`coalesce(meeting_id, question_id)`),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lawyerId: uuid('lawyer_id')
      .notNull()
      .references(() => lawyerProfiles.userId, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    comment: text('comment'),
    /** Hidden by moderation: gone from the profile and from the lawyer's rating until restored. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reviews_meeting_key').on(t.meetingId),
    uniqueIndex('reviews_question_key').on(t.questionId),
    index('reviews_lawyer_idx').on(t.lawyerId, t.createdAt),
    check('reviews_rating_check', sql`${t.rating} BETWEEN 1 AND 5`),
    check('reviews_subject_check', sql`num_nonnulls(${t.meetingId}, ${t.questionId}) = 1`),
  ],
);

/**
 * A slot kept for a client who tapped it and is verifying the e-mail of a new account (issue 45):
 * one per account, until `expires_at`, the holder's booking, or the account's deletion. Its
 * time_holds row (a trigger, migration 0038) keeps everyone else's booking off that time.
 */
export const signUpHolds = pgTable(
  'sign_up_holds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    lawyerId: uuid('lawyer_id')
      .notNull()
      .references(() => lawyerProfiles.userId, { onDelete: 'cascade' }),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The sign-up page's random id: a hold with the same key (the address corrected) replaces this one. */
    holdKey: uuid('hold_key').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sign_up_holds_expiry_idx').on(t.expiresAt), check('sign_up_holds_range_check', sql`${t.startAt} < ${t.endAt}`)],
);

/**
 * The one table the no-double-booking rule lives on: a row per active meeting, blocker or sign-up
 * hold, kept in sync by triggers (custom migrations 0001, 0038) and guarded by EXCLUDE USING gist
 * (lawyer_id =, during &&). Services never write it directly.
 */
export const timeHolds = pgTable(
  'time_holds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    lawyerId: uuid('lawyer_id').notNull(),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    meetingId: uuid('meeting_id')
      .unique()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    blockerId: uuid('blocker_id')
      .unique()
      .references(() => blockers.id, { onDelete: 'cascade' }),
    signUpHoldId: uuid('sign_up_hold_id')
      .unique()
      .references(() => signUpHolds.id, { onDelete: 'cascade' }),
  },
  (t) => [
    check('time_holds_owner_check', sql`num_nonnulls(${t.meetingId}, ${t.blockerId}, ${t.signUpHoldId}) = 1`),
    check('time_holds_range_check', sql`${t.startAt} < ${t.endAt}`),
  ],
);
