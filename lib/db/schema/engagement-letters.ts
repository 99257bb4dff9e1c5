import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { LetterStatus, LetterVoidReason } from '@/lib/rules/engagement-letters';
import type { ServiceType } from '@/features/services/reference/legal-services';
import type { LetterTerms } from '@/lib/validation/engagement-letters';
import { users } from './users';
import { workItems, type FeeLine } from './work-items';

/** The money a letter states, copied from its work item's terms when the version was made. */
export type LetterMoney = { lines: FeeLine[]; total: number; platformFee: number; platformFeePercent: number };
/** Who the letter names, as printed: the lawyer's verified roll number, the client's account name. */
export type LetterParties = { rollNumber: string; clientName: string };
/** The work item's terms the letter restates, as they were at its revision. */
/**
 * Issue 62: the facts of the short-form letter of a fixed-price service order, generated from the catalogue
 * (kept in `terms` beside the generated parts; composeLetter draws the short form when it is there).
 */
export type ServiceLetterFacts = {
  serviceType: ServiceType;
  turnaroundDays: number;
  revisions: number;
  takeHours: number;
  disputeDays: number;
};
export type LetterMatter = { title: string; scope: string; deliverables: string; paymentTerms: string; estimatedTimeline: string };

/**
 * Issue 42: every version of a work item's engagement letter (migration 0044). The PDF each party
 * signs is stored as it was made (pdf_key) with its SHA-256; once both signed, the signed PDF (the
 * letter and its signature certificate) is stored beside it. Statuses: lib/rules/engagement-letters.ts.
 */
export const engagementLetters = pgTable(
  'engagement_letters',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workItemId: uuid('work_item_id')
      .notNull()
      .references(() => workItems.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    workItemRevision: integer('work_item_revision').notNull(),
    status: text('status').$type<LetterStatus>().notNull().default('AWAITING_CLIENT'),
    voidReason: text('void_reason').$type<LetterVoidReason>(),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    locale: text('locale').$type<'en' | 'fil'>().notNull().default('en'),
    terms: jsonb('terms').$type<LetterTerms & { service?: ServiceLetterFacts }>().notNull(),
    money: jsonb('money').$type<LetterMoney>().notNull(),
    parties: jsonb('parties').$type<LetterParties>().notNull(),
    matter: jsonb('matter').$type<LetterMatter>().notNull(),
    pdfKey: text('pdf_key').notNull(),
    pdfSha256: text('pdf_sha256').notNull(),
    pdfBytes: integer('pdf_bytes').notNull(),
    signedPdfKey: text('signed_pdf_key'),
    signedPdfSha256: text('signed_pdf_sha256'),
    verificationCode: text('verification_code').notNull(),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** Stamped by every move of its status (migration 0050). */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('engagement_letters_version_key').on(t.workItemId, t.version),
    uniqueIndex('engagement_letters_code_key').on(t.verificationCode),
    // At most one version counts at a time: a new one voids the one before in the same transaction.
    uniqueIndex('engagement_letters_open_key')
      .on(t.workItemId)
      .where(sql`${t.status} <> 'VOID'`),
    index('engagement_letters_pdf_sha_idx').on(t.pdfSha256),
    index('engagement_letters_signed_sha_idx').on(t.signedPdfSha256),
    check('engagement_letters_status_check', sql`${t.status} IN ('AWAITING_CLIENT', 'AWAITING_LAWYER', 'SIGNED', 'VOID')`),
  ],
);

/** One party's signature of one version: who, what (the PDF's SHA-256), when, from where, and the intent typed. */
export const engagementSignatures = pgTable(
  'engagement_signatures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    letterId: uuid('letter_id')
      .notNull()
      .references(() => engagementLetters.id, { onDelete: 'cascade' }),
    signerRole: text('signer_role').$type<'CUSTOMER' | 'LAWYER'>().notNull(),
    signerId: uuid('signer_id').references(() => users.id),
    typedName: text('typed_name').notNull(),
    consentText: text('consent_text').notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull().defaultNow(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    pdfSha256: text('pdf_sha256').notNull(),
    codeChannel: text('code_channel').$type<'sms' | 'email'>().notNull(),
    codeSentTo: text('code_sent_to'),
  },
  (t) => [uniqueIndex('engagement_signatures_role_key').on(t.letterId, t.signerRole)],
);

/** The one-time code of one signer for one version: a keyed digest, single use, expiring, five tries. */
export const engagementSigningCodes = pgTable(
  'engagement_signing_codes',
  {
    letterId: uuid('letter_id')
      .notNull()
      .references(() => engagementLetters.id, { onDelete: 'cascade' }),
    signerId: uuid('signer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash'),
    channel: text('channel').$type<'sms' | 'email'>().notNull(),
    sentTo: text('sent_to').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.letterId, t.signerId] })],
);
