import { GET } from '@/app/api/v1/lawyers/free-legal-help/route';
import { FREE_LEGAL_HELP, NATIONWIDE } from '@/lib/reference/free-legal-help';
import { SEARCH_REGIONS } from '@/lib/reference/regions';
import { getJson } from '@/lib/test/fixtures/http';

const get = async (query: string) => {
  const res = await getJson(GET as never, `/api/v1/lawyers/free-legal-help${query}`);
  return { status: res.status, body: await res.json() };
};

describe('GET /api/v1/lawyers/free-legal-help', () => {
  it('has real, sourced entries for PAO, IBP, law school clinics and government desks', () => {
    const names = FREE_LEGAL_HELP.map((p) => p.name);
    for (const expected of [
      'UP Office of Legal Aid',
      'Ateneo Legal Services Center',
      'San Beda Legal Aid Bureau',
      'DOLE Single Entry Approach (SEnA)',
      'Commission on Human Rights (CHR)',
    ]) {
      expect(names).toContain(expected);
    }
    expect(names.some((n) => n.includes('Katarungang Pambarangay'))).toBe(true);
    expect(names.some((n) => n.startsWith("Public Attorney's Office –") && n.includes('Cebu City'))).toBe(true);
    for (const p of FREE_LEGAL_HELP) {
      expect(p.source).toMatch(/^https:\/\//);
      expect(p.lastChecked).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(p.region === NATIONWIDE || SEARCH_REGIONS.includes(p.region)).toBe(true);
      expect(p.areas.length).toBeGreaterThan(0);
    }
    expect(new Set(FREE_LEGAL_HELP.map((p) => p.id)).size).toBe(FREE_LEGAL_HELP.length);
    // A PAO district office in every one of the 18 regions.
    expect(new Set(FREE_LEGAL_HELP.filter((p) => p.kind === 'pao').map((p) => p.region))).toEqual(new Set(SEARCH_REGIONS));
  });

  it('filters by region (nationwide services included) and by legal problem area', async () => {
    const { status, body } = await get('?region=cebu-city&legal_problem=8');
    expect(status).toBe(200);
    const results = body.results as { region: string; areas: string[]; name: string }[];
    expect(results.length).toBeGreaterThan(2);
    expect(results.every((p) => (p.region === 'Central Visayas (VII)' || p.region === NATIONWIDE) && p.areas.includes('labor'))).toBe(true);
    expect(results.map((p) => p.name)).toContain('DOLE Single Entry Approach (SEnA)');
    expect(results[0].region).toBe('Central Visayas (VII)');
    expect(body.pao_tests.indigency.thresholds[0]).toEqual({ area: 'Metro Manila (NCR)', maxNetMonthlyIncome: 2_400_000 });
  });

  it('matches free text ignoring case and accents, and rejects bad input with 400', async () => {
    expect((await get('?q=SAN%20BEDA')).body.results.map((p: { name: string }) => p.name)).toEqual(['San Beda Legal Aid Bureau']);
    expect((await get('?q=Dona%20Julia')).body.total).toBeGreaterThan(0);
    for (const bad of ['?region=Atlantis', '?legal_problem=abc', '?kind=lawyer', `?q=${'x'.repeat(10_240)}`]) {
      expect((await get(bad)).status).toBe(400);
    }
  });
});
