import { sql } from 'drizzle-orm';
import { boolean, date, index, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { storedFiles } from './files';
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
  ],
);
