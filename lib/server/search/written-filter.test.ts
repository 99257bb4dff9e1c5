import { eq } from 'drizzle-orm';
import { GET } from '@/app/api/v1/lawyers/route';
import * as t from '@/lib/db/schema';
import type { LawyerSearchPage } from '@/lib/dto/search';
import { useTestDb } from '@/lib/test/db';
import { getJson } from '@/lib/test/fixtures/http';
import { insertLawyer } from '@/lib/test/fixtures/lawyers';

// Issue 60: `written=1` keeps the lawyers who answer written questions (a question price set), with the
// other filters; "Where do I start?" links here when a lawyer is the first stop.
const db = useTestDb();
const ANNULMENT = 34;

const search = async (query: string) => {
  const res = await getJson(GET, `/api/v1/lawyers${query}`);
  return { status: res.status, body: (await res.json()) as LawyerSearchPage };
};
const names = (page: LawyerSearchPage) => page.results.map((r) => r.display_name).sort();

beforeAll(async () => {
  const d = db().db;
  const offer = async (name: string, price: number | null, legalProblems: number[]) => {
    const id = await insertLawyer(d, { name, areas: ['civil'], legalProblems });
    await d.update(t.lawyerProfiles).set({ questionPriceCentavos: price }).where(eq(t.lawyerProfiles.userId, id));
  };
  await offer('Ana Writes', 50_000, [ANNULMENT]);
  await offer('Ben Writes', 80_000, [8]);
  await offer('Carla Calls', null, [ANNULMENT]);
  await offer('Dino Calls', null, [8]);
});

describe('GET /api/v1/lawyers?written=1', () => {
  it('returns only lawyers with question_price_centavos set, and counts only them', async () => {
    const all = await search('?limit=50');
    expect(names(all.body)).toEqual(['Ana Writes', 'Ben Writes', 'Carla Calls', 'Dino Calls']);
    const written = await search('?written=1&limit=50');
    expect(written.status).toBe(200);
    expect(names(written.body)).toEqual(['Ana Writes', 'Ben Writes']);
    expect(written.body.total).toBe(2);
  });

  it('counts afresh when a lawyer starts or stops answering in writing', async () => {
    const d = db().db;
    const id = await insertLawyer(d, { name: 'Eva Later', areas: ['civil'], legalProblems: [8] });
    expect((await search('?written=1&limit=1')).body.total).toBe(2);
    await d.update(t.lawyerProfiles).set({ questionPriceCentavos: 40_000 }).where(eq(t.lawyerProfiles.userId, id));
    expect((await search('?written=1&limit=1')).body.total).toBe(3);
    await d.update(t.lawyerProfiles).set({ questionPriceCentavos: null }).where(eq(t.lawyerProfiles.userId, id));
    expect((await search('?written=1&limit=1')).body.total).toBe(2);
  });

  it('with a legal problem: its lawyers who answer in writing first, then the rest of the area who do', async () => {
    const { body } = await search(`?written=1&legal_problem=${ANNULMENT}&limit=50`);
    expect(body.results.map((r) => [r.display_name, r.exactMatch])).toEqual([
      ['Ana Writes', true],
      ['Ben Writes', false],
    ]);
  });

  it('refuses another value with a 400 and its code', async () => {
    const { status, body } = await search('?written=yes');
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'search.unknownWritten' });
  });
});
