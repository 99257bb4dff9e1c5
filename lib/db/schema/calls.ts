import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { meetings } from './meetings';
import { sessions, users } from './users';

/**
 * Issue 63 item 5 (migration 0065): the one person a consultation's client invites to its call. No account:
 * the link's token and the first browser's device secret are kept as SHA-256 digests only; the row is the
 * guest's identity in the call (its signals, its presence and the attendance record).
 */
export const CALL_GUEST_STATUSES = ['INVITED', 'WAITING', 'ADMITTED', 'REMOVED'] as const;
export type CallGuestStatus = (typeof CALL_GUEST_STATUSES)[number];

export const callGuests = pgTable(
  'call_guests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    meetingId: uuid('meeting_id')
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    invitedBy: uuid('invited_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email'),
    language: text('language').$type<'en' | 'fil'>().notNull().default('en'),
    tokenHash: text('token_hash').notNull(),
    deviceHash: text('device_hash'),
    status: text('status').$type<CallGuestStatus>().notNull().default('INVITED'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    admittedAt: timestamp('admitted_at', { withTimezone: true }),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    connectedAt: timestamp('connected_at', { withTimezone: true }),
    leftAt: timestamp('left_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('call_guests_meeting_key').on(t.meetingId),
    uniqueIndex('call_guests_token_hash_key').on(t.tokenHash),
    check('call_guests_status_check', sql`${t.status} IN ('INVITED', 'WAITING', 'ADMITTED', 'REMOVED')`),
    check('call_guests_language_check', sql`${t.language} IN ('en', 'fil')`),
    check('call_guests_bound_check', sql`${t.status} = 'INVITED' OR ${t.status} = 'REMOVED' OR ${t.deviceHash} IS NOT NULL`),
  ],
);

/**
 * Signaling messages of a call (offer, answer, ICE candidate, presence, media state, hang-up), one
 * row each. The ordered id is the Server-Sent Events id, so a stream that reconnects with
 * Last-Event-ID reads what it missed; NOTIFY carries only "meeting:id" (payloads are capped at
 * 8000 bytes, and an SDP offer can come close).
 */
export const callSignals = pgTable(
  'call_signals',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    meetingId: uuid('meeting_id')
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    /** The party who sent it: a user, or (guest_id) the meeting's invited guest (exactly one of the two). */
    senderId: uuid('sender_id').references(() => users.id, { onDelete: 'cascade' }),
    guestId: uuid('guest_id').references(() => callGuests.id, { onDelete: 'cascade' }),
    /** The one party it is for (a user or guest id); null: every other party of the call. */
    toParty: uuid('to_party'),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('call_signals_meeting_idx').on(t.meetingId, t.id),
    check('call_signals_one_sender_check', sql`num_nonnulls(${t.senderId}, ${t.guestId}) = 1`),
  ],
);

/**
 * Who was in a call and when: one row per join, closed by the leave (or by the party's next join;
 * a row left open ends at its last_seen_at, refreshed while the party's event stream is open).
 * A join is presence only (the page was opened); the party attended once connected_at is set — the
 * call page reported its media connection up (lib/server/calls/attendance.ts, migration 0037). The
 * record both sides need when a client asks for a refund or a lawyer reports a no-show.
 */
export const callAttendance = pgTable(
  'call_attendance',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    meetingId: uuid('meeting_id')
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    leftAt: timestamp('left_at', { withTimezone: true }),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** When this join's media connection first came up (null: the page was open, nobody was connected). */
    connectedAt: timestamp('connected_at', { withTimezone: true }),
  },
  (t) => [
    index('call_attendance_meeting_idx').on(t.meetingId, t.joinedAt),
    index('call_attendance_open_idx')
      .on(t.meetingId, t.userId)
      .where(sql`${t.leftAt} IS NULL`),
  ],
);

/**
 * The open call event streams of every instance, one row each: the limit of streams per user and
 * meeting must hold across instances, so it is counted here, not in memory. A stream refreshes
 * last_seen_at on each heartbeat and deletes its row when it ends; the rows of a killed process stop
 * counting once they are stale (lib/server/calls/stream-slots.ts).
 */
export const callStreams = pgTable(
  'call_streams',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    meetingId: uuid('meeting_id')
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: text('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('call_streams_party_idx').on(t.meetingId, t.userId), index('call_streams_session_idx').on(t.sessionId)],
);
