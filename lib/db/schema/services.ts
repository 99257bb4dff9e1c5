import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import type { ServiceType } from '@/features/services/reference/legal-services';
import type { DisputeOutcome, ServiceCancelReason, ServiceOrderStatus } from '@/features/services/rules/service-orders';
import { storedFiles } from './files';
import { lawyerProfiles } from './lawyers';
import { users } from './users';
import { workItems } from './work-items';

/**
 * Issue 62, fixed-price services (migration 0062). A lawyer's offer of one catalogue service
 * (features/services/reference/legal-services.ts): their price within the type's bounds and their turnaround in calendar days.
 */
export const lawyerServiceOffers = pgTable(
  'lawyer_service_offers',
  {
    lawyerId: uuid('lawyer_id')
      .notNull()
      .references(() => lawyerProfiles.userId, { onDelete: 'cascade' }),
    serviceType: text('service_type').$type<ServiceType>().notNull(),
    pricePesos: integer('price_pesos').notNull(),
    turnaroundDays: integer('turnaround_days').notNull(),
    /** Issue 72 (migration 0067): the lawyer's price for sending the letter for the client; null: the client sends it. */
    sendPricePesos: integer('send_price_pesos'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.lawyerId, t.serviceType] }),
    index('lawyer_service_offers_type_idx').on(t.serviceType, t.lawyerId),
    check('lawyer_service_offers_price_check', sql`${t.pricePesos} > 0`),
    check('lawyer_service_offers_days_check', sql`${t.turnaroundDays} BETWEEN 1 AND 60`),
    check('lawyer_service_offers_send_price_check', sql`${t.sendPricePesos} IS NULL OR ${t.sendPricePesos} > 0`),
  ],
);

/**
 * The order of one service: the work item of kind SERVICE it belongs to (its `id` is the work item's), the terms
 * copied from the offer when ordered, the intake, and the clock. Its status moves only by SERVICE_ORDER_RULES
 * (features/services/rules/service-order-transitions.ts) through features/services/server/orders/transition.ts.
 */
export const serviceOrders = pgTable(
  'service_orders',
  {
    /** The id of its work item (one order per work item of kind SERVICE). */
    id: uuid('id')
      .primaryKey()
      .references(() => workItems.id, { onDelete: 'cascade' }),
    lawyerId: uuid('lawyer_id')
      .notNull()
      .references(() => lawyerProfiles.userId, { onDelete: 'restrict' }),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    serviceType: text('service_type').$type<ServiceType>().notNull(),
    status: text('status').$type<ServiceOrderStatus>().notNull().default('AWAITING_PAYMENT'),
    priceCentavos: integer('price_centavos').notNull(),
    turnaroundDays: integer('turnaround_days').notNull(),
    revisionsIncluded: integer('revisions_included').notNull(),
    revisionsUsed: integer('revisions_used').notNull().default(0),
    otherPartyName: text('other_party_name'),
    /** Issue 72 (migration 0067): the client chose to have the lawyer send the letter; its price is part of price_centavos. */
    sentByLawyer: boolean('sent_by_lawyer').notNull().default(false),
    sendPriceCentavos: integer('send_price_centavos'),
    intake: jsonb('intake').$type<Record<string, unknown>>().notNull(),
    limitedServiceAcceptedAt: timestamp('limited_service_accepted_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    takeBy: timestamp('take_by', { withTimezone: true }),
    countersignedAt: timestamp('countersigned_at', { withTimezone: true }),
    dueAt: timestamp('due_at', { withTimezone: true }),
    lastDeliveredAt: timestamp('last_delivered_at', { withTimezone: true }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    cancelReason: text('cancel_reason').$type<ServiceCancelReason>(),
    declineReason: text('decline_reason'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('service_orders_lawyer_idx').on(t.lawyerId, t.status),
    index('service_orders_customer_idx').on(t.customerId, t.createdAt),
    index('service_orders_clock_idx').on(t.status, t.takeBy),
    check('service_orders_price_check', sql`${t.priceCentavos} > 0`),
    check('service_orders_revisions_check', sql`${t.revisionsUsed} >= 0 AND ${t.revisionsUsed} <= ${t.revisionsIncluded}`),
    check(
      'service_orders_sending_check',
      sql`(${t.sentByLawyer} AND ${t.sendPriceCentavos} > 0 AND ${t.sendPriceCentavos} < ${t.priceCentavos}) OR (NOT ${t.sentByLawyer} AND ${t.sendPriceCentavos} IS NULL)`,
    ),
  ],
);

/** One delivery (numbered from 1): its note, its due date then, whether it came late; files in service_delivery_files. */
export const serviceDeliveries = pgTable(
  'service_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => serviceOrders.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    note: text('note'),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }).notNull().defaultNow(),
    late: boolean('late').notNull(),
  },
  (t) => [unique('service_deliveries_number_key').on(t.orderId, t.number)],
);

export const serviceDeliveryFiles = pgTable(
  'service_delivery_files',
  {
    deliveryId: uuid('delivery_id')
      .notNull()
      .references(() => serviceDeliveries.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.deliveryId, t.fileId] })],
);

/** Issue 72: the lawyer's proof of sending the letter (the registry receipt, a copy of the e-mail), on an order sent by them. */
export const serviceSendingProofFiles = pgTable(
  'service_sending_proof_files',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => serviceOrders.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'cascade' }),
    attachedAt: timestamp('attached_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.fileId] })],
);

/** The order's dispute (at most one): the client's reason, the lawyer's answer, the admin's decision and its refund. */
export const serviceDisputes = pgTable(
  'service_disputes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => serviceOrders.id, { onDelete: 'cascade' }),
    openedBy: uuid('opened_by').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    answerBy: timestamp('answer_by', { withTimezone: true }).notNull(),
    answer: text('answer'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    outcome: text('outcome').$type<DisputeOutcome>(),
    refundCentavos: integer('refund_centavos'),
    decisionReason: text('decision_reason'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    refundId: uuid('refund_id'),
  },
  (t) => [
    unique('service_disputes_order_key').on(t.orderId),
    index('service_disputes_open_idx').on(t.decidedAt, t.openedAt),
    check('service_disputes_refund_check', sql`${t.refundCentavos} IS NULL OR ${t.refundCentavos} > 0`),
  ],
);

export const serviceDisputeFiles = pgTable(
  'service_dispute_files',
  {
    disputeId: uuid('dispute_id')
      .notNull()
      .references(() => serviceDisputes.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.disputeId, t.fileId] })],
);
