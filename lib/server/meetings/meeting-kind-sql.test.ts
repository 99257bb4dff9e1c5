import { sql } from 'drizzle-orm';
import { queryRows } from '@/lib/db/client';
import { useTestDb } from '@/lib/test/db';
import { MEETING_KIND_NAMES, MEETING_KINDS, firstReminderAt, type MeetingKind } from '@/lib/rules/meeting-kinds';
import { firstReminderAtSql } from '@/lib/server/notary/notary-reminder-sql';
import { callKindsSql, kindsIn, notaryDetailKindsSql } from './meeting-kind-sql';

// Issue 59 item 5: the database agrees with the meeting-kinds table (its kinds and each kind's durations,
// as the migrations made them), and the table's SQL answers as its TypeScript does.

const db = useTestDb();

async function constraint(name: string): Promise<string> {
  const [row] = await queryRows<{ def: string }>(
    db().db,
    sql`SELECT pg_get_constraintdef(c.oid) AS def FROM pg_constraint c WHERE c.conname = ${name} AND c.conrelid = 'meetings'::regclass`,
  );
  return row.def;
}

describe('meeting kinds in the database', () => {
  it("allows exactly the table's kinds", async () => {
    const def = await constraint('meetings_kind_check');
    expect([...def.matchAll(/'(\w+)'/g)].map((m) => m[1]).sort()).toEqual([...MEETING_KIND_NAMES].sort());
  });

  it("allows each kind exactly the table's durations", async () => {
    const def = await constraint('meetings_duration_check');
    const byKind = Object.fromEntries(
      [...def.matchAll(/kind = '(\w+)'::text\) AND \(duration_minutes = ANY \(ARRAY\[([\d, ]+)\]/g)].map((m) => [
        m[1],
        m[2].split(', ').map(Number),
      ]),
    );
    expect(byKind).toEqual(Object.fromEntries(MEETING_KIND_NAMES.map((kind) => [kind, [...MEETING_KINDS[kind].durations]])));
  });

  it('selects kinds by their rows in SQL', async () => {
    const inList = async (list: ReturnType<typeof kindsIn>) =>
      (
        await queryRows<{ kind: string }>(
          db().db,
          sql`SELECT k AS kind FROM unnest(ARRAY['CONSULTATION', 'NOTARY']) k WHERE k IN ${list} ORDER BY k`,
        )
      ).map((r) => r.kind);
    expect(await inList(callKindsSql())).toEqual(['CONSULTATION']);
    expect(await inList(notaryDetailKindsSql())).toEqual(['NOTARY']);
    expect(await inList(kindsIn(() => false))).toEqual([]);
  });

  it('arms the same first reminder in SQL as firstReminderAt', async () => {
    const start = new Date('2026-03-10T09:00:00Z');
    const cases: [MeetingKind, string][] = [
      ['CONSULTATION', '2026-03-01T00:00:00Z'],
      ['NOTARY', '2026-03-01T00:00:00Z'],
      ['NOTARY', '2026-03-09T10:00:00Z'],
    ];
    for (const [kind, at] of cases) {
      const now = new Date(at);
      const [row] = await queryRows<{ at: string | Date }>(
        db().db,
        sql`SELECT ${firstReminderAtSql(now)} AS at FROM (VALUES (${kind}::text, ${start.toISOString()}::timestamptz)) AS meetings(kind, start_at)`,
      );
      expect({ kind, at, reminder: new Date(row.at).toISOString() }).toEqual({
        kind,
        at,
        reminder: firstReminderAt(kind, start, now).toISOString(),
      });
    }
  });
});
