import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { additionalServiceStatus, workItemStatus } from './enums';
import { storedFiles } from './files';
import { lawyerProfiles } from './lawyers';
import { users } from './users';

/** One line of a proposal's fee: what it pays for and its amount in centavos. */
export type FeeLine = { label: string; amount: number };

/**
 * Engagement agreements. Who may move which status to which is WORK_ITEM_TRANSITIONS
 * (lib/rules/work-item-transitions.ts); once proposed the terms change only as a new revision.
 */
export const workItems = pgTable(
  'work_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    lawyerId: uuid('lawyer_id')
      .notNull()
      .references(() => lawyerProfiles.userId, { onDelete: 'restrict' }),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** CUSTOM: written by the lawyer, proposed and accepted; SERVICE: a catalogue service ordered at the offer's price (issue 62, service_orders). */
    kind: text('kind').$type<'CUSTOM' | 'SERVICE'>().notNull().default('CUSTOM'),
    title: text('title').notNull(),
    /** The scope of services. */
    description: text('description'),
    deliverables: text('deliverables'),
    /** The fee's breakdown; price_centavos is always its sum. */
    feeBreakdown: jsonb('fee_breakdown')
      .$type<FeeLine[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    paymentTerms: text('payment_terms'),
    estimatedTimeline: text('estimated_timeline'),
    status: workItemStatus('status').notNull().default('DRAFT'),
    priceCentavos: integer('price_centavos').notNull().default(0),
    /** +1 each time the terms are sent to the client; acceptance names the revision it accepts. */
    revision: integer('revision').notNull().default(0),
    proposedAt: timestamp('proposed_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    rejectionReason: text('rejection_reason'),
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
    check('work_items_kind_check', sql`${t.kind} IN ('CUSTOM', 'SERVICE')`),
  ],
);

export const workItemAdditionalServices = pgTable(
  'work_item_additional_services',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workItemId: uuid('work_item_id')
      .notNull()
      .references(() => workItems.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    priceCentavos: integer('price_centavos').notNull(),
    status: additionalServiceStatus('status').notNull().default('PROPOSED'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('work_item_additional_services_item_idx').on(t.workItemId),
    check('work_item_additional_services_price_check', sql`${t.priceCentavos} > 0`),
  ],
);

/** A meeting included in a work item; meeting_id is set once it is scheduled (a CONFIRMED meeting at no charge). */
export const workItemMeetings = pgTable(
  'work_item_meetings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workItemId: uuid('work_item_id')
      .notNull()
      .references(() => workItems.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    durationMinutes: smallint('duration_minutes').notNull().default(60),
    meetingId: uuid('meeting_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('work_item_meetings_item_idx').on(t.workItemId),
    uniqueIndex('work_item_meetings_meeting_key').on(t.meetingId),
    check('work_item_meetings_duration_check', sql`${t.durationMinutes} IN (30, 60)`),
  ],
);

export const workItemFiles = pgTable(
  'work_item_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workItemId: uuid('work_item_id')
      .notNull()
      .references(() => workItems.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'cascade' }),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('work_item_files_item_idx').on(t.workItemId)],
);

/**
 * The work item's timeline: every status change and the milestones between them (revised terms,
 * the lawyer's completion, additional services offered and paid, meetings scheduled), written in the
 * same transaction as the change. actor_role PAYMENT is the provider's signed webhook.
 */
export const workItemEvents = pgTable(
  'work_item_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workItemId: uuid('work_item_id')
      .notNull()
      .references(() => workItems.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    fromStatus: workItemStatus('from_status'),
    toStatus: workItemStatus('to_status'),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorRole: text('actor_role').notNull(),
    revision: integer('revision').notNull().default(0),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('work_item_events_item_idx').on(t.workItemId, t.createdAt),
    check('work_item_events_actor_check', sql`${t.actorRole} IN ('LAWYER', 'CUSTOMER', 'PAYMENT', 'SYSTEM', 'ADMIN')`),
  ],
);
