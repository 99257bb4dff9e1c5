import { GET } from '@/app/api/v1/lawyers/route';
import * as t from '@/lib/db/schema';
import type { LawyerSearchPage } from '@/lib/dto/search';
import { findPublicProfile } from '@/lib/server/lawyers/find-public-profile';
import { useTestDb } from '@/lib/test/db';
import { getJson } from '@/lib/test/fixtures/http';
import { insertLawyer } from '@/lib/test/fixtures/lawyers';

// Issue 61: the search's rows and the public profile say whether the lawyer's legal-aid offer is on
// (legal_aid_offers.enabled), for the "Legal aid" badge; an offer turned off, or none, is false.
const db = useTestDb();
const ids: Record<string, string> = {};

const search = async (query: string) => (await (await getJson(GET, `/api/v1/lawyers${query}`)).json()) as LawyerSearchPage;
const flags = (page: LawyerSearchPage) => Object.fromEntries(page.results.map((r) => [r.display_name, r.legal_aid]));

beforeAll(async () => {
  const d = db().db;
  for (const name of ['Ana Aid', 'Ben Off', 'Carla None']) ids[name] = await insertLawyer(d, { name, areas: ['labor'] });
  await d.insert(t.legalAidOffers).values([
    { lawyerId: ids['Ana Aid'], enabled: true },
    { lawyerId: ids['Ben Off'], enabled: false },
  ]);
});

it('marks the search rows of lawyers whose offer is on, on the first page and on a later one', async () => {
  expect(flags(await search('?limit=50'))).toEqual({ 'Ana Aid': true, 'Ben Off': false, 'Carla None': false });
  // A page after the first (OFFSET: its card columns are read for the page's rows alone).
  const pages = await Promise.all([0, 1, 2].map((page) => search(`?limit=1&page=${page}&sort=price&sort_direction=1`)));
  expect(Object.assign({}, ...pages.map(flags))).toEqual({ 'Ana Aid': true, 'Ben Off': false, 'Carla None': false });
});

it('says so on the public profile', async () => {
  expect((await findPublicProfile(ids['Ana Aid']))?.legal_aid).toBe(true);
  expect((await findPublicProfile(ids['Ben Off']))?.legal_aid).toBe(false);
  expect((await findPublicProfile(ids['Carla None']))?.legal_aid).toBe(false);
});
