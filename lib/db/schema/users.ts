import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { authTokenKind, userType } from './enums';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Stored lower-cased; the unique index is the only guard against duplicate sign-ups.
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    type: userType('type').notNull().default('CUSTOMER'),
    roles: text('roles')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    pictureUrl: text('picture_url'),
    emailVerified: boolean('email_verified').notNull().default(false),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    timezone: text('timezone').notNull().default('Asia/Manila'),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /**
     * When the person ticked "I agree to the Terms of Service and the Privacy Policy" at sign-up (the
     * Data Privacy Act asks us to show consent). Null for accounts from before the checkbox and for
     * Google/Facebook sign-ups, which have no form.
     */
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    /** The account's mobile number in E.164 (issue 29); texts go to it only once verified. */
    phoneE164: text('phone_e164'),
    /** When the one-time code sent to `phoneE164` was entered; null while unverified. */
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    /** The language of the site, e-mails and texts for this person (issue 40; lib/i18n/config.ts). */
    language: text('language', { enum: ['en', 'fil'] })
      .notNull()
      .default('en'),
    /** The call mode chosen last in a lobby (issue 44; lib/rules/call-mode.ts); null: never chosen. */
    callMode: text('call_mode', { enum: ['video', 'saver', 'audio'] }),
    /** When the account was erased (lib/server/privacy/erase-account.ts): the row stays, de-identified, for the records that point at it. */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    /** Issue 64: the token of the client's private calendar feed (meetings and hearings); null: none made yet. */
    calendarFeedToken: text('calendar_feed_token'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_calendar_feed_token_key').on(t.calendarFeedToken),
    check('users_language_check', sql`${t.language} IN ('en', 'fil')`),
    check('users_call_mode_check', sql`${t.callMode} IN ('video', 'saver', 'audio')`),
    // A number is verified on one account at most; unverified, several accounts may have typed it.
    uniqueIndex('users_verified_phone_key')
      .on(t.phoneE164)
      .where(sql`${t.phoneVerifiedAt} IS NOT NULL`),
  ],
);

export const oauthIdentities = pgTable(
  'oauth_identities',
  {
    provider: text('provider').notNull(),
    providerUserId: text('provider_user_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.providerUserId] }), index('oauth_identities_user_idx').on(t.userId)],
);

/** A session row is keyed by the SHA-256 of the random cookie token; the token itself is never stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Single-use, expiring tokens for e-mail verification, password reset and IBP verification (hash only). */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: authTokenKind('kind').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('auth_tokens_hash_key').on(t.tokenHash), index('auth_tokens_user_idx').on(t.userId, t.kind)],
);

/** Fixed-window counters shared by every app instance (sign-in, sign-up, reset, resend limits). */
export const rateLimitBuckets = pgTable('rate_limit_buckets', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull().default(0),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
