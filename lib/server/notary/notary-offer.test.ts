import { eq } from 'drizzle-orm';
import { PUT as putOffer } from '@/app/api/v1/notary-public/offer/route';
import { PUT as putProfile } from '@/app/api/v1/notary-public/route';
import * as t from '@/lib/db/schema';
import { useTestDb } from '@/lib/test/db';
import { NOTARY_DETAILS, notaryCall as call, notaryOk as ok, publishNotary } from '@/lib/test/fixtures/notary-api';
import { type TestUser, testCustomer } from '@/lib/test/fixtures/users';
import { NOTARY_OFFER_MESSAGES } from '@/lib/validation/notary-offer';
import { findPublicNotary } from './find-public-notary';

const db = useTestDb();

const DETAILS = { ...NOTARY_DETAILS, services: ['affidavit-of-loss', 'special-power-of-attorney', 'jurat'] };

const OFFER = {
  takes_bookings: true,
  pay_at_office: true,
  offers: [
    { service: 'special-power-of-attorney', fee_pesos: 500, duration_minutes: 30, checklist: ['unsigned-document', 'witnesses'] },
    { service: 'affidavit-of-loss', fee_pesos: '350', duration_minutes: '15', checklist: ['government-id', 'unsigned-document', 'copies'] },
  ],
};

/** The offer rows of this lawyer's notary profile (other tests of the suite leave theirs). */
const offerRows = (lawyer: TestUser) =>
  db()
    .db.select({ service: t.notaryServiceOffers.service })
    .from(t.notaryServiceOffers)
    .innerJoin(t.notaryProfiles, eq(t.notaryProfiles.id, t.notaryServiceOffers.notaryId))
    .where(eq(t.notaryProfiles.userId, lawyer.id));

const publicNotary = async (): Promise<TestUser> => (await publishNotary(db().db, DETAILS)).lawyer;

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
