import fs from 'node:fs';
import path from 'node:path';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import * as schema from '@/lib/db/schema';
import { SERVER_GLOBS } from './source-roots';

// Issue 74 item 3: the tables with a status are found in the schema and the ones with a transition table by their
// `stateWriter`, never listed by hand; each other status table names why it needs none (EXEMPT).
// Issues 39, 59 and 60: meetings, payments, work items and their additional services, engagement letters,
// refunds and written questions move by their tables (lib/rules/*-transitions.ts), through the modules each makes with
// the one `stateWriter` (lib/server/platform/outbox/state-writer.ts): the compare-and-set, the table's check
// and the recorded event in one place. This test fails on a status of any of them written anywhere
// else in lib/server: an update whose SET names the status (Drizzle or SQL), or a new row (its first
// status, even the column's default, is the table's creating event: insertMeeting, insertPayment,
// insertWorkItem, insertAdditionalService, insertLetter, insertRefundRow).

const ROOT = path.resolve(__dirname, '../..');
const OWNERS = new Set(['lib/server/platform/outbox/state-writer.ts']);

const SOURCES = fs
  .globSync([...SERVER_GLOBS, 'lib/server/**/*.mjs'], { cwd: ROOT })
  .filter((file) => !/\.test\.tsx?$/.test(file))
  .map((file) => ({ file, text: fs.readFileSync(path.join(ROOT, file), 'utf8') }));

/** Every table of the schema with a `status` column: its Drizzle name → its SQL name (issue 74 item 3: derived, never listed). */
function statusTables(): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(schema)) {
    if (!(value instanceof PgTable)) continue;
    const config = getTableConfig(value);
    if (config.columns.some((column) => column.name === 'status')) out.set(key, config.name);
  }
  return out;
}

/** The tables some module moves with the one `stateWriter({ …, table: t.X, … })` — their transition table's writer. */
function writtenByTable(sources: { text: string }[]): Set<string> {
  const found = new Set<string>();
  for (const { text } of sources)
    for (const m of text.matchAll(/stateWriter(?:<[^>]*>)?\(\{[^}]*?\btable:\s*(?:t|tables)\.(\w+)/g)) found.add(m[1]!);
  return found;
}

/**
 * Status tables that need no transition table, each with its reason: queues and deliveries whose state is a claim
 * and its outcome (moved only by their one claiming loop), stand-ins for a provider's own records, and the small
 * lifecycles of an invitation. A new table with a `status` column fails the test below until it has a
 * `stateWriter` or a line here.
 */
const EXEMPT: Record<string, string> = {
  jobs: 'a generic queue of the first design that no code writes any more (each pass claims rows of its own table)',
  outbound_emails:
    'a delivery queue: recorded QUEUED (lib/server/messaging/mail/record-email.ts), SENT or FAILED by the send and retry passes',
  sms_messages: 'a delivery queue: recorded by lib/server/messaging/sms/record-sms.ts, moved by its delivery (deliver-sms.ts)',
  matter_notice_reads: 'a queue: QUEUED → READING (a lease) → DONE/FAILED by the notice reader; its checks are the table’s',
  data_exports: 'a background build: requested (request-data-export.ts), built and expired by the export pass (build-data-exports.ts)',
  sandbox_checkout_sessions: 'the payment sandbox’s stand-in for the provider’s checkout session: the provider’s state, not ours',
  sandbox_refunds: 'the sandbox’s stand-in for the provider’s refund: the provider’s state (our refunds move by REFUND_RULES)',
  payout_batches: 'one admin action makes a batch, one marks it PAID with the bank’s reference (lib/server/payments/payouts)',
  reports: 'a moderation queue: OPEN until an admin hides the target or dismisses the report (lib/server/admin/moderation)',
  call_guests: 'an invitation: invited, opened, admitted, removed — each one guarded update in lib/server/calls/call-guests.ts',
  firm_members: 'an invitation: INVITED → ACTIVE on acceptance, or the row removed (features/legal-aid/server/firms)',
};

/** Status tables with neither a writer nor an exemption (the guard's finding). */
function unguarded(tables: Map<string, string>, writers: Set<string>, exempt: Record<string, string>): string[] {
  return [...tables].filter(([key, name]) => !writers.has(key) && !exempt[name]?.trim()).map(([, name]) => name);
}

const TABLES = statusTables();
const WRITERS = writtenByTable(SOURCES);
const MOVED = [...TABLES].filter(([key]) => WRITERS.has(key));

// `table`: the one writer's own name for whichever it writes. Drizzle's names, then SQL's — every table a writer moves.
const TABLE = String.raw`(?:(?:t|tables)\.)?(?:${[...MOVED.map(([key]) => key), 'table'].join('|')})\b`;
const SQL_TABLE = String.raw`"?(?:${MOVED.map(([, name]) => name).join('|')})"?`;
const WRITES: { kind: string; pattern: RegExp; copy: string }[] = [
  {
    kind: 'a Drizzle update that sets the status',
    // The .set({...}) up to the statement's next step; the status among its keys.
    pattern: new RegExp(String.raw`\.update\(${TABLE}\)\s*\.set\(((?!\)\s*\.(?:where|returning)\()[\s\S])*?\bstatus\s*:`),
    copy: "await tx.update(t.payments).set({ status: 'CANCELLED', updatedAt: sql`now()` }).where(eq(t.payments.id, id));",
  },
  {
    kind: 'a Drizzle insert (a first status)',
    pattern: new RegExp(String.raw`\.insert\(${TABLE}\)`),
    copy: 'const [row] = await tx.insert(t.meetings).values({ lawyerId, customerId, startAt, endAt }).returning();',
  },
  {
    kind: 'an SQL update whose SET names the status',
    // An alias may follow the table (UPDATE engagement_letters l SET …).
    pattern: new RegExp(String.raw`UPDATE\s+${SQL_TABLE}(?:\s+(?!SET\b)\w+)?\s+SET\s+((?!\bWHERE\b)[\s\S])*?\bstatus\s*=`, 'i'),
    copy: "sql`UPDATE meetings SET status = 'EXPIRED', updated_at = now() WHERE status = 'PAYMENT_PENDING'`",
  },
  {
    kind: 'an SQL insert',
    pattern: new RegExp(String.raw`INSERT\s+INTO\s+${SQL_TABLE}[\s(]`, 'i'),
    copy: "sql`INSERT INTO payments (customer_id, status) VALUES (${id}, 'PAID')`",
  },
];

/**
 * Planted violations, one per table the lint covers (issue 59): each must be caught, as it would be in
 * a service under lib/server. A pattern that misses one of them fails here.
 */
const PLANTED: { table: string; code: string }[] = [
  // Issue 74 item 3: service_orders was missing from the hand-kept list; now every table a writer moves is covered.
  { table: 'service_orders', code: "await tx.update(t.serviceOrders).set({ status: 'CANCELLED' }).where(eq(t.serviceOrders.id, id));" },
  { table: 'work_items', code: "await tx.update(t.workItems).set({ status: 'PAID', paidAt: new Date() }).where(eq(t.workItems.id, id));" },
  { table: 'work_items', code: 'const [row] = await tx.insert(t.workItems).values({ lawyerId, customerId, title }).returning();' },
  {
    table: 'work_item_additional_services',
    code: "await tx.update(t.workItemAdditionalServices).set({ status: 'CANCELLED' }).where(eq(t.workItemAdditionalServices.workItemId, id));",
  },
  {
    table: 'engagement_letters',
    code: "await tx.update(t.engagementLetters).set({ status: 'VOID', voidReason: reason }).where(eq(t.engagementLetters.workItemId, id));",
  },
  { table: 'engagement_letters', code: "sql`UPDATE engagement_letters l SET status = 'SIGNED' WHERE l.id = ${id}::uuid`" },
  { table: 'refunds', code: "await db.update(t.refunds).set({ status: 'failed', failureReason: reason }).where(eq(t.refunds.id, id));" },
  { table: 'refunds', code: 'await tx.insert(t.refunds).values({ id, paymentId, provider, amountCentavos, reason, idempotencyKey });' },
  { table: 'refunds', code: "sql`UPDATE refunds SET status = 'succeeded', settled_at = now() WHERE id = ${id}::uuid`" },
  { table: 'work_items', code: 'sql`INSERT INTO work_items (lawyer_id, customer_id, title) VALUES (${a}, ${b}, ${c})`' },
  // Issue 60: written questions move by QUESTION_RULES (features/questions/server/transition.ts).
  {
    table: 'written_questions',
    code: "await tx.update(t.writtenQuestions).set({ status: 'REFUNDED' }).where(eq(t.writtenQuestions.id, id));",
  },
  { table: 'written_questions', code: 'await tx.insert(t.writtenQuestions).values({ customerId, lawyerId, problem });' },
  { table: 'written_questions', code: "sql`UPDATE written_questions SET status = 'CLOSED' WHERE follow_up_due_at < now()`" },
  // Issue 61: legal-aid requests move by LEGAL_AID_REQUEST_RULES (features/legal-aid/server/transition.ts).
  {
    table: 'legal_aid_requests',
    code: "await tx.update(t.legalAidRequests).set({ status: 'COMPLETED' }).where(eq(t.legalAidRequests.id, id));",
  },
  {
    table: 'legal_aid_requests',
    code: "await tx.insert(t.legalAidRequests).values({ clientId, lawyerId, kind: 'CONSULTATION', problem });",
  },
];

describe('every table with a status has a transition table or a reason it needs none', () => {
  it('finds the tables by their column and their writers by the one stateWriter', () => {
    expect(TABLES.size).toBeGreaterThanOrEqual(20);
    expect([...WRITERS].sort()).toEqual(expect.arrayContaining(['meetings', 'payments', 'serviceOrders', 'workItems']));
  });

  it('leaves no status table unguarded, and no exemption stale', () => {
    expect(unguarded(TABLES, WRITERS, EXEMPT)).toEqual([]);
    const names = new Set(TABLES.values());
    const moved = new Set(MOVED.map(([, name]) => name));
    expect(Object.keys(EXEMPT).filter((name) => !names.has(name) || moved.has(name))).toEqual([]);
  });

  it('fails on a planted status table with neither', () => {
    const planted = new Map([...TABLES, ['courtFilings', 'court_filings']]);
    expect(unguarded(planted, WRITERS, EXEMPT)).toEqual(['court_filings']);
    // Given a writer, it passes.
    const withWriter = writtenByTable([
      ...SOURCES,
      { text: "const filings = stateWriter({ aggregate: 'filing', table: t.courtFilings, rules });" },
    ]);
    expect(unguarded(planted, withWriter, EXEMPT)).toEqual([]);
  });
});

describe('statuses of the state tables are written by their tables only', () => {
  it.each(WRITES.map((w) => [w.kind, w] as const))('no %s outside the transition modules', (_kind, write) => {
    const found = SOURCES.filter((s) => !OWNERS.has(s.file) && write.pattern.test(s.text)).map((s) => s.file);
    expect(found).toEqual([]);
  });

  it.each(PLANTED.map((p) => [p.table, p.code] as const))('a planted %s write is caught: %s', (_table, code) => {
    const planted = [...SOURCES, { file: 'lib/server/work-items/planted.ts', text: code }];
    const found = planted.filter((s) => !OWNERS.has(s.file) && WRITES.some((w) => w.pattern.test(s.text))).map((s) => s.file);
    expect(found).toEqual(['lib/server/work-items/planted.ts']);
  });

  it('each pattern catches the write it was written for, and leaves other columns alone', () => {
    for (const write of WRITES)
      expect({ kind: write.kind, caught: write.pattern.test(write.copy) }).toEqual({ kind: write.kind, caught: true });
    const innocent = [
      'await tx.update(t.meetings).set({ reminderClaimedUntil: null }).where(and(inArray(t.meetings.id, ids), eq(t.meetings.status, "CONFIRMED")));',
      "sql`UPDATE payments SET reconciled_at = now() WHERE id IN (SELECT id FROM payments WHERE status = 'PENDING')`",
      'await tx.update(t.workItemEvents).set({ status: "PAID" });',
      "sql`UPDATE refunds SET send_attempts = send_attempts + 1, next_send_at = now() WHERE status = 'pending'`",
      "sql`UPDATE engagement_letters l SET pdf_key = '', signed_pdf_key = NULL FROM work_items w WHERE w.id = l.work_item_id`",
      'await tx.update(t.sandboxRefunds).set({ status: "succeeded" });',
      'await tx.insert(t.workItemEvents).values({ workItemId, kind });',
      'sql`INSERT INTO meeting_files (meeting_id) VALUES (${id})`',
    ];
    for (const line of innocent) expect({ line, caught: WRITES.some((w) => w.pattern.test(line)) }).toEqual({ line, caught: false });
  });

  it('the owners are the files that write them', () => {
    for (const owner of OWNERS) {
      const text = fs.readFileSync(path.join(ROOT, owner), 'utf8');
      expect({ owner, writes: WRITES.filter((w) => w.pattern.test(text)).map((w) => w.kind) }).toEqual({
        owner,
        writes: ['a Drizzle update that sets the status', 'a Drizzle insert (a first status)'],
      });
    }
  });
});
