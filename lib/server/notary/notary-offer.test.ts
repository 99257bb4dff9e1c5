import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { PUT as putOffer } from '@/app/api/v1/notary-public/offer/route';
import { PUT as putProfile } from '@/app/api/v1/notary-public/route';
import { POST as postPicture } from '@/app/api/v1/notary-public/picture/route';
import { POST as postDoc } from '@/app/api/v1/notary-public/notarial-commission-doc/route';
import { PUT as putToggle } from '@/app/api/v1/notary-public/toggle-visibility/route';
import { demoCommissionPdf } from '@/lib/db/seed/demo-documents';
import * as t from '@/lib/db/schema';
import type { NotarySaveResponse } from '@/lib/dto/notary';
import { useTestDb } from '@/lib/test/db';
import { CookieJar, apiRequest, routeCtx } from '@/lib/test/fixtures/http';
import { type TestUser, testCustomer, testLawyer } from '@/lib/test/fixtures/users';
import { NOTARY_OFFER_MESSAGES } from '@/lib/validation/notary-offer';
import { findPublicNotary } from './find-public-notary';

const db = useTestDb();
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- handlers differ only in their params type
type Handler = (req: Request, c: any) => Promise<Response>;
const call = (h: Handler, user: TestUser | null, method: string, path: string, body?: unknown) =>
  h(apiRequest(`/api/v1/notary-public${path}`, { method, jar: user?.jar ?? new CookieJar(), body }), routeCtx());
const nextYear = new Date().getFullYear() + 1;

const DETAILS = {
  commission_number: 'M-2026-114',
  commissioning_court: 'Office of the Executive Judge, RTC of Makati City',
  territory: 'Makati City',
  commission_expires_on: `${nextYear}-12-31`,
  roll_number: '65432',
  ibp_number: 'IBP-2019-1234',
  ptr_number: 'PTR 5123456',
  mcle_number: 'VIII-0012345',
  office_address: '12 Ayala Ave, Legaspi Village',
  city_slug: 'makati',
  office_days: [1, 2, 3, 4, 5],
  opens_at: '09:00',
  closes_at: '17:00',
  phone: '0917 123 4567',
  services: ['affidavit-of-loss', 'special-power-of-attorney', 'jurat'],
};

const OFFER = {
  takes_bookings: true,
  pay_at_office: true,
  offers: [
    { service: 'special-power-of-attorney', fee_pesos: 500, duration_minutes: 30, checklist: ['unsigned-document', 'witnesses'] },
    { service: 'affidavit-of-loss', fee_pesos: '350', duration_minutes: '15', checklist: ['government-id', 'unsigned-document', 'copies'] },
  ],
};

async function ok(res: Promise<Response>): Promise<NotarySaveResponse & Record<string, unknown>> {
  const r = await res;
  const body = await r.json();
  if (r.status !== 200) throw new Error(`${r.status} ${JSON.stringify(body)}`);
  return body;
}
const fileForm = (field: string, bytes: Uint8Array, name: string, type: string) => {
  const form = new FormData();
  form.append(field, new File([new Uint8Array(bytes)], name, { type }));
  return form;
};

/** The offer rows of this lawyer's notary profile (other tests of the suite leave theirs). */
const offerRows = (lawyer: TestUser) =>
  db()
    .db.select({ service: t.notaryServiceOffers.service })
    .from(t.notaryServiceOffers)
    .innerJoin(t.notaryProfiles, eq(t.notaryProfiles.id, t.notaryServiceOffers.notaryId))
    .where(eq(t.notaryProfiles.userId, lawyer.id));

async function publicNotary(): Promise<TestUser> {
  const lawyer = await testLawyer(db().db, { name: 'Noel Tan' });
  await ok(call(putProfile, lawyer, 'PUT', '', DETAILS));
  const png = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#0f766e' } })
    .png()
    .toBuffer();
  await ok(call(postPicture, lawyer, 'POST', '/picture', fileForm('picture', png, 'me.png', 'image/png')));
  const pdf = demoCommissionPdf('Atty. Test', `${nextYear}-12-31`);
  await ok(call(postDoc, lawyer, 'POST', '/notarial-commission-doc', fileForm('document', pdf, 'commission.pdf', 'application/pdf')));
  await ok(call(putToggle, lawyer, 'PUT', '/toggle-visibility', { is_public: true }));
  return lawyer;
}

describe('PUT /api/v1/notary-public/offer (issue 43: in-person appointments)', () => {
  it('saves each service’s fee, length and checklist, always with a government ID, and the public profile shows them in the services’ order', async () => {
    const lawyer = await publicNotary();
    const { profile } = await ok(call(putOffer, lawyer, 'PUT', '/offer', OFFER));
    expect(profile).toMatchObject({ takes_bookings: true, pay_at_office: true });
    const expected = [
      {
        service: 'special-power-of-attorney',
        fee_centavos: 50_000,
        duration_minutes: 30,
        checklist: ['government-id', 'unsigned-document', 'witnesses'],
      },
      {
        service: 'affidavit-of-loss',
        fee_centavos: 35_000,
        duration_minutes: 15,
        checklist: ['government-id', 'unsigned-document', 'copies'],
      },
    ];
    expect(profile.offers).toEqual(expect.arrayContaining(expected));

    const pub = await findPublicNotary(profile._id!);
    // The profile lists affidavit of loss before the special power of attorney.
    expect(pub?.offers).toEqual([expected[1], expected[0]]);
    expect(pub).toMatchObject({ takes_bookings: true, pay_at_office: true });
    expect(pub?.map_url).toBe(
      `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent('12 Ayala Ave, Legaspi Village, Makati, Philippines')}`,
    );
  });

  it('replaces the list: a service left out loses its offer; a service dropped from the profile loses it too, and with no offer left nobody can book', async () => {
    const lawyer = await publicNotary();
    const { profile } = await ok(call(putOffer, lawyer, 'PUT', '/offer', OFFER));
    await ok(call(putOffer, lawyer, 'PUT', '/offer', { ...OFFER, offers: [OFFER.offers[1]] }));
    expect((await findPublicNotary(profile._id!))?.offers.map((o) => o.service)).toEqual(['affidavit-of-loss']);

    await ok(call(putProfile, lawyer, 'PUT', '', { ...DETAILS, services: ['jurat'] }));
    expect(await offerRows(lawyer)).toEqual([]);
    expect(await findPublicNotary(profile._id!)).toMatchObject({ offers: [], takes_bookings: false });
  });

  it.each([
    [{ ...OFFER, offers: [{ ...OFFER.offers[0], fee_pesos: -1 }] }, NOTARY_OFFER_MESSAGES.fee],
    [{ ...OFFER, offers: [{ ...OFFER.offers[0], fee_pesos: 12.5 }] }, NOTARY_OFFER_MESSAGES.fee],
    [{ ...OFFER, offers: [{ ...OFFER.offers[0], duration_minutes: 20 }] }, NOTARY_OFFER_MESSAGES.duration],
    [{ ...OFFER, offers: [{ ...OFFER.offers[0], checklist: ['a-lawyer'] }] }, NOTARY_OFFER_MESSAGES.unknownChoice],
    [{ ...OFFER, offers: [OFFER.offers[0], OFFER.offers[0]] }, NOTARY_OFFER_MESSAGES.twice],
    [{ ...OFFER, offers: [] }, NOTARY_OFFER_MESSAGES.noOffer],
  ])('refuses a bad offer with its message and changes nothing (%#)', async (body, message) => {
    const lawyer = await publicNotary();
    const res = await call(putOffer, lawyer, 'PUT', '/offer', body);
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toContain(message);
    expect(await offerRows(lawyer)).toEqual([]);
  });

  it('refuses a service the profile does not list (422), and anyone but a lawyer', async () => {
    const lawyer = await publicNotary();
    const res = await call(putOffer, lawyer, 'PUT', '/offer', { ...OFFER, offers: [{ ...OFFER.offers[0], service: 'deed-of-sale' }] });
    expect(res.status).toBe(422);
    expect((await res.json()).message).toBe(NOTARY_OFFER_MESSAGES.notOnProfile);
    expect(await offerRows(lawyer)).toEqual([]);

    expect((await call(putOffer, null, 'PUT', '/offer', OFFER)).status).toBe(401);
    const customer = await testCustomer(db().db);
    expect((await call(putOffer, customer, 'PUT', '/offer', OFFER)).status).toBe(403);
  });
});
