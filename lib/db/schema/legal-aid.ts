import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  LEGAL_AID_REQUEST_KINDS,
  LEGAL_AID_REQUEST_STATUSES,
  LEGAL_AID_SERVICE_KINDS,
  type LegalAidLineMeasure,
  type LegalAidLineReview,
  type LegalAidStatedLine,
} from '@/features/legal-aid/rules/legal-aid';
import { lawyerProfiles } from './lawyers';
import { meetings } from './meetings';
import { writtenQuestions } from './questions';
import { users } from './users';
import type { DeclarationDto } from '@/features/legal-aid/dto/legal-aid';

/**
 * Issue 61, the legal-aid desk (migration 0057). A lawyer's offer: legal aid on or off, free 30-minute
 * consultation times a week (legal_aid_slots) and free written answers a month.
 */
export const legalAidOffers = pgTable(
  'legal_aid_offers',
  {
    lawyerId: uuid('lawyer_id')
      .primaryKey()
      .references(() => lawyerProfiles.userId, { onDelete: 'cascade' }),
    enabled: boolean('enabled').notNull().default(false),
    writtenPerMonth: integer('written_per_month').notNull().default(0),
    /** The last "your legal-aid offer is waiting" mail (one per 30 days, migration 0060). */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('legal_aid_offers_written_check', sql`${t.writtenPerMonth} BETWEEN 0 AND 20`)],
);

/** One free 30-minute consultation time a week, in the lawyer's own zone (weekday 0 = Sunday). */
export const legalAidSlots = pgTable(
  'legal_aid_slots',
  {
    lawyerId: uuid('lawyer_id')
      .notNull()
      .references(() => lawyerProfiles.userId, { onDelete: 'cascade' }),
    weekday: integer('weekday').notNull(),
    startMinute: integer('start_minute').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.lawyerId, t.weekday, t.startMinute] }),
    check('legal_aid_slots_weekday_check', sql`${t.weekday} BETWEEN 0 AND 6`),
    check('legal_aid_slots_minute_check', sql`${t.startMinute} >= 0 AND ${t.startMinute} <= 1410 AND ${t.startMinute} % 30 = 0`),
  ],
);

/**
 * A person's Qualified Beneficiary Declaration, in plain words (one per person, updated in place). Sensitive
 * personal information: read by its owner, the lawyer of one of their requests and admins; exported and erased
 * with the account.
 */
export const legalAidDeclarations = pgTable(
  'legal_aid_declarations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    householdSize: integer('household_size').notNull(),
    monthlyIncomePesos: integer('monthly_income_pesos').notNull(),
    incomeSource: text('income_source').notNull(),
    property: text('property').notNull().default(''),
    reason: text('reason').notNull(),
    /** One of the 18 search regions, if the person gave it (migration 0061): their nearest PAO and IBP offices. */
    region: text('region'),
    agreedAt: timestamp('agreed_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('legal_aid_declarations_user_key').on(t.userId),
    check('legal_aid_declarations_household_check', sql`${t.householdSize} BETWEEN 1 AND 30`),
    check('legal_aid_declarations_income_check', sql`${t.monthlyIncomePesos} >= 0`),
  ],
);

export const legalAidRequestKind = pgEnum('legal_aid_request_kind', LEGAL_AID_REQUEST_KINDS);
export const legalAidRequestStatus = pgEnum('legal_aid_request_status', LEGAL_AID_REQUEST_STATUSES);
export const legalAidServiceKind = pgEnum('legal_aid_service_kind', LEGAL_AID_SERVICE_KINDS);

/**
 * One free matter: a legal-aid consultation (meeting_id) or written answer (question_id) for a person who
 * declared they cannot pay. Its lawyer assesses the declaration first (assessed_at, assessed_by). Statuses move
 * by LEGAL_AID_REQUEST_RULES through stateWriter only.
 */
export const legalAidRequests = pgTable(
  'legal_aid_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lawyerId: uuid('lawyer_id').references(() => lawyerProfiles.userId, { onDelete: 'set null' }),
    kind: legalAidRequestKind('kind').notNull(),
    status: legalAidRequestStatus('status').notNull().default('AWAITING_ASSESSMENT'),
    /** An id of LEGAL_PROBLEMS (lib/reference/legal-problems.ts). */
    problem: integer('problem').notNull(),
    meetingId: uuid('meeting_id').references(() => meetings.id, { onDelete: 'set null' }),
    questionId: uuid('question_id').references(() => writtenQuestions.id, { onDelete: 'set null' }),
    /**
     * A WRITTEN request's question (migration 0060), kept here until a lawyer takes it; then moved to its
     * written question and emptied here (null).
     */
    facts: text('facts'),
    wants: text('wants'),
    otherParties: text('other_parties')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    language: text('language').$type<'en' | 'fil'>().notNull().default('en'),
    /** Since when a WRITTEN request waits unclaimed in the desk's queue (48 h: offered again; 96 h: referred). */
    queuedAt: timestamp('queued_at', { withTimezone: true }),
    /** When its lawyer claimed it from the queue (48 h to assess, else back to the queue). */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    /** When the desk offered it again to the area's legal-aid lawyers (once). */
    reofferedAt: timestamp('reoffered_at', { withTimezone: true }),
    declineReason: text('decline_reason'),
    declineNote: text('decline_note'),
    assessedAt: timestamp('assessed_at', { withTimezone: true }),
    assessedBy: uuid('assessed_by').references(() => users.id, { onDelete: 'set null' }),
    /**
     * The declaration as it stood when the lawyer assessed (issue 73 item 4): what the lawyer reads from then on,
     * never the client's later edits; erased with the declaration (LEGAL_AID_DECLARATION_KEPT_MONTHS).
     */
    declarationAtAssessment: jsonb('declaration_at_assessment').$type<DeclarationDto>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('legal_aid_requests_meeting_key').on(t.meetingId),
    uniqueIndex('legal_aid_requests_question_key').on(t.questionId),
    index('legal_aid_requests_client_idx').on(t.clientId, t.status),
    index('legal_aid_requests_lawyer_idx').on(t.lawyerId, t.status),
    index('legal_aid_requests_queue_idx')
      .on(t.queuedAt)
      .where(sql`${t.kind} = 'WRITTEN' AND ${t.lawyerId} IS NULL AND ${t.status} = 'AWAITING_ASSESSMENT'`),
    check('legal_aid_requests_language_check', sql`${t.language} IN ('en', 'fil')`),
    check('legal_aid_requests_facts_check', sql`char_length(${t.facts}) <= 3000`),
    check('legal_aid_requests_wants_check', sql`char_length(${t.wants}) <= 1000`),
    check('legal_aid_requests_parties_check', sql`cardinality(${t.otherParties}) <= 5`),
  ],
);

/**
 * The hours ledger: one line per legal-aid service given, kept for the lawyer's ULAS report. The beneficiary
 * is kept as initials only, so the line survives the person's erasure (request_id goes null). Its minutes come
 * from what happened (`measure`), and it counts only once the admin's desk approved it (`review`, migration 0069:
 * LEGAL_AID_LINE_REVIEWS in features/legal-aid/rules/legal-aid.ts says why).
 */
export const legalAidServices = pgTable(
  'legal_aid_services',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    lawyerId: uuid('lawyer_id')
      .notNull()
      .references(() => lawyerProfiles.userId, { onDelete: 'cascade' }),
    requestId: uuid('request_id').references(() => legalAidRequests.id, { onDelete: 'set null' }),
    /** The day the service was given, in Manila. */
    serviceDate: date('service_date').notNull(),
    kind: legalAidServiceKind('kind').notNull(),
    minutes: integer('minutes').notNull(),
    /** How `minutes` was measured: the call's attendance, the desk's fixed figure, or stated (older lines). */
    measure: text('measure').$type<LegalAidLineMeasure>().notNull(),
    beneficiaryInitials: text('beneficiary_initials').notNull(),
    /** The problem's area (lib/reference areas' key). */
    area: text('area').notNull(),
    /** The desk's decision: PENDING until an admin approves or rejects it (final; a rejection says why). */
    review: text('review').$type<LegalAidLineReview>().notNull().default('PENDING'),
    /** Drawn for the desk's close check (LEGAL_AID_DESK_SAMPLE_SHARE), listed first. */
    sampled: boolean('sampled').notNull().default(false),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewNote: text('review_note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('legal_aid_services_request_kind_key').on(t.requestId, t.kind),
    index('legal_aid_services_lawyer_idx').on(t.lawyerId, t.serviceDate),
    index('legal_aid_services_pending_idx')
      .on(t.sampled, t.createdAt)
      .where(sql`${t.review} = 'PENDING'`),
    check('legal_aid_services_minutes_check', sql`${t.minutes} > 0`),
    check('legal_aid_services_measure_check', sql`${t.measure} IN ('CALL_ATTENDANCE', 'WRITTEN_FIXED', 'STATED')`),
    check(
      'legal_aid_services_review_check',
      sql`${t.review} IN ('PENDING', 'APPROVED', 'REJECTED') AND (${t.review} = 'PENDING') = (${t.reviewedAt} IS NULL) AND (${t.review} <> 'REJECTED' OR ${t.reviewNote} IS NOT NULL) AND char_length(${t.reviewNote}) <= 500`,
    ),
  ],
);

/** A report the lawyer downloaded: its LA- code (printed on the PDF and CSV) is checked on the verify page. */
export const legalAidReports = pgTable(
  'legal_aid_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    lawyerId: uuid('lawyer_id')
      .notNull()
      .references(() => lawyerProfiles.userId, { onDelete: 'cascade' }),
    periodStart: date('period_start').notNull(),
    periodEnd: date('period_end').notNull(),
    verificationCode: text('verification_code').notNull(),
    totalMinutes: integer('total_minutes').notNull(),
    lines: integer('lines').notNull(),
    /** The lines the report stated, each with how it was measured (migration 0069). */
    statement: jsonb('statement').$type<LegalAidStatedLine[]>().notNull().default([]),
    /** Every stated line was approved by the desk (false: a report issued before migration 0069). */
    deskChecked: boolean('desk_checked').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('legal_aid_reports_code_key').on(t.verificationCode), index('legal_aid_reports_lawyer_idx').on(t.lawyerId)],
);
