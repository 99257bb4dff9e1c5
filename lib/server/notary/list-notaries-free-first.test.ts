import * as t from '@/lib/db/schema';
import type { NotaryListing } from '@/lib/dto/notary';
import { useTestDb } from '@/lib/test/db';
import { blockersAs, manilaClock, manilaDay } from '@/lib/test/fixtures/blockers';
import { bookableNotary as bookableNotaryIn } from '@/lib/test/fixtures/notary';
import { freeSoonFirst, listNotariesFreeFirst } from './list-notaries-free-first';

// Issue 43, point 6: a city's notaries with a free appointment time today or tomorrow come first.
const db = useTestDb();
const bookableNotary = (overrides: Partial<typeof t.notaryProfiles.$inferInsert> = {}) => bookableNotaryIn(db().db, overrides);

// "Today" is tomorrow's Manila date at 08:00, so the test does not depend on the hour it runs at.
const today = manilaDay(1);
const tomorrow = manilaDay(2);
const now = new Date(`${today}T08:00:00+08:00`);
const weekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();
const others = (...days: string[]) => [0, 1, 2, 3, 4, 5, 6].filter((d) => !days.map(weekday).includes(d));

describe('listNotariesFreeFirst', () => {
  it('puts who is free today first, then tomorrow, then the rest by name — ranked before the page is cut', async () => {
    // By name: Alba, Bernal, Cruz, Dizon. By free time: Dizon (today), Cruz (tomorrow), then Alba and Bernal.
    await bookableNotary({ displayName: 'Atty. Alba', takesBookings: false });
    await bookableNotary({ displayName: 'Atty. Bernal', officeDays: others(today, tomorrow) });
    const cruz = await bookableNotary({ displayName: 'Atty. Cruz' });
    const dizon = await bookableNotary({ displayName: 'Atty. Dizon' });
    // Cruz's whole day is taken today (a court hearing), so his first free time is tomorrow.
    expect((await blockersAs(cruz.lawyer).create({ kind: 'all_day', start_date: today, end_date: today, title: 'Hearing' })).status).toBe(
      200,
    );

    const list = await listNotariesFreeFirst({ citySlug: 'makati' }, { now });
    expect(list.map((n) => n.display_name)).toEqual(['Atty. Dizon', 'Atty. Cruz', 'Atty. Alba', 'Atty. Bernal']);
    expect(list[0].free_soon).toMatchObject({ day: 'today', service: 'affidavit-of-loss' });
    expect(manilaClock(list[0].free_soon!.start_time)).toBe('09:00');
    expect(list[0].free_soon!.start_time.slice(0, 10)).toBe(today);
    expect(list[1].free_soon).toMatchObject({ day: 'tomorrow', service: 'affidavit-of-loss' });
    expect(list[1].free_soon!.start_time.slice(0, 10)).toBe(tomorrow);
    expect(list[2].free_soon).toBeNull();
    expect(list[3].free_soon).toBeNull();

    // A page of one still shows Dizon, last by name.
    expect((await listNotariesFreeFirst({ citySlug: 'makati' }, { now, limit: 1 })).map((n) => n._id)).toEqual([dizon.id]);
  });

  it('shows no time that would go before the page is built again, and none for a service without an offer', async () => {
    // Its own city: the file's notaries share one database.
    await bookableNotary({ displayName: 'Atty. Estrada', city: 'Taguig', citySlug: 'taguig' });
    const kept = await listNotariesFreeFirst({ citySlug: 'taguig' }, { now, keptForMinutes: 10 });
    // 08:00 + an hour's notice + the page's 10 minutes: 09:00 is gone by then, 09:15 is the first.
    expect(manilaClock(kept[0].free_soon!.start_time)).toBe('09:15');
    // Jurat is listed but has no appointment offer: found by the service, free time unknown.
    const jurat = await listNotariesFreeFirst({ citySlug: 'taguig', service: 'jurat' }, { now });
    expect(jurat).toHaveLength(1);
    expect(jurat[0].free_soon).toBeNull();
  });
});

describe('freeSoonFirst', () => {
  const at = (name: string, free: NotaryListing['free_soon']) => ({ display_name: name, free_soon: free }) as NotaryListing;
  it('orders today by time, then tomorrow by time, then the rest in the order given', () => {
    const list = [
      at('A', null),
      at('B', { day: 'tomorrow', start_time: '2026-12-02T01:00:00.000Z', service: 'jurat' }),
      at('C', { day: 'today', start_time: '2026-12-01T06:00:00.000Z', service: 'jurat' }),
      at('D', { day: 'today', start_time: '2026-12-01T02:00:00.000Z', service: 'jurat' }),
      at('E', null),
      at('F', { day: 'tomorrow', start_time: '2026-12-02T00:30:00.000Z', service: 'jurat' }),
    ];
    expect(freeSoonFirst(list).map((n) => n.display_name)).toEqual(['D', 'C', 'F', 'B', 'A', 'E']);
  });
});
