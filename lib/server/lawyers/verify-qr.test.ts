import { eq } from 'drizzle-orm';
import { GET } from '@/app/api/v1/lawyers/profile/verify-qr/route';
import { tables as t } from '@/lib/db';
import { useTestDb } from '@/lib/test/db';
import { getJson } from '@/lib/test/fixtures/http';
import { insertLawyer } from '@/lib/test/fixtures/lawyers';

const db = useTestDb();
const verify = (id: string) => getJson(GET, `/api/v1/lawyers/profile/verify-qr?id=${encodeURIComponent(id)}`);

describe('GET /api/v1/lawyers/profile/verify-qr', () => {
  it('a verified, listed lawyer: name with Atty., roll number, verified since, profile link', async () => {
    const id = await insertLawyer(db().db, { name: 'Jose Rizal' });
    await db()
      .db.update(t.lawyerProfiles)
      .set({ ibpVerifiedAt: new Date('2024-05-06T02:00:00Z'), rollNumber: '12345' })
      .where(eq(t.lawyerProfiles.userId, id));
    const res = await verify(id);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      _id: id,
      name: 'Atty. Jose Rizal',
      roll_number: '12345',
      verified: true,
      verified_since: '2024-05-06T02:00:00.000Z',
      profile_url: `http://localhost:3000/lawyer/${id}`,
    });
  });

  it('an unverified lawyer: not verified, no date, no profile link', async () => {
    const id = await insertLawyer(db().db, { name: 'Andres Bonifacio', ibpVerified: false });
    const res = await verify(id);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      _id: id,
      name: 'Atty. Andres Bonifacio',
      verified: false,
      verified_since: null,
      profile_url: null,
    });
  });

  it('a disabled account is not verified; a hidden profile has no link', async () => {
    const disabled = await insertLawyer(db().db, { disabled: true });
    expect(await (await verify(disabled)).json()).toMatchObject({ verified: false, profile_url: null });
    const hidden = await insertLawyer(db().db, { isPublic: false });
    expect(await (await verify(hidden)).json()).toMatchObject({ verified: true, profile_url: null });
  });

  it('unknown or malformed ids → 404 JSON', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', '']) {
      const res = await verify(id);
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ key: 'LAWYER_NOT_FOUND' });
    }
  });
});
