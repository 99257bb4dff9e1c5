import { eq } from 'drizzle-orm';
import { GET as fitRoute } from '@/app/api/v1/lawyers/[lawyerId]/written-fit/route';
import { GET as searchRoute } from '@/app/api/v1/lawyers/route';
import * as t from '@/lib/db/schema';
import type { LawyerSearchPage } from '@/lib/dto/search';
import type { AreaValue } from '@/lib/reference/areas';
import type { QuestionFit } from '@/features/questions/dto/written-question';
import { useTestDb } from '@/lib/test/db';
import { apiRequest, getJson, routeCtx } from '@/lib/test/fixtures/http';
import { insertLawyer } from '@/lib/test/fixtures/lawyers';

// Issue 72 item 3: "unpaid wages" asked in writing of a lawyer of civil and election law was taken and paid with no
// warning. GET lawyers/{id}/written-fit says, before paying, that the problem is outside the lawyer's areas, and
// offers the lawyers the search finds for it who answer in writing.
const db = useTestDb();
const UNPAID_WAGES = 10;
const ANNULMENT = 34;

const askFit = async (lawyerId: string, query: string) => {
  const res = await fitRoute(apiRequest(`/api/v1/lawyers/${lawyerId}/written-fit${query}`), routeCtx({ lawyerId }));
  return { status: res.status, body: (await res.json()) as QuestionFit & { code?: string; key?: string } };
};

const lawyers: Record<string, string> = {};
beforeAll(async () => {
  const d = db().db;
  const add = async (name: string, areas: AreaValue[], legalProblems: number[], price: number | null, rating = 4) => {
    const id = await insertLawyer(d, { name, areas, legalProblems, rating, reviewCount: 6 });
    await d.update(t.lawyerProfiles).set({ questionPriceCentavos: price }).where(eq(t.lawyerProfiles.userId, id));
    lawyers[name] = id;
  };
  await add('Cora Civil', ['civil', 'election'], [ANNULMENT], 50_000);
  await add('Lito Lists Wages', ['labor'], [UNPAID_WAGES], 80_000, 3.5);
  await add('Lara Labor', ['labor'], [], 60_000, 5);
  await add('Luz Labor', ['labor'], [], 70_000, 4.5);
  await add('Leo Labor', ['labor'], [], 90_000, 4.2);
  await add('Lea Calls Only', ['labor'], [UNPAID_WAGES], null, 5);
  await add('Ana Anywhere', ['civil'], [UNPAID_WAGES], 40_000, 3);
});

describe('GET /api/v1/lawyers/{lawyerId}/written-fit', () => {
  it("a labor problem asked of a lawyer of civil and election law is outside their areas: the search's labor lawyers who write are offered", async () => {
    const { status, body } = await askFit(lawyers['Cora Civil'], `?problem=${UNPAID_WAGES}`);
    expect(status).toBe(200);
    expect(body.outside).toBe(true);
    expect(body.area).toBe('labor');
    expect(body.lawyer_areas).toEqual(['civil', 'election']);
    // The search's own answer to "unpaid wages, written answers": who lists it first (Ana lists it, outside her civil
    // law), then the rest of labor, each best rated first.
    const search = (await (
      await getJson(searchRoute, `/api/v1/lawyers?legal_problem=${UNPAID_WAGES}&written=1`)
    ).json()) as LawyerSearchPage;
    const expected = search.results.filter((r) => r._id !== lawyers['Cora Civil']).slice(0, 3);
    expect(body.lawyers.map((l) => l.display_name)).toEqual(expected.map((r) => r.display_name));
    expect(body.lawyers.map((l) => l.display_name)).toEqual(['Lito Lists Wages', 'Ana Anywhere', 'Lara Labor']);
    expect(body.lawyers[1]).toMatchObject({ _id: lawyers['Ana Anywhere'], question_price: 40_000, review_count: 6 });
    // Never one who does not answer in writing, nor more than three.
    expect(body.lawyers.map((l) => l.display_name)).not.toContain('Lea Calls Only');
  });

  it('a problem of one of the lawyer’s areas, or one they list, is inside: no warning, nobody offered', async () => {
    expect((await askFit(lawyers['Cora Civil'], `?problem=${ANNULMENT}`)).body).toEqual({
      outside: false,
      area: 'civil',
      lawyer_areas: ['civil', 'election'],
      lawyers: [],
    });
    expect((await askFit(lawyers['Lara Labor'], `?problem=${UNPAID_WAGES}`)).body).toEqual({
      outside: false,
      area: 'labor',
      lawyer_areas: ['labor'],
      lawyers: [],
    });
    // Ana works in civil law but lists unpaid wages: she said she handles it.
    expect((await askFit(lawyers['Ana Anywhere'], `?problem=${UNPAID_WAGES}`)).body.outside).toBe(false);
  });

  it('the lawyer asked is never offered as their own alternative', async () => {
    const { body } = await askFit(lawyers['Lara Labor'], `?problem=${ANNULMENT}`);
    expect(body.outside).toBe(true);
    expect(body.lawyers.map((l) => l.display_name)).toEqual(['Cora Civil', 'Ana Anywhere']);
  });

  it('refuses a lawyer who does not answer in writing, an id that is none, and a problem that is not on the list, with a 4xx', async () => {
    const calls = await askFit(lawyers['Lea Calls Only'], `?problem=${UNPAID_WAGES}`);
    expect(calls.status).toBe(422);
    expect(calls.body).toMatchObject({ key: 'NOT_OFFERED', code: 'questions.lawyerNotOffering' });
    expect((await askFit('not-a-uuid', `?problem=${UNPAID_WAGES}`)).status).toBe(422);
    const unknown = await askFit(lawyers['Cora Civil'], '?problem=9998');
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ code: 'search.unknownProblem' });
    expect((await askFit(lawyers['Cora Civil'], '')).status).toBe(400);
    expect((await askFit(lawyers['Cora Civil'], '?problem=abc')).status).toBe(400);
  });
});
