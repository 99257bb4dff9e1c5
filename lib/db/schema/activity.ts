import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { emailStatus, jobStatus, notificationIcon } from './enums';
import { meetings } from './meetings';
import { users } from './users';
import { workItems } from './work-items';

/** Comments on a meeting or on a work item (exactly one of the two). */
export const comments = pgTable(
  'comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    meetingId: uuid('meeting_id').references(() => meetings.id, { onDelete: 'cascade' }),
    workItemId: uuid('work_item_id').references(() => workItems.id, { onDelete: 'cascade' }),
    /** Issue 74: the engagement commented on, kept by the database from the two keys (migration 0071). */
    engagementId: uuid('engagement_id').generatedAlwaysAs(sql`coalesce(meeting_id, work_item_id)`),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('comments_meeting_idx').on(t.meetingId, t.createdAt),
    index('comments_work_item_idx').on(t.workItemId, t.createdAt),
    check('comments_parent_check', sql`(${t.meetingId} IS NULL) <> (${t.workItemId} IS NULL)`),
  ],
);

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    body: text('body').notNull(),
    url: text('url').notNull(),
    icon: notificationIcon('icon').notNull(),
    seen: boolean('seen').notNull().default(false),
    /** Makes "notify once" idempotent (e.g. `new-meeting:<meetingId>:<userId>`). */
    dedupeKey: text('dedupe_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.createdAt), uniqueIndex('notifications_dedupe_key').on(t.dedupeKey)],
);

export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Per user: a second account subscribing the same endpoint gets its own row and never takes the first one's.
  (t) => [uniqueIndex('push_subscriptions_user_endpoint_key').on(t.userId, t.endpoint)],
);

/** Every e-mail we send; with no SMTP_URL this table is the outbox the dev mailbox page shows. */
export const outboundEmails = pgTable(
  'outbound_emails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    attachments: jsonb('attachments').$type<{ filename: string; contentType: string; content: string }[]>(),
    status: emailStatus('status').notNull().default('QUEUED'),
    /** Makes "send once" idempotent (confirmation and reminder e-mails). */
    dedupeKey: text('dedupe_key'),
    error: text('error'),
    /** SMTP deliveries tried (the first send and every resend from the admin console). */
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /**
     * With SMTP: when the background pass may (re)try delivery. Set at insert as a lease over the first
     * send (a crash between insert and send leaves the row QUEUED), after a failure with a growing
     * backoff, cleared when SENT or when the attempts are spent. Null without SMTP: the outbox is the end.
     */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
  },
  (t) => [
    index('outbound_emails_to_idx').on(t.toAddress, t.createdAt),
    index('outbound_emails_retry_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.nextAttemptAt} IS NOT NULL`),
    uniqueIndex('outbound_emails_dedupe_key').on(t.dedupeKey),
    index('outbound_emails_status_idx').on(t.status, t.createdAt),
  ],
);

/** Background work claimed with FOR UPDATE SKIP LOCKED, so several instances can share it. */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    payload: jsonb('payload')
      .notNull()
      .default(sql`'{}'::jsonb`),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    status: jobStatus('status').notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    lastError: text('last_error'),
    dedupeKey: text('dedupe_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('jobs_due_idx')
      .on(t.runAt)
      .where(sql`${t.status} = 'PENDING'`),
    uniqueIndex('jobs_dedupe_key').on(t.dedupeKey),
  ],
);
