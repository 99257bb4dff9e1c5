import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { meetings } from './meetings';
import { users } from './users';

/**
 * One-time codes of a mobile number being verified, per account and number (issue 29). Only the
 * code's HMAC is stored. Wrong codes are counted per account and number across resends, so a new
 * code does not buy new guesses; at the limit this account's attempt is locked (`lockedUntil`) —
 * not the number: its owner on another account can still verify it (issue 38). Guessing from many
 * accounts is bounded by the codes a number may be sent (lib/server/auth/phone/code-limits.ts). A row
 * outlives a change of number: switching away and back keeps its count and lock.
 */
export const phoneVerifications = pgTable(
  'phone_verifications',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    phoneE164: text('phone_e164').notNull(),
    /** HMAC-SHA256 of the pending code (lib/server/platform/security/hash-token.ts); null when none is pending. */
    codeHash: text('code_hash'),
    codeExpiresAt: timestamp('code_expires_at', { withTimezone: true }),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.phoneE164] }), index('phone_verifications_phone_idx').on(t.phoneE164, t.lockedUntil)],
);

/**
 * Every text message: recorded first (once per dedupe key), then sent by the scheduler's SMS pass
 * or at once (lib/server/messaging/sms). Without Semaphore the row stays QUEUED: the dev outbox shows it.
 * SKIPPED rows are messages decided against (the daily cap, an opted-out number) with the reason.
 */
export const smsMessages = pgTable(
  'sms_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    toNumber: text('to_number').notNull(),
    /** A notification kind (lib/config/notification-kinds.ts) or `phone_code`. */
    kind: text('kind').notNull(),
    /** The meeting a notification is about: its non-essential texts are capped per recipient and meeting (record-sms.ts). */
    meetingId: uuid('meeting_id').references(() => meetings.id, { onDelete: 'set null' }),
    /** A sent one-time code is kept redacted once the provider has it. */
    body: text('body').notNull(),
    encoding: text('encoding').notNull(),
    segments: integer('segments').notNull(),
    /** Semaphore's /priority route (the reminder, codes): bypasses its queue. */
    priority: boolean('priority').notNull().default(false),
    status: text('status').notNull().default('QUEUED'),
    skipReason: text('skip_reason'),
    error: text('error'),
    providerMessageId: text('provider_message_id'),
    attempts: integer('attempts').notNull().default(0),
    /** With Semaphore: when the SMS pass may (re)try (a claim's lease, then the backoff); null otherwise or when done. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    dedupeKey: text('dedupe_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('sms_messages_dedupe_key').on(t.dedupeKey),
    index('sms_messages_retry_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.nextAttemptAt} IS NOT NULL`),
    index('sms_messages_user_idx').on(t.userId, t.createdAt),
    index('sms_messages_user_meeting_idx')
      .on(t.userId, t.meetingId)
      .where(sql`${t.meetingId} IS NOT NULL`),
    index('sms_messages_to_idx').on(t.toNumber, t.createdAt),
    index('sms_messages_created_idx').on(t.createdAt),
    check('sms_messages_status_check', sql`${t.status} IN ('QUEUED', 'SENT', 'FAILED', 'SKIPPED')`),
    check('sms_messages_encoding_check', sql`${t.encoding} IN ('GSM-7', 'UCS-2')`),
    check('sms_messages_segments_check', sql`${t.segments} > 0`),
  ],
);

/** Numbers that replied STOP (or were reported opted out by the provider): no texts at all until START. */
export const smsOptOuts = pgTable('sms_opt_outs', {
  phoneE164: text('phone_e164').primaryKey(),
  optedOut: boolean('opted_out').notNull(),
  /** The last STOP. */
  optedOutAt: timestamp('opted_out_at', { withTimezone: true }),
  /** The last START after it. */
  optedInAt: timestamp('opted_in_at', { withTimezone: true }),
  /** Who reported it (`inbound`: POST /api/v1/sms/inbound) and the keyword as received. */
  source: text('source').notNull(),
  keyword: text('keyword').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A person's choice per kind of message and channel; no row means on (the default for everything).
 * Kinds and channels: lib/config/notification-kinds.ts.
 */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    channel: text('channel').notNull(),
    enabled: boolean('enabled').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind, t.channel] }),
    check(
      'notification_preferences_kind_check',
      sql`${t.kind} IN ('booking_confirmed', 'meeting_reminder', 'party_waiting', 'meeting_changed', 'verification_decision', 'hearing')`,
    ),
    check('notification_preferences_channel_check', sql`${t.channel} IN ('email', 'sms', 'push')`),
  ],
);
