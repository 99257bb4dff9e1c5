import { GET } from '@/app/api/v1/legal-problems/route';
import type { LegalProblemMatches } from '@/lib/dto/legal-problems';
import { useTestDb } from '@/lib/test/db';
import { getJson } from '@/lib/test/fixtures/http';
import { LEGAL_PROBLEMS, legalProblemSearchText } from '@/lib/reference/legal-problems';
import { rankLegalProblems } from '@/lib/reference/problem-match';
import filipino from '@/messages/fil/problems.json';
import { findLegalProblems } from './find-legal-problems';

const ids = async (query: string) => (await findLegalProblems(query)).map((p) => p._id);

describe('findLegalProblems: the words people use, typos forgiven (pg_trgm)', () => {
  useTestDb();

  it('finds child and family support for the Filipino "sustento"', async () => {
    const found = await ids('sustento');
    expect(found.slice(0, 2).sort()).toEqual([38, 39]);
  });

  it('finds annulment for "annulment", for the misspelt "anulment" and for the Filipino words', async () => {
    expect((await ids('annulment'))[0]).toBe(34);
    expect((await ids('anulment'))[0]).toBe(34);
    expect((await ids('ANULLMENT'))[0]).toBe(34);
    // Only problems that speak of annulment: no word that merely ends in "-ment".
    const near = await findLegalProblems('anulment');
    expect(near.map((p) => p._id)).toEqual(expect.arrayContaining([0, 34]));
    for (const problem of near) expect(legalProblemSearchText(problem)).toContain('annulment');
    expect((await ids('ilegal dismisal'))[0]).toBe(8);
    expect(await ids('pagpapawalang-bisa ng kasal')).toContain(34);
  });

  it('finds a problem by its Filipino label, misspelt too (issue 40: the combobox asks when its own list finds nothing)', async () => {
    expect((await ids('kulang na sahod'))[0]).toBe(10);
    expect((await ids('kulang na sahud'))[0]).toBe(10);
    expect((await ids('panggagantso'))[0]).toBe(141);
  });

  it('answers "tulong legal" (legal help) with the broad problems of Most Common', async () => {
    const found = await ids('tulong legal');
    expect(found).toEqual(expect.arrayContaining([0, 1, 2, 3, 4, 5, 6, 7]));
    expect(await ids('tulong legl')).toEqual(expect.arrayContaining([0, 2, 4]));
  });

  it('finds land, inheritance and dismissal in Filipino and through the area aliases', async () => {
    expect(await ids('lupa')).toContain(4);
    expect(await ids('mana')).toEqual(expect.arrayContaining([49, 52]));
    expect(await ids('tinanggal sa trabaho')).toContain(8);
    expect((await ids('labor case')).slice(0, 2)).toEqual(expect.arrayContaining([31, 2]));
    expect((await ids('family'))[0]).toBe(0);
  });

  it('finds nothing for words of no problem, and for blanks', async () => {
    expect(await ids('xylophone quartet')).toEqual([]);
    expect(await ids('   ')).toEqual([]);
  });
});

describe('GET /api/v1/legal-problems', () => {
  useTestDb();

  it('answers the matches with their area and group, best first', async () => {
    const res = await getJson(GET, '/api/v1/legal-problems?q=anulment');
    expect(res.status).toBe(200);
    const body: LegalProblemMatches = await res.json();
    expect(body.results[0]).toEqual({
      _id: 34,
      value: ['civil'],
      label: 'Annulment or declaration of nullity of marriage',
      group_label: 'Civil',
    });
  });

  // Issue 56: the server's search ranks with the one matcher the combobox uses (lib/reference/problem-match.ts).
  it('answers with the matcher of the combobox first: "hindi pinasahod" is unpaid wages, "SPA" special power of attorney', async () => {
    const answer = async (q: string) => {
      const res = await getJson(GET, `/api/v1/legal-problems?q=${encodeURIComponent(q)}`);
      expect(res.status).toBe(200);
      return ((await res.json()) as LegalProblemMatches).results.map((p) => p._id);
    };
    expect((await answer('hindi pinasahod'))[0]).toBe(10);
    expect((await answer('SPA'))[0]).toBe(67);
    expect((await answer('nakaw'))[0]).toBe(147);
    for (const q of ['SPA', 'hindi pinasahod', 'sahod', 'lupa', 'vawc', 'tulong legal', 'spaces']) {
      const matched = rankLegalProblems(LEGAL_PROBLEMS, q, filipino).map((match) => match.problem._id);
      const ids = await answer(q);
      expect([q, ids.slice(0, matched.length)]).toEqual([q, matched.slice(0, 12)]);
    }
    // A misspelt synonym is a near miss of its problem.
    expect(await answer('hindi pinasahud')).toContain(10);
  });

  it('refuses a missing, blank or over-long query with a 400', async () => {
    for (const query of ['', '?q=', '?q=%20%20', `?q=${'a'.repeat(101)}`]) {
      const res = await getJson(GET, `/api/v1/legal-problems${query}`);
      expect(res.status).toBe(400);
    }
  });
});
