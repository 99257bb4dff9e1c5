import { GET as getOffers, PUT as putOffers } from '@/app/api/v1/lawyers/profile/services/route';
import { GET as getProfile } from '@/app/api/v1/lawyers/[lawyerId]/profile/route';
import { GET as search } from '@/app/api/v1/lawyers/route';
import type { PublicLawyerProfile } from '@/lib/dto/lawyer-profile';
import type { LawyerSearchPage } from '@/lib/dto/search';
import type { ServiceOffersDto } from '@/features/services/dto/service-orders';
import { SERVICE_CATALOGUE } from '@/features/services/reference/legal-services';
import { useTestDb } from '@/lib/test/db';
import { apiRequest, getJson, routeCtx } from '@/lib/test/fixtures/http';
import { type TestUser, testCustomer, testLawyer } from '@/lib/test/fixtures/users';

// Issue 62 item 2: a lawyer offers catalogue services (price within the type's bounds, turnaround in days); the
// public profile and search show them, and search filters by them.
const db = useTestDb();
const ctx = routeCtx();
const json = async (res: Response) => ({ status: res.status, body: await res.json() });

const put = (user: TestUser | null, body: unknown) =>
  putOffers(apiRequest('/api/v1/lawyers/profile/services', { method: 'PUT', jar: user?.jar, body }), ctx).then(json);
const get = (user: TestUser | null) => getOffers(apiRequest('/api/v1/lawyers/profile/services', { jar: user?.jar }), ctx).then(json);

const DEMAND = { service_type: 'DEMAND_LETTER', price_pesos: 4_500, turnaround_days: 3 };
const REVIEW = { service_type: 'CONTRACT_REVIEW', price_pesos: 6_000, turnaround_days: 5 };

describe('PUT/GET /api/v1/lawyers/profile/services', () => {
  it('replaces the whole set, answers in the catalogue order with the included revisions, and GET reads it back', async () => {
    const lawyer = await testLawyer(db().db);
    expect(await get(lawyer)).toEqual({ status: 200, body: { offers: [] } });
    const saved = await put(lawyer, { offers: [REVIEW, DEMAND] });
    expect(saved.status).toBe(200);
    const expected: ServiceOffersDto = {
      offers: [
        { ...DEMAND, revisions: SERVICE_CATALOGUE.DEMAND_LETTER.revisions, send_price_pesos: null },
        { ...REVIEW, revisions: SERVICE_CATALOGUE.CONTRACT_REVIEW.revisions, send_price_pesos: null },
      ] as ServiceOffersDto['offers'],
    };
    expect(saved.body).toEqual(expected);
    expect((await get(lawyer)).body).toEqual(expected);
    // A new set replaces the old one: the demand letter is gone, the review's price changed.
    const next = await put(lawyer, { offers: [{ ...REVIEW, price_pesos: 7_500 }] });
    expect(next.body.offers).toEqual([{ ...REVIEW, price_pesos: 7_500, revisions: 1, send_price_pesos: null }]);
    expect((await put(lawyer, { offers: [] })).body).toEqual({ offers: [] });
    expect((await get(lawyer)).body).toEqual({ offers: [] });
  });

  it('refuses a price or a turnaround outside the type’s bounds, a duplicate type and an unknown type (400, nothing saved)', async () => {
    const lawyer = await testLawyer(db().db);
    await put(lawyer, { offers: [DEMAND] });
    const spec = SERVICE_CATALOGUE.DEMAND_LETTER;
    const cases: [unknown, string][] = [
      [{ ...DEMAND, price_pesos: spec.minPesos - 1 }, 'services.priceOutOfBounds'],
      [{ ...DEMAND, price_pesos: spec.maxPesos + 1 }, 'services.priceOutOfBounds'],
      [{ ...DEMAND, turnaround_days: 0 }, 'services.turnaroundOutOfBounds'],
      [{ ...DEMAND, turnaround_days: spec.maxDays + 1 }, 'services.turnaroundOutOfBounds'],
      [{ ...DEMAND, service_type: 'DIVORCE' }, 'services.unknownService'],
    ];
    for (const [offer, code] of cases) {
      const res = await put(lawyer, { offers: [REVIEW, offer] });
      expect([res.status, res.body.code]).toEqual([400, code]);
    }
    const priceParams = await put(lawyer, { offers: [{ ...DEMAND, price_pesos: 1 }] });
    expect(priceParams.body.params).toEqual({ min: spec.minPesos, max: spec.maxPesos });
    const duplicate = await put(lawyer, { offers: [DEMAND, { ...DEMAND, price_pesos: 5_000 }] });
    expect([duplicate.status, duplicate.body.code]).toEqual([400, 'services.duplicateOffer']);
    expect((await get(lawyer)).body.offers).toEqual([{ ...DEMAND, revisions: 1, send_price_pesos: null }]);
  });

  it('issue 72: saves the price for sending a demand letter within its bounds, and refuses it for a service never sent', async () => {
    const lawyer = await testLawyer(db().db);
    const sending = SERVICE_CATALOGUE.DEMAND_LETTER.sending!;
    const saved = await put(lawyer, { offers: [{ ...DEMAND, send_price_pesos: 500 }, REVIEW] });
    expect(saved.body.offers.map((o: { send_price_pesos: number | null }) => o.send_price_pesos)).toEqual([500, null]);
    const cases: [unknown, string][] = [
      [{ ...DEMAND, send_price_pesos: sending.minPesos - 1 }, 'services.sendPriceOutOfBounds'],
      [{ ...DEMAND, send_price_pesos: sending.maxPesos + 1 }, 'services.sendPriceOutOfBounds'],
      [{ ...REVIEW, send_price_pesos: 500 }, 'services.sendingNotForType'],
    ];
    for (const [offer, code] of cases) {
      const res = await put(lawyer, { offers: [offer] });
      expect([res.status, res.body.code]).toEqual([400, code]);
    }
    expect((await get(lawyer)).body.offers[0]).toMatchObject({ service_type: 'DEMAND_LETTER', send_price_pesos: 500 });
    // The public profile says it (the card's plain line: who sends the letter).
    const res = await getProfile(apiRequest(`/api/v1/lawyers/${lawyer.id}/profile`), routeCtx({ lawyerId: lawyer.id }));
    expect(((await res.json()) as PublicLawyerProfile).service_offers.map((o) => o.send_price_pesos)).toEqual([500, null]);
    // Left out, or null: the client sends it.
    expect((await put(lawyer, { offers: [DEMAND] })).body.offers[0].send_price_pesos).toBeNull();
  });

  it('is the lawyer’s own: a visitor gets 401, a client 403', async () => {
    const client = await testCustomer(db().db);
    expect((await get(null)).status).toBe(401);
    expect((await put(null, { offers: [DEMAND] })).status).toBe(401);
    expect((await get(client)).status).toBe(403);
    expect((await put(client, { offers: [DEMAND] })).status).toBe(403);
  });
});

describe('the public profile and search', () => {
  let offering: TestUser;
  let other: TestUser;
  beforeAll(async () => {
    offering = await testLawyer(db().db, { name: 'Olga Offers', areas: ['civil'] });
    other = await testLawyer(db().db, { name: 'Nico None', areas: ['civil'] });
    const hidden = await testLawyer(db().db, { name: 'Hana Hidden', areas: ['civil'], isPublic: false });
    await put(offering, { offers: [REVIEW, DEMAND] });
    await put(hidden, { offers: [DEMAND] });
  });

  it('GET lawyers/{id}/profile carries service_offers (empty for a lawyer who offers none)', async () => {
    const res = await getProfile(apiRequest(`/api/v1/lawyers/${offering.id}/profile`), routeCtx({ lawyerId: offering.id }));
    const profile = (await res.json()) as PublicLawyerProfile;
    expect(profile.service_offers.map((o) => [o.service_type, o.price_pesos, o.turnaround_days])).toEqual([
      ['DEMAND_LETTER', 4_500, 3],
      ['CONTRACT_REVIEW', 6_000, 5],
    ]);
    const none = await getProfile(apiRequest(`/api/v1/lawyers/${other.id}/profile`), routeCtx({ lawyerId: other.id }));
    expect(((await none.json()) as PublicLawyerProfile).service_offers).toEqual([]);
  });

  it('service=<TYPE> keeps only the listed lawyers who offer it, counts them, and puts that offer first on the card', async () => {
    const res = await getJson(search, '/api/v1/lawyers?service=CONTRACT_REVIEW&limit=50');
    expect(res.status).toBe(200);
    const page = (await res.json()) as LawyerSearchPage;
    expect(page.results.map((r) => r.display_name)).toEqual(['Olga Offers']);
    expect(page.total).toBe(1);
    expect(page.results[0].service_offers.map((o) => o.service_type)).toEqual(['CONTRACT_REVIEW', 'DEMAND_LETTER']);
    const demand = (await (await getJson(search, '/api/v1/lawyers?service=DEMAND_LETTER&limit=50')).json()) as LawyerSearchPage;
    // The hidden lawyer offers it too, but is not listed; every result offers it.
    expect(demand.results.map((r) => r.display_name)).toContain('Olga Offers');
    expect(demand.results.map((r) => r.display_name)).not.toContain('Hana Hidden');
    expect(demand.results.every((r) => r.service_offers[0]?.service_type === 'DEMAND_LETTER')).toBe(true);
    const all = (await (await getJson(search, '/api/v1/lawyers?limit=50')).json()) as LawyerSearchPage;
    const nico = all.results.find((r) => r.display_name === 'Nico None')!;
    expect(nico.service_offers).toEqual([]);
    expect(all.results.find((r) => r.display_name === 'Olga Offers')!.service_offers.map((o) => o.service_type)).toEqual([
      'DEMAND_LETTER',
      'CONTRACT_REVIEW',
    ]);
  });

  it('counts afresh when a lawyer starts offering, and refuses an unknown service with a 400', async () => {
    const before = (await (await getJson(search, '/api/v1/lawyers?service=LEASE_REVIEW&limit=1')).json()) as LawyerSearchPage;
    expect(before.total).toBe(0);
    await put(other, { offers: [{ service_type: 'LEASE_REVIEW', price_pesos: 2_000, turnaround_days: 2 }] });
    const after = (await (await getJson(search, '/api/v1/lawyers?service=LEASE_REVIEW&limit=1')).json()) as LawyerSearchPage;
    expect(after.total).toBe(1);
    const bad = await getJson(search, '/api/v1/lawyers?service=DIVORCE');
    expect(bad.status).toBe(400);
    expect((await bad.json()).code).toBe('services.unknownService');
  });
});
