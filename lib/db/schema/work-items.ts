import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { additionalServiceStatus, workItemStatus } from './enums';
import { storedFiles } from './files';
import { lawyerProfiles } from './lawyers';
import { users } from './users';

/** Engagement agreements: DRAFT -> PROPOSAL -> PAYMENT_PENDING -> PAID -> COMPLETED (or REJECTED). */
export const workItems = pgTable(
  'work_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    lawyerId: uuid('lawyer_id').notNull().references(() => lawyerProfiles.userId, { onDelete: 'restrict' }),
    customerId: uuid('customer_id').notNull().references(() => users.id, { onDelete: 'restrict' }),
    title: text('title').notNull(),
    description: text('description'),
    status: workItemStatus('status').notNull().default('DRAFT'),
    priceCentavos: integer('price_centavos').notNull().default(0),
    dueDate: timestamp('due_date', { withTimezone: true }),
    lawyerCompletedAt: timestamp('lawyer_completed_at', { withTimezone: true }),
    customerCompletedAt: timestamp('customer_completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('work_items_lawyer_idx').on(t.lawyerId, t.createdAt),
    index('work_items_customer_idx').on(t.customerId, t.createdAt),
    check('work_items_price_check', sql`${t.priceCentavos} >= 0`),
  ],
);

export const workItemAdditionalServices = pgTable(
  'work_item_additional_services',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workItemId: uuid('work_item_id').notNull().references(() => workItems.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    priceCentavos: integer('price_centavos').notNull(),
    status: additionalServiceStatus('status').notNull().default('PROPOSED'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('work_item_additional_services_item_idx').on(t.workItemId)],
);

/** A meeting included in a work item; meeting_id is set once it is scheduled. */
export const workItemMeetings = pgTable(
  'work_item_meetings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workItemId: uuid('work_item_id').notNull().references(() => workItems.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    durationMinutes: smallint('duration_minutes').notNull().default(60),
    meetingId: uuid('meeting_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('work_item_meetings_item_idx').on(t.workItemId)],
);

export const workItemFiles = pgTable(
  'work_item_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workItemId: uuid('work_item_id').notNull().references(() => workItems.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id').notNull().references(() => storedFiles.id, { onDelete: 'cascade' }),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('work_item_files_item_idx').on(t.workItemId)],
);
