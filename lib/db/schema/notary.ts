import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { storedFiles } from './files';
import { meetings } from './meetings';
import { users } from './users';

/** A notary public's own profile (2004 Rules on Notarial Practice); public only when is_public. */
export const notaryProfiles = pgTable(
  'notary_profiles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    displayName: text('display_name').notNull(),
    pictureUrl: text('picture_url'),
    commissionDocFileId: uuid('commission_doc_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    commissionNumber: text('commission_number'),
    /** Commissions end on 31 December of the second year. */
    commissionExpiresOn: date('commission_expires_on'),
    commissioningCourt: text('commissioning_court'),
    /** Where the commission is valid: the commissioning court's territory. */
    territory: text('territory'),
    rollNumber: text('roll_number'),
    ibpNumber: text('ibp_number'),
    ptrNumber: text('ptr_number'),
    mcleNumber: text('mcle_number'),
    officeAddress: text('office_address'),
    city: text('city'),
    citySlug: text('city_slug'),
    region: text('region'),
    phone: text('phone'),
    email: text('email'),
    /** Days the office is open (0 = Sunday) and its wall-clock hours, HH:MM in Manila. */
    officeDays: smallint('office_days')
      .array()
      .notNull()
      .default(sql`'{}'::smallint[]`),
    opensAt: text('opens_at'),
    closesAt: text('closes_at'),
    /** Slugs of lib/reference/notary-services. */
    services: text('services')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    feesNote: text('fees_note'),
    /** Issue 43: visitors may book an in-person appointment in the office hours (migration 0045). */
    takesBookings: boolean('takes_bookings').notNull().default(false),
    /** Clients may choose to pay the fee at the office instead of online. */
    payAtOffice: boolean('pay_at_office').notNull().default(false),
    /** Issue 58: how many pay-at-the-office appointments a day the notary accepts (migration 0049). */
    payAtOfficePerDay: integer('pay_at_office_per_day').notNull().default(4),
    isPublic: boolean('is_public').notNull().default(false),
    /** Every required detail, the picture and the commission document are there (missingNotaryItems, on each save). */
    isComplete: boolean('is_complete').notNull().default(false),
    /** Hidden by moderation (admin console): off every notary page until restored. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notary_profiles_city_idx')
      .on(t.citySlug)
      .where(sql`${t.isPublic} AND ${t.isComplete}`),
    check('notary_profiles_pay_at_office_per_day_check', sql`${t.payAtOfficePerDay} BETWEEN 1 AND 20`),
  ],
);

/**
 * What a notary charges for one service, how long it typically takes and what the client brings
 * (keys of lib/reference/notary-checklist; a government ID is always among them). Migration 0045.
 */
export const notaryServiceOffers = pgTable(
  'notary_service_offers',
  {
    notaryId: uuid('notary_id')
      .notNull()
      .references(() => notaryProfiles.id, { onDelete: 'cascade' }),
    /** A slug of lib/reference/notary-services. */
    service: text('service').notNull(),
    feeCentavos: integer('fee_centavos').notNull(),
    durationMinutes: smallint('duration_minutes').notNull(),
    checklist: text('checklist')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'notary_service_offers_pkey', columns: [t.notaryId, t.service] }),
    index('notary_service_offers_service_idx').on(t.service),
    check('notary_service_offers_fee_check', sql`${t.feeCentavos} BETWEEN 0 AND 10000000`),
    check('notary_service_offers_duration_check', sql`${t.durationMinutes} IN (15, 30, 45, 60, 90)`),
    check('notary_service_offers_id_check', sql`'government-id' = ANY (${t.checklist})`),
  ],
);

/**
 * A notarial appointment (issue 43, migration 0047): the meeting of kind NOTARY it is, and what the
 * client was told when booking — the service, the office address, what to bring (checklist keys) and
 * whether the fee is paid at the office (then confirmed without a payment).
 */
export const notaryAppointments = pgTable(
  'notary_appointments',
  {
    meetingId: uuid('meeting_id')
      .primaryKey()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    notaryId: uuid('notary_id')
      .notNull()
      .references(() => notaryProfiles.id, { onDelete: 'restrict' }),
    service: text('service').notNull(),
    officeAddress: text('office_address').notNull(),
    city: text('city'),
    checklist: text('checklist')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    payAtOffice: boolean('pay_at_office').notNull().default(false),
    /** The prepared draft the client filled in when booking (affidavit of loss, SPA; lib/validation/notary-draft.ts), if any. */
    draft: jsonb('draft').$type<Record<string, string>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notary_appointments_notary_idx').on(t.notaryId)],
);

/**
 * Notices to one person about one other person (issue 58, migration 0049): a pay-at-the-office
 * booking's or cancellation's mail and text to the notary, one row per notice (its key), whether it
 * was let through; counted per Philippine day and pair (lib/server/messaging/notifications/pair-notices.ts).
 */
export const pairNotices = pgTable(
  'pair_notices',
  {
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    aboutId: uuid('about_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    noticeKey: text('notice_key').notNull(),
    allowed: boolean('allowed').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'pair_notices_pkey', columns: [t.recipientId, t.noticeKey] }),
    index('pair_notices_pair_idx').on(t.recipientId, t.aboutId, t.createdAt),
  ],
);
