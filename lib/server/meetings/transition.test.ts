import { and, eq, inArray } from 'drizzle-orm';
import { getDb, tables as t } from '@/lib/db';
import { meetingStatus } from '@/lib/db/schema/enums';
import { useTestDb } from '@/lib/test/db';
import { expectOutboxAfter, expectedOutcome, tryMove } from '@/lib/test/fixtures/state-walk';
import { insertMeeting as insertMeetingRow } from '@/lib/test/fixtures/meetings';
import { testCustomer, testLawyer } from '@/lib/test/fixtures/users';
import { MEETING_RULES, MEETING_STATUSES, type MeetingActor, type MeetingEvent } from '@/lib/rules/meeting-transitions';
import { insertMeeting, transitionMeeting, transitionMeetings, tryTransitionMeeting } from './transition';

// Issue 39: the meeting table drives every status change. Each (status, event, actor) — a meeting
// not written yet included — either moves the meeting where the table says and records the table's
// event, or is refused (403 wrong side, 409 wrong moment) with nothing changed or recorded.

const db = useTestDb();
const ACTORS: MeetingActor[] = ['CUSTOMER', 'LAWYER', 'PAYMENT', 'SCHEDULER', 'SYSTEM'];
const CREATING: MeetingEvent[] = ['book', 'book-at-office', 'schedule-included'];
const eventsOf = (id: string) => db().db.select().from(t.domainEvents).where(eq(t.domainEvents.aggregateId, id));

describe('the meeting table', () => {
  it('lists the database’s statuses, one rule per event, and a status for every creating event', () => {
    expect([...MEETING_STATUSES].sort()).toEqual([...meetingStatus.enumValues].sort());
    expect(new Set(MEETING_RULES.map((r) => r.event)).size).toBe(MEETING_RULES.length);
    for (const rule of MEETING_RULES) {
      const creates = rule.from.includes(null);
      expect({ event: rule.event, creates, onlyCreates: creates ? rule.from.length === 1 && rule.to !== null : true }).toEqual({
        event: rule.event,
        creates: CREATING.includes(rule.event),
        onlyCreates: true,
      });
    }
  });

  /** A cancellation's event carries what its notices say (MEETING_EVENTS): the walk moves with a valid one. */
  const cancelled = { ground: 'CLIENT_EARLY', refund: 'FULL' };
  const PAYLOADS: Partial<Record<string, Record<string, unknown>>> = {
    cancel: cancelled,
    'claim-lawyer-no-show': cancelled,
    'settle-lawyer-no-show': cancelled,
  };

  it('transitionMeeting: every (status, event, actor) moves by the table or is refused, and records the event', async () => {
    const lawyer = await testLawyer(db().db);
    const client = await testCustomer(db().db);
    const start = new Date(Date.now() + 30 * 86_400_000);
    const id = await insertMeetingRow(db().db, { lawyerId: lawyer.id, customerId: client.id, start });
    const database = await getDb();
    let walked = 0;
    let slot = 0;
    for (const status of [null, ...MEETING_STATUSES]) {
      for (const rule of MEETING_RULES) {
        for (const actor of ACTORS) {
          const label = `${rule.event} by ${actor} from ${status ?? 'nothing'}`;
          if (status) await db().db.update(t.meetings).set({ status }).where(eq(t.meetings.id, id));
          await db().db.delete(t.domainEvents);
          const who = { role: actor, id: actor === 'CUSTOMER' ? client.id : actor === 'LAWYER' ? lawyer.id : null };
          const { outcome, movedId } = await tryMove(() =>
            database.transaction(async (tx) => {
              if (status) return transitionMeeting(tx, { id, status }, rule.event, who, { payload: PAYLOADS[rule.event] });
              // A new meeting, each at its own time (the calendar refuses overlaps).
              const at = new Date(start.getTime() + ++slot * 3_600_000);
              const row = await insertMeeting(
                tx,
                {
                  lawyerId: lawyer.id,
                  customerId: client.id,
                  startAt: at,
                  endAt: new Date(at.getTime() + 30 * 60_000),
                  durationMinutes: 30,
                  subject: 'Table walk',
                  priceCentavos: 0,
                },
                rule.event as 'book',
                who,
              );
              const [created] = await tx.select().from(t.meetings).where(eq(t.meetings.id, row.id));
              return created;
            }),
          );
          expect({ label, outcome }).toEqual({ label, outcome: expectedOutcome(rule, actor, status) });
          await expectOutboxAfter(db().db, { label, aggregate: 'meeting', movedId, rule, status, actor, actorId: who.id }, async () => {
            const [after] = await db().db.select({ status: t.meetings.status }).from(t.meetings).where(eq(t.meetings.id, id));
            return after?.status;
          });
          walked++;
        }
      }
    }
    expect(walked).toBe((MEETING_STATUSES.length + 1) * MEETING_RULES.length * ACTORS.length);
  });

  it('a move that lost the race: tryTransitionMeeting gives null and transitionMeeting the one 409, with nothing written', async () => {
    const lawyer = await testLawyer(db().db);
    const client = await testCustomer(db().db);
    const id = await insertMeetingRow(db().db, {
      lawyerId: lawyer.id,
      customerId: client.id,
      start: new Date(Date.now() + 40 * 86_400_000),
    });
    const database = await getDb();
    // The caller read PAYMENT_PENDING; the webhook confirmed it meanwhile.
    const read = { id, status: 'PAYMENT_PENDING' as const };
    const party = { role: 'CUSTOMER' as const, id: client.id };
    expect(await database.transaction((tx) => tryTransitionMeeting(tx, read, 'cancel', party))).toBeNull();
    await expect(database.transaction((tx) => transitionMeeting(tx, read, 'cancel', party))).rejects.toMatchObject({
      code: 'CONFLICT',
      key: 'STALE',
    });
    // An extra guard lost (the start the caller read moved): the same answer.
    await expect(
      database.transaction((tx) =>
        transitionMeeting(tx, { id, status: 'CONFIRMED' }, 'reschedule', party, { where: eq(t.meetings.startAt, new Date(0)) }),
      ),
    ).rejects.toMatchObject({ code: 'CONFLICT', key: 'STALE' });
    expect(await eventsOf(id)).toEqual([]);
    const [row] = await db().db.select({ status: t.meetings.status }).from(t.meetings).where(eq(t.meetings.id, id));
    expect(row.status).toBe('CONFIRMED');
  });

  it('transitionMeetings moves only the meetings the table lets the event move, each with its event', async () => {
    const lawyer = await testLawyer(db().db);
    const client = await testCustomer(db().db);
    const base = Date.now() + 50 * 86_400_000;
    const ids: string[] = [];
    for (const [i, status] of (['PAYMENT_PENDING', 'PAYMENT_PENDING', 'CONFIRMED', 'EXPIRED'] as const).entries()) {
      ids.push(
        await insertMeetingRow(db().db, { lawyerId: lawyer.id, customerId: client.id, start: new Date(base + i * 3_600_000), status }),
      );
    }
    const database = await getDb();
    const moved = await database.transaction((tx) =>
      transitionMeetings(tx, inArray(t.meetings.id, ids), 'expire', { role: 'SCHEDULER', id: null }),
    );
    expect(moved.map((m) => m.id).sort()).toEqual(ids.slice(0, 2).sort());
    const rows = await db().db.select({ id: t.meetings.id, status: t.meetings.status }).from(t.meetings).where(inArray(t.meetings.id, ids));
    expect(Object.fromEntries(rows.map((r) => [r.id, r.status]))).toEqual({
      [ids[0]]: 'EXPIRED',
      [ids[1]]: 'EXPIRED',
      [ids[2]]: 'CONFIRMED',
      [ids[3]]: 'EXPIRED',
    });
    const events = await db()
      .db.select()
      .from(t.domainEvents)
      .where(and(inArray(t.domainEvents.aggregateId, ids), eq(t.domainEvents.event, 'expire')));
    expect(events.map((e) => [e.aggregateId, e.fromStatus, e.toStatus, e.actorRole]).sort()).toEqual(
      ids
        .slice(0, 2)
        .sort()
        .map((id) => [id, 'PAYMENT_PENDING', 'EXPIRED', 'SCHEDULER']),
    );
  });
});
