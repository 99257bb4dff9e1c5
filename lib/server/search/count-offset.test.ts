import { and, eq, sql } from 'drizzle-orm';
import { GET } from '@/app/api/v1/lawyers/route';
import * as t from '@/lib/db/schema';
import { queryRows, type Db } from '@/lib/db/client';
import { SORT_OPTIONS } from '@/lib/reference/sort-options';
import { useTestDb } from '@/lib/test/db';
import type { LawyerSearchPage, LawyerSearchParams } from '@/lib/dto/search';
import { getJson } from '@/lib/test/fixtures/http';
import { insertLawyer } from '@/lib/test/fixtures/lawyers';
import { countExactMatches, countLawyers } from './count-lawyers';
import { resolveSearchParams } from './resolve-search-params';
import { allWhere, phaseWhere } from './search-sql';

/**
 * Issue 28 "Counts and deep pages": the result count is cached (count-lawyers.ts) and must still be
 * the exact count after every change that affects a listing; a page reached by OFFSET (a shared
 * link, no cursor) is read phase by phase through a deferred join and must hold the same lawyers, in
 * the same order, as the page "Load more" reaches with cursors.
 */

const search = async (query: string): Promise<LawyerSearchPage> => {
  const res = await getJson(GET, `/api/v1/lawyers${query}`);
  expect(res.status).toBe(200);
  return res.json();
};

const filtersOf = (params: LawyerSearchParams) => resolveSearchParams(params).filters;

/** The total the endpoint answers, on a page past the first (always counted; the version comes from the page query). */
async function routeTotal(params: LawyerSearchParams): Promise<number> {
  const q = new URLSearchParams({ page: '1', limit: '1' });
  for (const [key, value] of Object.entries(params)) for (const v of [value].flat()) q.append(key, String(v));
  return (await search(`?${q}`)).total;
}

/** A fresh COUNT straight from lawyer_search, the figure the cache must equal. */
async function freshCount(db: Db, params: LawyerSearchParams): Promise<number> {
  const [{ n }] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM lawyer_search s WHERE ${allWhere(filtersOf(params), false)}`,
  );
  return n;
}

async function version(db: Db): Promise<string> {
  const [{ v }] = await queryRows<{ v: string }>(db, sql`SELECT version::text AS v FROM lawyer_search_version`);
  return v;
}

describe('the result count stays exact through every change that affects a listing', () => {
  const handle = useTestDb();
  const region = 'Caraga (XIII)';
  let lawyer: string;

  beforeAll(async () => {
    const { db } = handle();
    for (let i = 0; i < 3; i++)
      await insertLawyer(db, { name: `Other ${i}`, areas: ['labor'], region, legalProblems: [8], price30: 150_000 });
    lawyer = await insertLawyer(db, {
      name: 'Moving Target',
      areas: ['labor'],
      region,
      languages: ['English', 'Cebuano'],
      legalProblems: [8],
      price30: 150_000,
    });
  });

  type Change = [label: string, params: LawyerSearchParams, change: (db: Db) => Promise<unknown>, undo: (db: Db) => Promise<unknown>];
  const profile = (patch: Partial<typeof t.lawyerProfiles.$inferInsert>) => (db: Db) =>
    db.update(t.lawyerProfiles).set(patch).where(eq(t.lawyerProfiles.userId, lawyer));
  const price30 = (price: number) => (db: Db) =>
    db
      .update(t.lawyerServices)
      .set({ priceCentavos: price })
      .where(and(eq(t.lawyerServices.lawyerId, lawyer), eq(t.lawyerServices.durationMinutes, 30)));
  const labor = { area_of_practice: 'labor' } as const;
  const changes: Change[] = [
    ['made private', labor, profile({ isPublic: false }), profile({ isPublic: true })],
    ['marked incomplete', labor, profile({ isComplete: false }), profile({ isComplete: true })],
    ['IBP verification withdrawn', labor, profile({ ibpVerified: false }), profile({ ibpVerified: true })],
    [
      'hidden by moderation',
      labor,
      profile({ hiddenAt: new Date(), hiddenReason: 'Under review' }),
      profile({ hiddenAt: null, hiddenReason: null }),
    ],
    [
      'account disabled',
      labor,
      (db) => db.update(t.users).set({ disabledAt: new Date() }).where(eq(t.users.id, lawyer)),
      (db) => db.update(t.users).set({ disabledAt: null }).where(eq(t.users.id, lawyer)),
    ],
    ['area of practice changed', labor, profile({ areas: ['civil'] }), profile({ areas: ['labor'] })],
    ['region changed', { region }, profile({ region: 'Davao Region (XI)' }), profile({ region })],
    ['languages changed', { language: ['Cebuano'] }, profile({ languages: ['English'] }), profile({ languages: ['English', 'Cebuano'] })],
    ['phone number removed', { call_type: 'phone' }, profile({ phone: null }), profile({ phone: '+63 917 000 0000' })],
    ['legal problem listed outside the area', { legal_problem: 34 }, profile({ legalProblems: [8, 34] }), profile({ legalProblems: [8] })],
    ['30-minute fee changed', { price_max: 200_000 }, price30(250_000), price30(150_000)],
    [
      '30-minute service removed',
      { price_min: 100_000 },
      (db) => db.delete(t.lawyerServices).where(and(eq(t.lawyerServices.lawyerId, lawyer), eq(t.lawyerServices.durationMinutes, 30))),
      (db) => db.insert(t.lawyerServices).values({ lawyerId: lawyer, durationMinutes: 30, priceCentavos: 150_000 }),
    ],
  ];

  it.each(changes)('%s: the next count is a fresh count, and so is the one after the undo', async (_label, params, change, undo) => {
    const { db } = handle();
    const filters = filtersOf(params);
    const before = await countLawyers(filters);
    expect(await countLawyers(filters)).toBe(before); // now cached
    expect(before).toBe(await freshCount(db, params));

    expect(await routeTotal(params)).toBe(before);

    await change(db);
    const after = await countLawyers(filters);
    expect(after).toBe(await freshCount(db, params));
    expect(after).not.toBe(before);
    expect(await routeTotal(params)).toBe(after);

    await undo(db);
    expect(await routeTotal(params)).toBe(before);
    expect(await countLawyers(filters)).toBe(before);
    expect(before).toBe(await freshCount(db, params));
  });

  it('a new listed lawyer and a deleted account are counted at once', async () => {
    const { db } = handle();
    const filters = filtersOf(labor);
    const before = await countLawyers(filters);
    const added = await insertLawyer(db, { name: 'Newcomer', areas: ['labor'], region });
    expect(await countLawyers(filters)).toBe(before + 1);
    await db.delete(t.users).where(eq(t.users.id, added));
    expect(await countLawyers(filters)).toBe(before);
  });

  it('the count of exact matches, which places a shared link in its phase, follows a listed problem', async () => {
    const { db } = handle();
    const filters = filtersOf({ legal_problem: 8 });
    const exactNow = async () =>
      (await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM lawyer_search s WHERE ${phaseWhere(filters, 'e', false)}`))[0]
        .n;
    const before = await countExactMatches(filters);
    expect(before).toBe(await exactNow());
    await profile({ legalProblems: [] })(db);
    expect(await countExactMatches(filters)).toBe(before - 1);
    await profile({ legalProblems: [8] })(db);
    expect(await countExactMatches(filters)).toBe(before);
  });

  it('moves the version in the changing transaction (gone with a rollback), and not for changes no count reads', async () => {
    const { db } = handle();
    const v0 = await version(db);
    // A rating, the card's name, weekly hours: rewritten in lawyer_search, but no filter reads them.
    await profile({ ratingAvg: 4.2, displayName: 'Moving Target Renamed' })(db);
    await db.update(t.lawyerAvailability).set({ available: false }).where(eq(t.lawyerAvailability.lawyerId, lawyer));
    await db.update(t.lawyerAvailability).set({ available: true }).where(eq(t.lawyerAvailability.lawyerId, lawyer));
    expect(await version(db)).toBe(v0);

    const rolledBack = new Error('roll back');
    await expect(
      db.transaction(async (tx) => {
        await tx.update(t.lawyerProfiles).set({ isPublic: false }).where(eq(t.lawyerProfiles.userId, lawyer));
        expect(await version(tx as unknown as Db)).not.toBe(v0);
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
    expect(await version(db)).toBe(v0);
  });
});

describe('a page reached by OFFSET (a shared link) holds what "Load more" shows on that page', () => {
  const handle = useTestDb();
  const region = 'Eastern Visayas (VIII)';
  const LIMIT = 4;

  beforeAll(async () => {
    const { db } = handle();
    // 30 lawyers in one region: ties on rating, lawyers without a bar year or a 30-minute fee, 7 who
    // list legal problem 8 (one of them outside its area, labor), so that pages cross the boundary
    // between exact matches and the rest of the area.
    for (let i = 0; i < 30; i++) {
      await insertLawyer(db, {
        name: `Deep ${String(i).padStart(2, '0')}`,
        region,
        areas: i % 3 === 0 ? ['civil'] : ['labor'],
        legalProblems: i % 4 === 1 || i === 0 ? [8] : [],
        rating: 3.5 + (i % 5) * 0.3,
        barYear: i % 7 === 3 ? null : 1990 + (i % 11),
        price30: i % 6 === 5 ? null : 100_000 + (i % 9) * 25_000,
        languages: i % 2 ? ['English'] : ['English', 'Cebuano'],
      });
    }
  });

  const filterSets: Record<string, string>[] = [
    { region },
    { region, area_of_practice: 'labor' },
    { region, legal_problem: '8' },
    { region, legal_problem: '8', language: 'Cebuano' },
    { region, price_min: '125000', price_max: '250000' },
    // Without a region the walks use the global sort indexes, whose leaf entries carry the filters.
    { area_of_practice: 'labor' },
    { legal_problem: '8' },
    { price_max: '200000' },
  ];

  it.each(filterSets.flatMap((filters) => SORT_OPTIONS.map((sort) => [JSON.stringify(filters), sort.id, filters, sort] as const)))(
    '%s, %s',
    async (_f, _s, filters, sort) => {
      const base = `?${new URLSearchParams({ ...filters, sort: sort.field, sort_direction: String(sort.sort_direction), limit: String(LIMIT) })}`;
      const viaCursor: LawyerSearchPage[] = [];
      let page = await search(base);
      viaCursor.push(page);
      for (let n = 1; page.nextCursor; n++) {
        page = await search(`${base}&page=${n}&cursor=${page.nextCursor}`);
        viaCursor.push(page);
      }
      const all = viaCursor.flatMap((p) => p.results.map((r) => r._id));
      expect(new Set(all).size).toBe(all.length);
      if (filters.legal_problem) expect(viaCursor.flatMap((p) => p.results.map((r) => r.exactMatch))).toContain(true);
      for (let n = 1; n <= viaCursor.length; n++) {
        const viaOffset = await search(`${base}&page=${n}`);
        const expected = viaCursor[n]?.results ?? [];
        expect(viaOffset.results.map((r) => [r._id, r.exactMatch])).toEqual(expected.map((r) => [r._id, r.exactMatch]));
        expect(viaOffset.hasMore).toBe(n < viaCursor.length - 1);
        expect(viaOffset.total).toBe(all.length);
      }
    },
  );
});
