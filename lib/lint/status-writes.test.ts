import fs from 'node:fs';
import path from 'node:path';

// Issues 39, 59 and 60: meetings, payments, work items and their additional services, engagement letters,
// refunds and written questions move by their tables (lib/rules/*-transitions.ts), through the modules each makes with
// the one `stateWriter` (lib/server/outbox/state-writer.ts): the compare-and-set, the table's check
// and the recorded event in one place. This test fails on a status of any of them written anywhere
// else in lib/server: an update whose SET names the status (Drizzle or SQL), or a new row (its first
// status, even the column's default, is the table's creating event: insertMeeting, insertPayment,
// insertWorkItem, insertAdditionalService, insertLetter, insertRefundRow).

const ROOT = path.resolve(__dirname, '../..');
const OWNERS = new Set(['lib/server/outbox/state-writer.ts']);

function files(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return files(full);
    return /\.(ts|tsx|mjs)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

// `table`: the one writer's own name for whichever it writes. Drizzle's names, then SQL's.
const TABLE = String.raw`(?:(?:t|tables)\.)?(?:meetings|payments|workItems|workItemAdditionalServices|engagementLetters|refunds|writtenQuestions|legalAidRequests|table)`;
const SQL_TABLE = String.raw`"?(?:meetings|payments|work_items|work_item_additional_services|engagement_letters|refunds|written_questions|legal_aid_requests)"?`;
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

const SOURCES = files(path.join(ROOT, 'lib/server')).map((file) => ({
  file: path.relative(ROOT, file),
  text: fs.readFileSync(file, 'utf8'),
}));

/**
 * Planted violations, one per table the lint covers (issue 59): each must be caught, as it would be in
 * a service under lib/server. A pattern that misses one of them fails here.
 */
const PLANTED: { table: string; code: string }[] = [
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
  // Issue 60: written questions move by QUESTION_RULES (lib/server/questions/transition.ts).
  {
    table: 'written_questions',
    code: "await tx.update(t.writtenQuestions).set({ status: 'REFUNDED' }).where(eq(t.writtenQuestions.id, id));",
  },
  { table: 'written_questions', code: 'await tx.insert(t.writtenQuestions).values({ customerId, lawyerId, problem });' },
  { table: 'written_questions', code: "sql`UPDATE written_questions SET status = 'CLOSED' WHERE follow_up_due_at < now()`" },
  // Issue 61: legal-aid requests move by LEGAL_AID_REQUEST_RULES (lib/server/legal-aid/transition.ts).
  {
    table: 'legal_aid_requests',
    code: "await tx.update(t.legalAidRequests).set({ status: 'COMPLETED' }).where(eq(t.legalAidRequests.id, id));",
  },
  {
    table: 'legal_aid_requests',
    code: "await tx.insert(t.legalAidRequests).values({ clientId, lawyerId, kind: 'CONSULTATION', problem });",
  },
];

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
