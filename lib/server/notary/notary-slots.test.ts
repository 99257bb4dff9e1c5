import { eq } from 'drizzle-orm';
import * as t from '@/lib/db/schema';
import { useTestDb } from '@/lib/test/db';
import { blockersAs, manilaClock, manilaDay } from '@/lib/test/fixtures/blockers';
import { insertMeeting, manilaSlot } from '@/lib/test/fixtures/meetings';
import { bookableNotary as bookableNotaryIn } from '@/lib/test/fixtures/notary';
import { testCustomer } from '@/lib/test/fixtures/users';
import { findNotarySlots } from './notary-slots';

// Issue 43: a notary's free appointment times come from the office hours, minus the lawyer's own
// consultations, meetings and blockers (one time_holds table for both).
const db = useTestDb();

const bookableNotary = (overrides: Partial<typeof t.notaryProfiles.$inferInsert> = {}) => bookableNotaryIn(db().db, overrides);

const clocks = (slots: { start_time: string }[]) => slots.map((s) => manilaClock(s.start_time));

describe('findNotarySlots', () => {
  it('offers the office hours on the quarter hour, the whole appointment inside them, with its fee and length', async () => {
    const { id } = await bookableNotary();
    const slots = (await findNotarySlots(id, 'affidavit-of-loss'))!;
    expect(slots).toMatchObject({ fee_centavos: 35_000, duration_minutes: 30 });
    const tomorrow = clocks(slots.calendar[manilaDay(1)]);
    expect(tomorrow[0]).toBe('09:00');
    expect(tomorrow.slice(0, 3)).toEqual(['09:00', '09:15', '09:30']);
    expect(tomorrow.at(-1)).toBe('16:30');
    expect(tomorrow).toHaveLength(31);
    // Nothing sooner than an hour from now (people travel).
    const soonest = Math.min(
      ...Object.values(slots.calendar)
        .flat()
        .map((s) => Date.parse(s.start_time)),
    );
    expect(soonest).toBeGreaterThanOrEqual(Date.now() + 59 * 60_000);
  });

  it('offers no time over the lawyer’s consultation or blocker', async () => {
    const { lawyer, id } = await bookableNotary();
    const customer = await testCustomer(db().db);
    await insertMeeting(db().db, { lawyerId: lawyer.id, customerId: customer.id, start: manilaSlot(1, 10), duration: 30 });
    const blocked = await blockersAs(lawyer).create({
      kind: 'all_day',
      start_date: manilaDay(2),
      end_date: manilaDay(2),
      title: 'Hearing',
    });
    expect(blocked.status).toBe(200);

    const slots = (await findNotarySlots(id, 'affidavit-of-loss'))!;
    const tomorrow = clocks(slots.calendar[manilaDay(1)]);
    expect(tomorrow).toEqual(expect.arrayContaining(['09:30', '10:30']));
    for (const taken of ['09:45', '10:00', '10:15']) expect(tomorrow).not.toContain(taken);
    expect(slots.calendar[manilaDay(2)]).toEqual([]);
    expect(slots.calendar[manilaDay(3)].length).toBe(31);
  });

  it('answers nothing for a notary who takes no appointments, a service without an offer, a hidden profile or a bad id', async () => {
    const { id } = await bookableNotary();
    expect(await findNotarySlots(id, 'jurat')).toBeUndefined();
    expect(await findNotarySlots('not-a-uuid', 'affidavit-of-loss')).toBeUndefined();
    await db().db.update(t.notaryProfiles).set({ takesBookings: false }).where(eq(t.notaryProfiles.id, id));
    expect(await findNotarySlots(id, 'affidavit-of-loss')).toBeUndefined();
    await db().db.update(t.notaryProfiles).set({ takesBookings: true, hiddenAt: new Date() }).where(eq(t.notaryProfiles.id, id));
    expect(await findNotarySlots(id, 'affidavit-of-loss')).toBeUndefined();
  });
});
