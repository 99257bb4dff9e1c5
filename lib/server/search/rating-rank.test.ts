import { eq } from 'drizzle-orm';
import { GET } from '@/app/api/v1/lawyers/route';
import * as t from '@/lib/db/schema';
import { useTestDb } from '@/lib/test/db';
import type { LawyerSearchPage } from '@/lib/dto/search';
import { getJson } from '@/lib/test/fixtures/http';
import { insertLawyer } from '@/lib/test/fixtures/lawyers';
import { listFeaturedLawyers } from '@/lib/server/lawyers/list-featured-lawyers';

/**
 * Issue 45 item 9: "Rating High to Low" weighs the number of reviews (the Bayesian average of
 * lawyer_search.rating_rank, migration 0039): a 5.0 from one review is not the best-rated lawyer.
 */

const search = async (query: string): Promise<LawyerSearchPage> => {
  const res = await getJson(GET, `/api/v1/lawyers${query}`);
  expect(res.status).toBe(200);
  return res.json();
};
const names = (page: LawyerSearchPage) => page.results.map((r) => r.display_name);
const region = 'Eastern Visayas (VIII)';
const byRating = `?region=${encodeURIComponent(region)}&sort=rating`;

describe('"Rating High to Low" weighs the number of reviews', () => {
  const db = useTestDb();
  // Best first by the weighted rating; the plain averages would put One Review first and Newcomer
  // (no reviews, average 0) last.
  const expected = ['Many Reviews', 'Two Perfect', 'One Review', 'Newcomer', 'Poor Record'];

  beforeAll(async () => {
    const d = db().db;
    await insertLawyer(d, { name: 'One Review', region, rating: 5, reviewCount: 1 });
    await insertLawyer(d, { name: 'Many Reviews', region, rating: 4.7, reviewCount: 6 });
    await insertLawyer(d, { name: 'Newcomer', region, rating: 0, reviewCount: 0 });
    await insertLawyer(d, { name: 'Two Perfect', region, rating: 5, reviewCount: 2 });
    await insertLawyer(d, { name: 'Poor Record', region, rating: 2.5, reviewCount: 10 });
  });

  it('puts a 4.7 from 6 reviews above a 5.0 from 1 review, and shows each card its plain average', async () => {
    const page = await search(`${byRating}&sort_direction=-1`);
    expect(names(page)).toEqual(expected);
    const one = page.results.find((r) => r.display_name === 'One Review')!;
    expect([one.rating, one.review_count]).toEqual([5, 1]);
  });

  it('reverses the same order for "Rating Low to High"', async () => {
    expect(names(await search(`${byRating}&sort_direction=1`))).toEqual([...expected].reverse());
  });

  it('keeps one order through "Load more" (cursors) and a shared link to a deep page (OFFSET)', async () => {
    const walked: string[] = [];
    let cursor: string | null = null;
    do {
      const page: LawyerSearchPage = await search(`${byRating}&sort_direction=-1&limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      walked.push(...names(page));
      cursor = page.nextCursor;
    } while (cursor);
    expect(walked).toEqual(expected);
    const pages = await Promise.all([0, 1, 2].map((p) => search(`${byRating}&sort_direction=-1&limit=2&page=${p}`)));
    expect(pages.flatMap(names)).toEqual(expected);
    expect(pages.every((p) => p.total === expected.length)).toBe(true);
  });

  it('moves a lawyer as reviews come in: the rank follows rating and count', async () => {
    const d = db().db;
    const [one] = await d
      .select({ id: t.lawyerProfiles.userId })
      .from(t.lawyerProfiles)
      .where(eq(t.lawyerProfiles.displayName, 'One Review'));
    await d.update(t.lawyerProfiles).set({ ratingAvg: 4.9, reviewCount: 12 }).where(eq(t.lawyerProfiles.userId, one.id));
    try {
      expect(names(await search(`${byRating}&sort_direction=-1`))[0]).toBe('One Review');
    } finally {
      await d.update(t.lawyerProfiles).set({ ratingAvg: 5, reviewCount: 1 }).where(eq(t.lawyerProfiles.userId, one.id));
    }
  });

  it('features the same lawyers first on the home page', async () => {
    expect((await listFeaturedLawyers({ limit: 3 })).map((l) => l.display_name)).toEqual(expected.slice(0, 3));
  });
});
