import { useTestDb } from '@/lib/test/db';
import { bookableNotary } from '@/lib/test/fixtures/notary';
import { listCommissionChecks } from './list-commission-checks';

// Issue 57 item 3: the admin's commission review lists the notaries whose office the commissioning
// court's territory does not clearly cover — outside it first — and leaves out those it covers.
const db = useTestDb();

it('flags an office outside its court’s territory and a court it cannot place, not one inside', async () => {
  const court = (c: string) => ({ commissioningCourt: c, displayName: `Atty. ${c}` });
  const outside = await bookableNotary(db().db, court('Regional Trial Court of Tagum'));
  const unknown = await bookableNotary(db().db, { ...court('Regional Trial Court of Nabunturan'), isPublic: false });
  const inside = await bookableNotary(db().db, court('Office of the Executive Judge, RTC of Makati City'));
  const checks = await listCommissionChecks();
  const ids = checks.map((c) => c._id);
  expect(ids).toContain(outside.id);
  expect(ids).toContain(unknown.id);
  expect(ids).not.toContain(inside.id);
  expect(checks.find((c) => c._id === outside.id)).toMatchObject({ finding: 'outside', city: 'Makati', is_public: true });
  expect(checks.find((c) => c._id === unknown.id)).toMatchObject({ finding: 'unknown', is_public: false });
  expect(ids.indexOf(outside.id)).toBeLessThan(ids.indexOf(unknown.id));
});
