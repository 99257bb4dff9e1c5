import { eq } from 'drizzle-orm';
import { getDb, tables as t } from '@/lib/db';
import { AppError, ERROR_STATUS } from '@/lib/server/platform/http/errors';
import { useTestDb } from '@/lib/test/db';
import { testCustomer, testLawyer } from '@/lib/test/fixtures/users';
import { WORK_ITEM_RULES, WORK_ITEM_STATUSES, type WorkItemActor } from '@/lib/rules/work-item-transitions';
import { transition, tryTransition } from './transition';

// The table drives every change: each (status, action, actor) either moves the item where the table
// says, with the table's timeline line, or is refused (403 wrong side, 409 wrong moment) and nothing
// changes.

const db = useTestDb();
const ACTORS: WorkItemActor[] = ['LAWYER', 'CUSTOMER', 'PAYMENT'];

describe('transition(): the work-item table, every (status, action, actor)', () => {
  it("moves by the table or refuses, and writes the table's event", async () => {
    const lawyer = await testLawyer(db().db);
    const client = await testCustomer(db().db);
    const [item] = await db()
      .db.insert(t.workItems)
      .values({ lawyerId: lawyer.id, customerId: client.id, title: 'Table walk' })
      .returning({ id: t.workItems.id });
    const database = await getDb();
    let walked = 0;
    for (const status of WORK_ITEM_STATUSES) {
      for (const rule of WORK_ITEM_RULES) {
        for (const actor of ACTORS) {
          await db().db.update(t.workItems).set({ status }).where(eq(t.workItems.id, item.id));
          await db().db.delete(t.workItemEvents).where(eq(t.workItemEvents.workItemId, item.id));
          const label = `${rule.event} by ${actor} from ${status}`;
          const allowedSide = rule.by.includes(actor);
          const allowedNow = rule.from.includes(status);
          let outcome: string;
          try {
            const row = await database.transaction((tx) =>
              transition(tx, { id: item.id, status }, rule.event, { role: actor, id: actor === 'PAYMENT' ? null : lawyer.id }),
            );
            outcome = `moved to ${row.status}`;
          } catch (error) {
            if (!(error instanceof AppError)) throw error;
            outcome = `refused ${ERROR_STATUS[error.code]}`;
          }
          const expected = !allowedSide ? 'refused 403' : !allowedNow ? 'refused 409' : `moved to ${rule.to ?? status}`;
          expect({ label, outcome }).toEqual({ label, outcome: expected });
          const events = await db().db.select().from(t.workItemEvents).where(eq(t.workItemEvents.workItemId, item.id));
          const [after] = await db().db.select({ status: t.workItems.status }).from(t.workItems).where(eq(t.workItems.id, item.id));
          if (expected.startsWith('moved')) {
            expect({ label, events: events.map((e) => [e.kind, e.fromStatus, e.toStatus, e.actorRole]) }).toEqual({
              label,
              events: [[rule.timeline, status, rule.to ?? status, actor]],
            });
          } else {
            expect({ label, events: events.length, status: after.status }).toEqual({ label, events: 0, status });
          }
          walked++;
        }
      }
    }
    expect(walked).toBe(WORK_ITEM_STATUSES.length * WORK_ITEM_RULES.length * ACTORS.length);
  });

  it('a move that lost the race: tryTransition gives null and transition the one 409, with nothing written', async () => {
    const lawyer = await testLawyer(db().db);
    const client = await testCustomer(db().db);
    const [item] = await db()
      .db.insert(t.workItems)
      .values({ lawyerId: lawyer.id, customerId: client.id, title: 'Race', status: 'PROPOSAL' })
      .returning({ id: t.workItems.id });
    const database = await getDb();
    // The caller read DRAFT; the item is a PROPOSAL by now.
    const read = { id: item.id, status: 'DRAFT' as const };
    expect(await database.transaction((tx) => tryTransition(tx, read, 'propose', { role: 'LAWYER', id: lawyer.id }))).toBeNull();
    await expect(database.transaction((tx) => transition(tx, read, 'propose', { role: 'LAWYER', id: lawyer.id }))).rejects.toMatchObject({
      code: 'CONFLICT',
      key: 'STALE',
    });
    expect(await db().db.select().from(t.workItemEvents).where(eq(t.workItemEvents.workItemId, item.id))).toEqual([]);
  });
});
