import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { verificationStatus } from './enums';
import { storedFiles } from './files';
import { users } from './users';

export type BankingInfo = { bank_name: string; provider_bank_id: string; account_name: string; account_number: string };

/**
 * One row per lawyer; its primary key is the lawyer's user id, so `/lawyer/{lawyerId}` and
 * `meetings.lawyer_id` use one id. Basic-info fields are columns (search filters and sorts on them);
 * the API's `basic_info` object is assembled from them.
 */
export const lawyerProfiles = pgTable(
  'lawyer_profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    displayName: text('display_name').notNull(),
    pictureUrl: text('picture_url'),
    phone: text('phone'),
    lawFirm: text('law_firm'),
    officeAddress: text('office_address'),
    city: text('city'),
    /** One of the 18 search regions (lib/reference/regions SEARCH_REGIONS). */
    region: text('region'),
    barYear: smallint('bar_year'),
    rollNumber: text('roll_number').notNull(),
    ibpNumber: text('ibp_number').notNull(),
    ibpChapter: text('ibp_chapter'),
    ibpIdFileId: uuid('ibp_id_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    governmentIdFileId: uuid('government_id_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    verificationStatus: verificationStatus('verification_status').notNull().default('PENDING'),
    ibpVerified: boolean('ibp_verified').notNull().default(false),
    ibpVerifiedAt: timestamp('ibp_verified_at', { withTimezone: true }),
    /** When the documents now under review were sent (sign-up or a re-upload): the admin queue's "waiting since". */
    verificationSubmittedAt: timestamp('verification_submitted_at', { withTimezone: true }).notNull().defaultNow(),
    /** What the admin told the lawyer to fix when rejecting; cleared by approval. */
    verificationNote: text('verification_note'),
    /** The yearly "send a current IBP ID" reminder for the verification of ibp_verified_at went out then. */
    ibpRenewalNotifiedAt: timestamp('ibp_renewal_notified_at', { withTimezone: true }),
    /** Hidden by moderation (admin console): out of search, landing pages, sitemap and booking until restored. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
    bankingInfo: jsonb('banking_info').$type<BankingInfo | null>(),
    about: text('about'),
    quote: text('quote'),
    languages: text('languages')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    areas: text('areas')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    legalProblems: integer('legal_problems')
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    specializations: text('specializations')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    isPublic: boolean('is_public').notNull().default(false),
    /** Kept by the profile service whenever a section changes (spec §4 "Profile completeness"). */
    isComplete: boolean('is_complete').notNull().default(false),
    timezone: text('timezone').notNull().default('Asia/Manila'),
    noticeTimeMinutes: integer('notice_time_minutes').notNull().default(120),
    icalFeedToken: text('ical_feed_token'),
    icalImportUrl: text('ical_import_url'),
    /** The last fetch of ical_import_url (by the save or the worker), and its failure if it failed. */
    icalImportCheckedAt: timestamp('ical_import_checked_at', { withTimezone: true }),
    icalImportError: text('ical_import_error'),
    /** An import of ical_import_url is running since then (the save or the worker): one at a time per lawyer; a claim older than a minute is stale. */
    icalImportClaimedAt: timestamp('ical_import_claimed_at', { withTimezone: true }),
    /** Maintained by the review service so search can sort by rating without aggregating. */
    ratingAvg: numeric('rating_avg', { precision: 3, scale: 2, mode: 'number' }).notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    /** Issue 60: the price of one written question (QUESTION_PRICE_BOUNDS, features/questions/rules/written-questions.ts); null: not offered. */
    questionPriceCentavos: integer('question_price_centavos'),
    /** Issue 64: a matter with no shared update for this many days reminds the lawyer (7–180, migration 0066). */
    matterNudgeDays: smallint('matter_nudge_days').notNull().default(30),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('lawyer_profiles_ical_token_key').on(t.icalFeedToken),
    index('lawyer_profiles_listed_rating_idx')
      .on(t.ratingAvg.desc(), t.userId)
      .where(sql`${t.isPublic} AND ${t.isComplete} AND ${t.ibpVerified}`),
    index('lawyer_profiles_listed_bar_idx')
      .on(t.barYear, t.userId)
      .where(sql`${t.isPublic} AND ${t.isComplete} AND ${t.ibpVerified}`),
    index('lawyer_profiles_region_idx').on(t.region),
    index('lawyer_profiles_areas_gin').using('gin', t.areas),
    index('lawyer_profiles_languages_gin').using('gin', t.languages),
    index('lawyer_profiles_problems_gin').using('gin', t.legalProblems),
    check(
      'lawyer_profiles_question_price_check',
      sql`${t.questionPriceCentavos} IS NULL OR ${t.questionPriceCentavos} BETWEEN 30000 AND 500000`,
    ),
  ],
);

/** Spec §3: services has two entries, the 30-minute and the 60-minute price (integer centavos). */
export const lawyerServices = pgTable(
  'lawyer_services',
  {
    lawyerId: uuid('lawyer_id')
      .notNull()
      .references(() => lawyerProfiles.userId, { onDelete: 'cascade' }),
    durationMinutes: smallint('duration_minutes').notNull(),
    priceCentavos: integer('price_centavos'),
  },
  (t) => [
    primaryKey({ columns: [t.lawyerId, t.durationMinutes] }),
    check('lawyer_services_duration_check', sql`${t.durationMinutes} IN (30, 60)`),
    check('lawyer_services_price_check', sql`${t.priceCentavos} IS NULL OR ${t.priceCentavos} >= 0`),
    index('lawyer_services_price_idx').on(t.durationMinutes, t.priceCentavos, t.lawyerId),
  ],
);

/**
 * Weekly availability in the lawyer's own zone: one row per time range of a weekday (0 = Sunday),
 * minutes from midnight; a day may have several (a lunch break). The rows of a day share `available`;
 * ranges of a day never overlap (trigger lawyer_availability_no_overlap, migration 0030).
 */
export const lawyerAvailability = pgTable(
  'lawyer_availability',
  {
    lawyerId: uuid('lawyer_id')
      .notNull()
      .references(() => lawyerProfiles.userId, { onDelete: 'cascade' }),
    weekday: smallint('weekday').notNull(),
    available: boolean('available').notNull().default(false),
    startMinute: smallint('start_minute').notNull().default(540),
    endMinute: smallint('end_minute').notNull().default(1020),
  },
  (t) => [
    primaryKey({ columns: [t.lawyerId, t.weekday, t.startMinute] }),
    check('lawyer_availability_weekday_check', sql`${t.weekday} BETWEEN 0 AND 6`),
    check('lawyer_availability_range_check', sql`${t.startMinute} >= 0 AND ${t.endMinute} <= 1440 AND ${t.startMinute} < ${t.endMinute}`),
  ],
);

export const lawyerEducation = pgTable(
  'lawyer_education',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    lawyerId: uuid('lawyer_id')
      .notNull()
      .references(() => lawyerProfiles.userId, { onDelete: 'cascade' }),
    school: text('school').notNull(),
    degree: text('degree').notNull(),
    startYear: smallint('start_year').notNull(),
    endYear: smallint('end_year'),
    honours: text('honours'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('lawyer_education_lawyer_idx').on(t.lawyerId)],
);

export const lawyerWorkExperience = pgTable(
  'lawyer_work_experience',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    lawyerId: uuid('lawyer_id')
      .notNull()
      .references(() => lawyerProfiles.userId, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    organization: text('organization').notNull(),
    location: text('location'),
    startYear: smallint('start_year').notNull(),
    endYear: smallint('end_year'),
    description: text('description'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('lawyer_work_experience_lawyer_idx').on(t.lawyerId)],
);

/** Awards and publications; shown by ascending priority. */
export const lawyerAwards = pgTable(
  'lawyer_awards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    lawyerId: uuid('lawyer_id')
      .notNull()
      .references(() => lawyerProfiles.userId, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    year: smallint('year'),
    priority: integer('priority').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('lawyer_awards_lawyer_idx').on(t.lawyerId, t.priority),
    check('lawyer_awards_description_len', sql`${t.description} IS NULL OR char_length(${t.description}) <= 250`),
  ],
);

/** Unavailable time a lawyer blocks out. Overlaps with meetings are rejected through time_holds. */
/**
 * A weekly recurring blocker (e.g. court hearings every Tuesday 09:00–12:00): the rule. Its
 * occurrences are ordinary `blockers` rows (so each gets its own time_holds row through the existing
 * trigger) materialised up to `materialised_until` (lib/server/calendar/blockers/materialise.ts; extended by
 * the scheduler and on read). Minutes and dates are in `time_zone`, the lawyer's zone at the time.
 */
export const blockerSeries = pgTable(
  'blocker_series',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    lawyerId: uuid('lawyer_id')
      .notNull()
      .references(() => lawyerProfiles.userId, { onDelete: 'cascade' }),
    title: text('title'),
    notes: text('notes'),
    /** 0 = Sunday … 6 = Saturday. */
    weekdays: smallint('weekdays').array().notNull(),
    startMinute: smallint('start_minute').notNull(),
    endMinute: smallint('end_minute').notNull(),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }),
    timeZone: text('time_zone').notNull(),
    /** Original starts of occurrences deleted on their own ("this occurrence only"). */
    skipped: timestamp('skipped', { withTimezone: true })
      .array()
      .notNull()
      .default(sql`'{}'`),
    materialisedUntil: timestamp('materialised_until', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('blocker_series_lawyer_idx').on(t.lawyerId),
    index('blocker_series_materialised_idx').on(t.materialisedUntil),
    check('blocker_series_minutes_check', sql`${t.startMinute} >= 0 AND ${t.endMinute} <= 1440 AND ${t.startMinute} < ${t.endMinute}`),
    check('blocker_series_dates_check', sql`${t.endsOn} IS NULL OR ${t.endsOn} >= ${t.startsOn}`),
    check('blocker_series_weekdays_check', sql`cardinality(${t.weekdays}) > 0 AND ${t.weekdays} <@ ARRAY[0,1,2,3,4,5,6]::smallint[]`),
  ],
);

export const blockers = pgTable(
  'blockers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    lawyerId: uuid('lawyer_id')
      .notNull()
      .references(() => lawyerProfiles.userId, { onDelete: 'cascade' }),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    title: text('title'),
    notes: text('notes'),
    /** The iCal SEQUENCE of the blocker in the lawyer's feed: +1 on every change of time or title (trigger, migration 0013). */
    revision: integer('revision').notNull().default(0),
    /** Whole days in the lawyer's zone (start and end at midnight there). */
    allDay: boolean('all_day').notNull().default(false),
    /** Set on an occurrence of a weekly series; with `occurrence_start`, the rule's original start. */
    seriesId: uuid('series_id').references(() => blockerSeries.id, { onDelete: 'cascade' }),
    occurrenceStart: timestamp('occurrence_start', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('blockers_lawyer_idx').on(t.lawyerId, t.startAt),
    uniqueIndex('blockers_series_occurrence_key').on(t.seriesId, t.occurrenceStart),
    check('blockers_range_check', sql`${t.startAt} < ${t.endAt}`),
    check('blockers_series_check', sql`(${t.seriesId} IS NULL) = (${t.occurrenceStart} IS NULL)`),
  ],
);
