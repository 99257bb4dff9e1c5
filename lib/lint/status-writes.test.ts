import fs from 'node:fs';
import path from 'node:path';

// Issue 39: meetings and payments move by their tables (lib/rules/{meeting,payment}-transitions.ts),
// through `transitionMeeting` and `transitionPayment` only — made by the one `stateWriter`
// (lib/server/outbox/state-writer.ts): the compare-and-set, the table's check and the recorded event in one place. This test fails on a status written anywhere else in
// lib/server: an update whose SET names the status (Drizzle or SQL), or a new row (its first status,
// even the column's default, is the table's creating event: insertMeeting, insertPayment).

const ROOT = path.resolve(__dirname, '../..');
const OWNERS = new Set(['lib/server/outbox/state-writer.ts']);

function files(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return files(full);
    return /\.(ts|tsx|mjs)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

// `table`: the one writer's own name for whichever of the two it writes.
const TABLE = String.raw`(?:(?:t|tables)\.)?(?:meetings|payments|table)`;
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
    pattern: /UPDATE\s+"?(?:meetings|payments)"?\s+SET\s+((?!\bWHERE\b)[\s\S])*?\bstatus\s*=/i,
    copy: "sql`UPDATE meetings SET status = 'EXPIRED', updated_at = now() WHERE status = 'PAYMENT_PENDING'`",
  },
  {
    kind: 'an SQL insert',
    pattern: /INSERT\s+INTO\s+"?(?:meetings|payments)"?[\s(]/i,
    copy: "sql`INSERT INTO payments (customer_id, status) VALUES (${id}, 'PAID')`",
  },
];

const SOURCES = files(path.join(ROOT, 'lib/server')).map((file) => ({
  file: path.relative(ROOT, file),
  text: fs.readFileSync(file, 'utf8'),
}));

describe('meeting and payment statuses are written by their tables only', () => {
  it.each(WRITES.map((w) => [w.kind, w] as const))('no %s outside the transition modules', (_kind, write) => {
    const found = SOURCES.filter((s) => !OWNERS.has(s.file) && write.pattern.test(s.text)).map((s) => s.file);
    expect(found).toEqual([]);
  });

  it('each pattern catches the write it was written for, and leaves other columns alone', () => {
    for (const write of WRITES)
      expect({ kind: write.kind, caught: write.pattern.test(write.copy) }).toEqual({ kind: write.kind, caught: true });
    const innocent = [
      'await tx.update(t.meetings).set({ reminderClaimedUntil: null }).where(and(inArray(t.meetings.id, ids), eq(t.meetings.status, "CONFIRMED")));',
      "sql`UPDATE payments SET reconciled_at = now() WHERE id IN (SELECT id FROM payments WHERE status = 'PENDING')`",
      'await tx.update(t.workItems).set({ status: "PAID" });',
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
