import { GET } from '@/app/api/v1/lawyers/[lawyerId]/profile/route';
import { eq } from 'drizzle-orm';
import * as t from '@/lib/db/schema';
import { useTestDb } from '@/lib/test/db';
import { getJson } from '@/lib/test/fixtures/http';
import { insertLawyer } from '@/lib/test/fixtures/lawyers';

const profile = (id: string) => getJson(GET as never, `/api/v1/lawyers/${id}/profile`, { lawyerId: id });

describe('GET /api/v1/lawyers/{lawyerId}/profile', () => {
  const db = useTestDb();

  it('returns the public profile with sections in order and no private data', async () => {
    const id = await insertLawyer(db().db, { name: 'Rosa Reyes', legalProblems: [34, 35] });
    await db()
      .db.insert(t.lawyerAwards)
      .values([
        { lawyerId: id, title: 'Second', priority: 2 },
        { lawyerId: id, title: 'First', priority: 1 },
      ]);
    const res = await profile(id);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({
      _id: id,
      display_name: 'Rosa Reyes',
      services: [
        { duration: 30, price: 100_000 },
        { duration: 60, price: 180_000 },
      ],
      legal_problems: [
        { _id: 34, label: 'Annulment or declaration of nullity of marriage' },
        { _id: 35, label: 'Recognition of foreign divorce' },
      ],
      ibp_verified: true,
    });
    expect(body.awards.map((a: { title: string }) => a.title)).toEqual(['First', 'Second']);
    expect(body.education[0]).toMatchObject({ school: 'UP College of Law', honours: 'cum laude' });
    const text = JSON.stringify(body);
    for (const secret of [
      'banking',
      'account_number',
      '1234567890',
      'phone',
      '+63 917',
      'roll',
      'ibp_number',
      'file_id',
      'email',
      'ical',
    ]) {
      expect(text).not.toContain(secret);
    }
  });

  it('answers 404 for hidden, incomplete, unverified, disabled, unknown and malformed ids', async () => {
    const d = db().db;
    const ids = [
      await insertLawyer(d, { isPublic: false }),
      await insertLawyer(d, { isComplete: false }),
      await insertLawyer(d, { ibpVerified: false }),
    ];
    const disabled = await insertLawyer(d);
    await d.update(t.users).set({ disabledAt: new Date() }).where(eq(t.users.id, disabled));
    for (const id of [...ids, disabled, '00000000-0000-4000-8000-000000000000', 'not-a-uuid', 'x'.repeat(10_240)]) {
      const res = await profile(id);
      expect(res.status).toBe(404);
      expect((await res.json()).message).toBe('Lawyer not found.');
    }
  });
});
