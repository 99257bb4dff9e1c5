import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgEnum, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { storedFiles } from './files';
import { lawyerProfiles } from './lawyers';
import { users } from './users';

export const writtenQuestionStatus = pgEnum('written_question_status', [
  'DRAFT',
  'PAYMENT_PENDING',
  'WAITING',
  'TAKEN',
  'ANSWERED',
  'FOLLOW_UP',
  'CLOSED',
  'REFUNDED',
]);

/**
 * Issue 60, "Ask a lawyer in writing" (migration 0053): one paid written answer, and one follow-up, from
 * one lawyer. lawyer_id is the lawyer it is offered to now (a declined or lapsed offer moves it to another
 * of the same field: written_question_offers). Its statuses move by QUESTION_RULES
 * (features/questions/rules/question-transitions.ts) through stateWriter only. Private (CPRA §32): never listed publicly.
 */
export const writtenQuestions = pgTable(
  'written_questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    lawyerId: uuid('lawyer_id')
      .notNull()
      .references(() => lawyerProfiles.userId, { onDelete: 'restrict' }),
    /** An id of LEGAL_PROBLEMS (lib/reference/legal-problems.ts): its area is the question's field. */
    problem: integer('problem').notNull(),
    facts: text('facts').notNull().default(''),
    wants: text('wants').notNull().default(''),
    /** The other party's names, shown to a lawyer before anything else (the conflict check). */
    otherParties: text('other_parties')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    language: text('language').$type<'en' | 'fil'>().notNull().default('en'),
    /** The client's tick: a declined or lapsed offer goes to another verified lawyer of the same field. */
    poolOk: boolean('pool_ok').notNull().default(false),
    status: writtenQuestionStatus('status').notNull().default('DRAFT'),
    /** The lawyer's price when the checkout opened (what was paid). */
    priceCentavos: integer('price_centavos'),
    offeredAt: timestamp('offered_at', { withTimezone: true }),
    takeDueAt: timestamp('take_due_at', { withTimezone: true }),
    takenAt: timestamp('taken_at', { withTimezone: true }),
    /** The CPRA Canon III §35 statement the lawyer accepted in taking it (SCOPE_STATEMENT_VERSION). */
    scopeStatementVersion: text('scope_statement_version'),
    answerDueAt: timestamp('answer_due_at', { withTimezone: true }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    followUpDueAt: timestamp('follow_up_due_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** "WQ-XXXX-XXXX-XXXX", set with the first answer (migration 0054): printed on the answer's PDF, checked on /verify-letter/{code}. */
    verificationCode: text('verification_code'),
    /** When the client asked the lawyer for a proposal (a work item) from the answer; null: not asked (0056). */
    proposalRequestedAt: timestamp('proposal_requested_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('written_questions_customer_idx').on(t.customerId, t.createdAt),
    index('written_questions_lawyer_idx').on(t.lawyerId, t.createdAt),
    uniqueIndex('written_questions_code_key').on(t.verificationCode),
    index('written_questions_take_due_idx')
      .on(t.takeDueAt)
      .where(sql`${t.status} = 'WAITING'`),
    index('written_questions_answer_due_idx')
      .on(t.answerDueAt)
      .where(sql`${t.status} IN ('TAKEN', 'FOLLOW_UP')`),
    index('written_questions_follow_up_due_idx')
      .on(t.followUpDueAt)
      .where(sql`${t.status} = 'ANSWERED'`),
    check('written_questions_language_check', sql`${t.language} IN ('en', 'fil')`),
    check('written_questions_facts_check', sql`char_length(${t.facts}) <= 3000`),
    check('written_questions_wants_check', sql`char_length(${t.wants}) <= 1000`),
    check('written_questions_parties_check', sql`cardinality(${t.otherParties}) <= 5`),
    check('written_questions_price_check', sql`${t.priceCentavos} IS NULL OR ${t.priceCentavos} > 0`),
    check('written_questions_taken_check', sql`${t.takenAt} IS NULL OR ${t.scopeStatementVersion} IS NOT NULL`),
    check('written_questions_code_check', sql`${t.verificationCode} IS NULL OR ${t.answeredAt} IS NOT NULL`),
  ],
);

/** Each lawyer a question was offered to, and how it ended for them: never offered twice to one lawyer. */
export const writtenQuestionOffers = pgTable(
  'written_question_offers',
  {
    questionId: uuid('question_id')
      .notNull()
      .references(() => writtenQuestions.id, { onDelete: 'cascade' }),
    lawyerId: uuid('lawyer_id')
      .notNull()
      .references(() => lawyerProfiles.userId, { onDelete: 'restrict' }),
    offeredAt: timestamp('offered_at', { withTimezone: true }).notNull().defaultNow(),
    outcome: text('outcome').$type<'open' | 'taken' | 'declined' | 'lapsed'>().notNull().default('open'),
    reason: text('reason').$type<'conflict' | 'not-my-field' | 'no-time'>(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: 'written_question_offers_pkey', columns: [t.questionId, t.lawyerId] }),
    index('written_question_offers_lawyer_idx').on(t.lawyerId, t.offeredAt),
    check('written_question_offers_outcome_check', sql`${t.outcome} IN ('open', 'taken', 'declined', 'lapsed')`),
    check('written_question_offers_reason_check', sql`${t.reason} IS NULL OR ${t.reason} IN ('conflict', 'not-my-field', 'no-time')`),
  ],
);

/** The answer, the client's one follow-up and its answer: one of each kind per question. */
export const writtenQuestionMessages = pgTable(
  'written_question_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    questionId: uuid('question_id')
      .notNull()
      .references(() => writtenQuestions.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'answer' | 'follow-up' | 'follow-up-answer'>().notNull(),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('written_question_messages_kind_key').on(t.questionId, t.kind),
    check('written_question_messages_kind_check', sql`${t.kind} IN ('answer', 'follow-up', 'follow-up-answer')`),
    check('written_question_messages_body_check', sql`char_length(${t.body}) BETWEEN 1 AND 10000`),
  ],
);

/** The question's file sets: the client's (message_id null, added to the draft) and each message's. */
export const writtenQuestionFiles = pgTable(
  'written_question_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    questionId: uuid('question_id')
      .notNull()
      .references(() => writtenQuestions.id, { onDelete: 'cascade' }),
    messageId: uuid('message_id').references(() => writtenQuestionMessages.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'cascade' }),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('written_question_files_question_idx').on(t.questionId, t.messageId),
    uniqueIndex('written_question_files_file_key').on(t.fileId),
  ],
);
