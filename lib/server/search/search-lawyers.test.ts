import { and, eq } from 'drizzle-orm';
import { GET } from '@/app/api/v1/lawyers/route';
import * as t from '@/lib/db/schema';
import { SORT_OPTIONS } from '@/lib/reference/sort-options';
import { useTestDb } from '@/lib/test/db';
import type { LawyerSearchPage } from '@/lib/dto/search';
import { getJson } from '@/lib/test/fixtures/http';
import { insertLawyer } from '@/lib/test/fixtures/lawyers';

const search = async (query: string): Promise<LawyerSearchPage> => {
  const res = await getJson(GET, `/api/v1/lawyers${query}`);
  expect(res.status).toBe(200);
  return res.json();
};
const names = (page: LawyerSearchPage) => page.results.map((r) => r.display_name);

describe('GET /api/v1/lawyers – filters and sorts', () => {
  const db = useTestDb();
  beforeAll(async () => {
    const d = db().db;
    await insertLawyer(d, {
      name: 'Ana Civil',
      areas: ['civil'],
      region: 'Metro Manila (NCR)',
      languages: ['English', 'Tagalog'],
      price30: 100_000,
      price60: 180_000,
      barYear: 2000,
      rating: 4.5,
      legalProblems: [34],
    });
    await insertLawyer(d, {
      name: 'Ben Civil',
      areas: ['civil'],
      region: 'Central Visayas (VII)',
      city: 'Cebu City',
      languages: ['English', 'Cebuano'],
      price30: 250_000,
      price60: 450_000,
      barYear: 2015,
      rating: 3.9,
    });
    await insertLawyer(d, {
      name: 'Carla Labor',
      areas: ['labor'],
      region: 'Metro Manila (NCR)',
      languages: ['English', 'Tagalog'],
      price30: 50_000,
      price60: 90_000,
      barYear: 1995,
      rating: 4.9,
      legalProblems: [8],
    });
    await insertLawyer(d, {
      name: 'Dante Labor',
      areas: ['labor'],
      region: 'Central Visayas (VII)',
      city: 'Mandaue',
      languages: ['Cebuano'],
      price30: 300_000,
      price60: 550_000,
      barYear: 2020,
      rating: 4.1,
      phone: null,
    });
    await insertLawyer(d, {
      name: 'Elena Both',
      areas: ['civil', 'labor'],
      region: 'Davao Region (XI)',
      city: 'Davao City',
      languages: ['English', 'Bisaya'],
      price30: 150_000,
      price60: 270_000,
      barYear: 2005,
      rating: 4.7,
      legalProblems: [8, 34],
    });
    // Never listed, however well they match: hidden, incomplete, unverified.
    await insertLawyer(d, { name: 'Hidden Hugo', areas: ['civil', 'labor'], rating: 5, legalProblems: [8, 34], isPublic: false });
    await insertLawyer(d, { name: 'Incomplete Ivy', areas: ['civil', 'labor'], rating: 5, legalProblems: [8, 34], isComplete: false });
    await insertLawyer(d, { name: 'Unverified Uma', areas: ['civil', 'labor'], rating: 5, legalProblems: [8, 34], ibpVerified: false });
  });

  it('lists only public, complete, IBP-verified lawyers, with the DTO fields of the spec', async () => {
    const page = await search('');
    expect(page.total).toBe(5);
    expect(page.page).toBe(0);
    expect(page.hasMore).toBe(false);
    expect(names(page).sort()).toEqual(['Ana Civil', 'Ben Civil', 'Carla Labor', 'Dante Labor', 'Elena Both']);
    const ana = page.results.find((r) => r.display_name === 'Ana Civil')!;
    expect(ana).toMatchObject({
      price_30: 100_000,
      price_60: 180_000,
      bar_year: 2000,
      rating: 4.5,
      review_count: 3,
      areas: ['civil'],
      ibp_verified: true,
      exactMatch: false,
    });
    const manilaYear = Number(new Intl.DateTimeFormat('en', { timeZone: 'Asia/Manila', year: 'numeric' }).format(new Date()));
    expect(ana.years_of_experience).toBe(manilaYear - 2000);
    expect(Object.keys(ana.calendar)).toHaveLength(14);
    expect(Object.keys(ana.calendar).every((k) => /^\d{4}-\d{2}-\d{2}$/.test(k))).toBe(true);
    for (const hidden of ['Hidden Hugo', 'Incomplete Ivy', 'Unverified Uma']) {
      expect(names(await search('?legal_problem=8'))).not.toContain(hidden);
      expect(names(await search('?sort=rating&sort_direction=-1'))).not.toContain(hidden);
    }
  });

  it('filters by area of practice', async () => {
    expect(names(await search('?area_of_practice=labor')).sort()).toEqual(['Carla Labor', 'Dante Labor', 'Elena Both']);
    expect(names(await search('?area_of_practice=taxation'))).toEqual([]);
  });

  it('puts lawyers who list the legal problem first, then the rest of its area', async () => {
    const page = await search('?legal_problem=8');
    expect(page.results.map((r) => [r.display_name, r.exactMatch])).toEqual([
      ['Carla Labor', true],
      ['Elena Both', true],
      ['Dante Labor', false],
    ]);
    expect(page.total).toBe(3);
    // The same ordering holds under another sort: exact matches still lead.
    const cheap = await search('?legal_problem=8&sort=price&sort_direction=-1');
    expect(names(cheap)).toEqual(['Elena Both', 'Carla Labor', 'Dante Labor']);
  });

  it('filters by search region, and by an SEO region slug or city mapped to its region', async () => {
    expect(names(await search('?region=Central%20Visayas%20(VII)')).sort()).toEqual(['Ben Civil', 'Dante Labor']);
    expect(names(await search('?region=cebu-city')).sort()).toEqual(['Ben Civil', 'Dante Labor']);
    expect(names(await search('?region=makati')).sort()).toEqual(['Ana Civil', 'Carla Labor']);
    expect((await search('?region=philippines')).total).toBe(5);
  });

  it('filters by language (any of the chosen ones)', async () => {
    expect(names(await search('?language=Cebuano')).sort()).toEqual(['Ben Civil', 'Dante Labor']);
    expect(names(await search('?language=Bisaya&language=Tagalog')).sort()).toEqual(['Ana Civil', 'Carla Labor', 'Elena Both']);
  });

  it('filters by the price range of a 30-minute consultation (centavos)', async () => {
    expect(names(await search('?price_min=100000&price_max=200000')).sort()).toEqual(['Ana Civil', 'Elena Both']);
    expect(names(await search('?price_max=60000'))).toEqual(['Carla Labor']);
  });

  it('filters phone calls to lawyers with a number to ring', async () => {
    expect(names(await search('?call_type=phone'))).not.toContain('Dante Labor');
    expect((await search('?call_type=phone')).total).toBe(4);
    expect((await search('?call_type=video')).total).toBe(5);
  });

  it.each(SORT_OPTIONS.map((o) => [o.label, o] as const))('sorts "%s" as the spec pairs it', async (_label, option) => {
    const page = await search(`?sort=${option.field}&sort_direction=${option.sort_direction}`);
    const expected: Record<string, string[]> = {
      'Rating Low to High': ['Ben Civil', 'Dante Labor', 'Ana Civil', 'Elena Both', 'Carla Labor'],
      'Rating High to Low': ['Carla Labor', 'Elena Both', 'Ana Civil', 'Dante Labor', 'Ben Civil'],
      'Price Low to High': ['Carla Labor', 'Ana Civil', 'Elena Both', 'Ben Civil', 'Dante Labor'],
      'Price High to Low': ['Dante Labor', 'Ben Civil', 'Elena Both', 'Ana Civil', 'Carla Labor'],
      // Spec §3 keeps this pairing: bar_year -1 (most recently admitted first) is "Low to High" experience.
      'Years of Experience Low to High': ['Dante Labor', 'Ben Civil', 'Elena Both', 'Ana Civil', 'Carla Labor'],
      'Years of Experience High to Low': ['Carla Labor', 'Ana Civil', 'Elena Both', 'Ben Civil', 'Dante Labor'],
    };
    expect(names(page)).toEqual(expected[option.label]);
    if (option.label === 'Years of Experience Low to High') {
      const years = page.results.map((r) => r.years_of_experience!);
      expect([...years].sort((a, b) => a - b)).toEqual(years);
    }
  });
});

describe('GET /api/v1/lawyers – load more', () => {
  const db = useTestDb();
  const region = 'Caraga (XIII)';
  let ids: string[] = [];
  beforeAll(async () => {
    ids = [];
    // 25 lawyers, ratings 4.90 down to 3.70, plus ties to exercise the id tie-break.
    for (let i = 0; i < 25; i++)
      ids.push(await insertLawyer(db().db, { name: `Pager ${String(i).padStart(2, '0')}`, region, rating: 4.9 - Math.floor(i / 2) * 0.1 }));
  });

  it('appends page after page with no duplicates or gaps while lawyers come and go', async () => {
    const base = `?region=${encodeURIComponent(region)}&limit=10`;
    const first = await search(base);
    expect(first.results).toHaveLength(10);
    expect(first.hasMore).toBe(true);
    expect(first.total).toBe(25);

    // Between the two requests: a new top-rated lawyer appears (before the cursor) and one lawyer
    // not yet shown is hidden. Offset paging would now repeat the 10th lawyer; keyset paging must not.
    await insertLawyer(db().db, { name: 'Newcomer', region, rating: 5 });
    const hiddenId = ids[15];
    await db().db.update(t.lawyerProfiles).set({ isPublic: false }).where(eq(t.lawyerProfiles.userId, hiddenId));

    const second = await search(`${base}&page=1&cursor=${first.nextCursor}`);
    const third = await search(`${base}&page=2&cursor=${second.nextCursor}`);
    expect(second.page).toBe(1);
    expect(third.hasMore).toBe(false);
    expect(third.nextCursor).toBeNull();
    const seen = [...first.results, ...second.results, ...third.results].map((r) => r._id);
    expect(new Set(seen).size).toBe(seen.length);
    const stayed = ids.filter((id) => id !== hiddenId);
    expect(stayed.every((id) => seen.includes(id))).toBe(true);
    expect(seen).not.toContain(hiddenId);
    // Still one total order: ratings never go up along the appended list.
    const ratings = [...first.results, ...second.results, ...third.results].map((r) => r.rating);
    expect([...ratings].sort((a, b) => b - a)).toEqual(ratings);
  });

  it('serves a shared link to page N (no cursor) from the same order', async () => {
    const base = `?region=${encodeURIComponent(region)}&limit=5&sort=bar_year&sort_direction=1`;
    const p0 = await search(base);
    const viaCursor = await search(`${base}&page=1&cursor=${p0.nextCursor}`);
    const viaOffset = await search(`${base}&page=1`);
    expect(viaOffset.results.map((r) => r._id)).toEqual(viaCursor.results.map((r) => r._id));
  });

  it('walks past lawyers without a bar year or a 30-minute fee in every bar-year and price order', async () => {
    const d = db().db;
    const where = 'Zamboanga Peninsula (IX)';
    const listed = [
      await insertLawyer(d, { name: 'Null A', region: where, barYear: 2000, price30: 100_000 }),
      await insertLawyer(d, { name: 'Null B', region: where, barYear: null, price30: 200_000 }),
      await insertLawyer(d, { name: 'Null C', region: where, barYear: 2010, price30: null }),
      await insertLawyer(d, { name: 'Null D', region: where, barYear: null, price30: null }),
      await insertLawyer(d, { name: 'Null E', region: where, barYear: 2005, price30: 150_000 }),
    ];
    for (const sort of ['bar_year', 'price']) {
      for (const direction of [1, -1]) {
        const base = `?region=${encodeURIComponent(where)}&limit=2&sort=${sort}&sort_direction=${direction}`;
        const viaCursor: string[] = [];
        let page = await search(base);
        viaCursor.push(...page.results.map((r) => r._id));
        for (let n = 1; page.hasMore; n++) {
          page = await search(`${base}&page=${n}&cursor=${page.nextCursor}`);
          viaCursor.push(...page.results.map((r) => r._id));
        }
        expect([...viaCursor].sort()).toEqual([...listed].sort());
        const viaOffset: string[] = [];
        for (let n = 0; n < 3; n++) viaOffset.push(...(await search(`${base}&page=${n}`)).results.map((r) => r._id));
        expect(viaCursor).toEqual(viaOffset);
      }
    }
  });

  it('keeps exact matches first across page boundaries', async () => {
    const d = db().db;
    for (let i = 0; i < 4; i++)
      await insertLawyer(d, {
        name: `Exact ${i}`,
        region: 'Bangsamoro (BARMM)',
        areas: ['labor'],
        legalProblems: [22],
        rating: 3 + i * 0.1,
      });
    for (let i = 0; i < 4; i++)
      await insertLawyer(d, { name: `Area ${i}`, region: 'Bangsamoro (BARMM)', areas: ['labor'], rating: 4.5 + i * 0.1 });
    const base = `?region=bangsamoro&legal_problem=22&limit=3`;
    const all: { display_name: string; exactMatch: boolean }[] = [];
    let page = await search(base);
    all.push(...page.results);
    for (let n = 1; page.hasMore; n++) {
      page = await search(`${base}&page=${n}&cursor=${page.nextCursor}`);
      all.push(...page.results);
    }
    expect(all.map((r) => r.exactMatch)).toEqual([true, true, true, true, false, false, false, false]);
    expect(all.map((r) => r.display_name)).toEqual(['Exact 3', 'Exact 2', 'Exact 1', 'Exact 0', 'Area 3', 'Area 2', 'Area 1', 'Area 0']);
  });
});

describe('GET /api/v1/lawyers – bad parameters', () => {
  useTestDb();
  const long = 'x'.repeat(10_240);
  it.each([
    ['unknown sort', '?sort=name'],
    ['unknown sort direction', '?sort=rating&sort_direction=2'],
    ['negative page', '?page=-1'],
    ['fractional page', '?page=1.5'],
    ['non-numeric legal problem', '?legal_problem=abc'],
    ['unknown legal problem id', '?legal_problem=9999'],
    ['unknown area', '?area_of_practice=space'],
    ['unknown region', '?region=Atlantis'],
    ['unknown language', '?language=Klingon'],
    ['negative price', '?price_min=-5'],
    ['zero limit', '?limit=0'],
    ['huge limit', '?limit=1000'],
    ['unknown call type', '?call_type=fax'],
    ['unknown time zone', '?tz=Mars/Olympus'],
    ['garbage cursor', '?page=1&cursor=not-a-cursor'],
    ['10 kB region', `?region=${long}`],
    ['10 kB language', `?language=${long}`],
    ['10 kB legal problem', `?legal_problem=${'9'.repeat(10_240)}`],
    ['10 kB cursor', `?cursor=${long}`],
    ['10 kB sort', `?sort=${long}`],
  ])('%s → 400 JSON', async (_name, query) => {
    const res = await getJson(GET, `/api/v1/lawyers${query}`);
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(typeof body.message).toBe('string');
    expect(body.status).toBe(400);
  });
});

describe('lawyer_search stays in step with profiles, prices and accounts', () => {
  const db = useTestDb();
  const region = 'Soccsksargen (XII)';
  const inRegion = async () => (await search(`?region=${encodeURIComponent(region)}&sort=price&sort_direction=1`)).results;

  it('follows visibility, completeness, verification, disabled accounts, price and rating changes', async () => {
    const d = db().db;
    const a = await insertLawyer(d, { name: 'Sync A', region, price30: 100_000 });
    const b = await insertLawyer(d, { name: 'Sync B', region, price30: 200_000 });
    expect((await inRegion()).map((r) => r.display_name)).toEqual(['Sync A', 'Sync B']);

    await d
      .update(t.lawyerServices)
      .set({ priceCentavos: 300_000 })
      .where(and(eq(t.lawyerServices.lawyerId, a), eq(t.lawyerServices.durationMinutes, 30)));
    expect((await inRegion()).map((r) => [r.display_name, r.price_30])).toEqual([
      ['Sync B', 200_000],
      ['Sync A', 300_000],
    ]);

    for (const [patch, back] of [
      [{ isComplete: false }, { isComplete: true }],
      [{ ibpVerified: false }, { ibpVerified: true }],
      [{ isPublic: false }, { isPublic: true }],
    ] as const) {
      await d.update(t.lawyerProfiles).set(patch).where(eq(t.lawyerProfiles.userId, b));
      expect((await inRegion()).map((r) => r.display_name)).toEqual(['Sync A']);
      await d.update(t.lawyerProfiles).set(back).where(eq(t.lawyerProfiles.userId, b));
      expect((await inRegion()).map((r) => r.display_name)).toEqual(['Sync B', 'Sync A']);
    }

    await d.update(t.users).set({ disabledAt: new Date() }).where(eq(t.users.id, a));
    expect((await inRegion()).map((r) => r.display_name)).toEqual(['Sync B']);
    await d.update(t.users).set({ disabledAt: null }).where(eq(t.users.id, a));

    await d.update(t.lawyerProfiles).set({ ratingAvg: 4.95, region: 'Caraga (XIII)' }).where(eq(t.lawyerProfiles.userId, a));
    expect((await inRegion()).map((r) => r.display_name)).toEqual(['Sync B']);
    const caraga = await search('?region=caraga&sort=rating&sort_direction=-1');
    expect(caraga.results[0]).toMatchObject({ display_name: 'Sync A', rating: 4.95 });

    // Weekly hours and the card's own fields travel too.
    await d.update(t.lawyerAvailability).set({ available: false }).where(eq(t.lawyerAvailability.lawyerId, b));
    await d.update(t.lawyerProfiles).set({ displayName: 'Sync B Renamed' }).where(eq(t.lawyerProfiles.userId, b));
    const closed = (await inRegion()).find((r) => r._id === b)!;
    expect(closed.display_name).toBe('Sync B Renamed');
    expect(Object.values(closed.calendar).flat()).toEqual([]);
    await d.update(t.lawyerAvailability).set({ available: true }).where(eq(t.lawyerAvailability.lawyerId, b));
    expect(Object.values((await inRegion()).find((r) => r._id === b)!.calendar).flat().length).toBeGreaterThan(0);

    await d.delete(t.lawyerServices).where(eq(t.lawyerServices.lawyerId, b));
    expect((await inRegion()).map((r) => [r.display_name, r.price_30])).toEqual([['Sync B Renamed', null]]);
  });
});
