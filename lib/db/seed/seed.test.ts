import { and, eq, sql } from 'drizzle-orm';
import { AREA_VALUES } from '@/lib/reference/areas';
import { SEARCH_REGIONS } from '@/lib/reference/regions';
import { LANGUAGES } from '@/lib/reference/languages';
import { createTestDb } from '@/lib/test/db';
import { queryRows, type DbHandle } from '../client';
import * as t from '../schema';
import { seedDatabase } from '.';

let handle: DbHandle;
let summary: Awaited<ReturnType<typeof seedDatabase>>;

beforeAll(async () => {
  handle = await createTestDb();
  summary = await seedDatabase(handle.db);
}, 180_000);
afterAll(() => handle.close());

const listed = () =>
  and(eq(t.lawyerProfiles.isPublic, true), eq(t.lawyerProfiles.isComplete, true), eq(t.lawyerProfiles.ibpVerified, true));

describe('demo seed', () => {
  it('yields at least 300 listed lawyers', async () => {
    const rows = await handle.db.select({ id: t.lawyerProfiles.userId }).from(t.lawyerProfiles).where(listed());
    expect(rows.length).toBeGreaterThanOrEqual(300);
    expect(summary.lawyers).toBeGreaterThanOrEqual(300);
  });

  it('covers all 18 search regions, 9 areas and 24 languages among listed lawyers', async () => {
    const rows = await handle.db
      .select({ region: t.lawyerProfiles.region, areas: t.lawyerProfiles.areas, languages: t.lawyerProfiles.languages })
      .from(t.lawyerProfiles)
      .where(listed());
    expect(new Set(rows.map((r) => r.region))).toEqual(new Set(SEARCH_REGIONS));
    expect(new Set(rows.flatMap((r) => r.areas))).toEqual(new Set(AREA_VALUES));
    expect(new Set(rows.flatMap((r) => r.languages))).toEqual(new Set(LANGUAGES));
  });

  it('spreads prices over bands and keeps every listed lawyer bookable', async () => {
    const prices = await handle.db
      .select({ price: t.lawyerServices.priceCentavos })
      .from(t.lawyerServices)
      .where(eq(t.lawyerServices.durationMinutes, 30));
    const values = prices.map((p) => p.price ?? 0);
    expect(Math.min(...values)).toBeLessThanOrEqual(100_000);
    expect(Math.max(...values)).toBeGreaterThanOrEqual(300_000);
    const withoutHours = await queryRows(
      handle.db,
      sql`
      SELECT p.user_id FROM lawyer_profiles p
      WHERE p.is_public AND p.is_complete AND p.ibp_verified
        AND NOT EXISTS (SELECT 1 FROM lawyer_availability a WHERE a.lawyer_id = p.user_id AND a.available)`,
    );
    expect(withoutHours).toHaveLength(0);
  });

  it('keeps review counts and ratings in step with the review rows', async () => {
    const mismatched = await queryRows(
      handle.db,
      sql`
      SELECT p.user_id FROM lawyer_profiles p
      LEFT JOIN (SELECT lawyer_id, count(*)::int AS n FROM reviews GROUP BY lawyer_id) r ON r.lawyer_id = p.user_id
      WHERE p.review_count <> coalesce(r.n, 0)`,
    );
    expect(mismatched).toHaveLength(0);
    expect(summary.reviews).toBeGreaterThan(500);
  });

  it('gives every seeded review a consultation both parties attended, settled as such', async () => {
    const unheld = await queryRows(
      handle.db,
      sql`
      SELECT r.id FROM reviews r JOIN meetings m ON m.id = r.meeting_id
      WHERE m.status <> 'COMPLETED' OR m.outcome IS DISTINCT FROM 'ATTENDED' OR m.settlement_notified_at IS NULL
         OR NOT EXISTS (SELECT 1 FROM call_attendance a WHERE a.meeting_id = m.id AND a.user_id = r.customer_id)
         OR NOT EXISTS (SELECT 1 FROM call_attendance a WHERE a.meeting_id = m.id AND a.user_id = m.lawyer_id)`,
    );
    expect(unheld).toHaveLength(0);
  });

  it('creates the demo accounts and public notaries in several cities', async () => {
    const demo = await handle.db
      .select({ email: t.users.email, type: t.users.type, roles: t.users.roles })
      .from(t.users)
      .where(sql`${t.users.email} LIKE '%@example.com' AND ${t.users.passwordHash} IS NOT NULL`);
    expect(demo.map((d) => d.email).sort()).toEqual([
      'admin@example.com',
      'customer@example.com',
      'lawyer@example.com',
      'notary@example.com',
    ]);
    expect(demo.find((d) => d.email === 'admin@example.com')?.roles).toContain('ADMIN');
    const notaries = await handle.db
      .select({ city: t.notaryProfiles.citySlug })
      .from(t.notaryProfiles)
      .where(eq(t.notaryProfiles.isPublic, true));
    expect(new Set(notaries.map((n) => n.city)).size).toBeGreaterThanOrEqual(5);
  });

  it('fills the search projection with exactly the listed lawyers and leaves its triggers on', async () => {
    const [{ listed, projected }] = await queryRows<{ listed: number; projected: number }>(
      handle.db,
      sql`
      SELECT (SELECT count(*)::int FROM lawyer_profiles WHERE is_public AND is_complete AND ibp_verified) AS listed,
             (SELECT count(*)::int FROM lawyer_search s JOIN lawyer_profiles p ON p.user_id = s.lawyer_id
               WHERE p.is_public AND p.is_complete AND p.ibp_verified AND array_length(s.weekly_hours, 1) % 3 = 0 AND s.price_30 IS NOT NULL) AS projected`,
    );
    expect(projected).toBe(listed);
    const [one] = await handle.db.select({ id: t.lawyerSearch.lawyerId }).from(t.lawyerSearch).limit(1);
    await handle.db.update(t.lawyerProfiles).set({ isPublic: false }).where(eq(t.lawyerProfiles.userId, one.id));
    expect(await handle.db.select().from(t.lawyerSearch).where(eq(t.lawyerSearch.lawyerId, one.id))).toHaveLength(0);
    await handle.db.update(t.lawyerProfiles).set({ isPublic: true }).where(eq(t.lawyerProfiles.userId, one.id));
  });

  it('is deterministic: the same seed gives the same lawyers', async () => {
    const other = await createTestDb();
    try {
      await seedDatabase(other.db, { lawyers: 20 });
      const again = await createTestDb();
      try {
        await seedDatabase(again.db, { lawyers: 20 });
        const pick = (h: DbHandle) =>
          h.db
            .select({ id: t.lawyerProfiles.userId, name: t.lawyerProfiles.displayName, region: t.lawyerProfiles.region })
            .from(t.lawyerProfiles)
            .orderBy(t.lawyerProfiles.userId);
        expect(await pick(again)).toEqual(await pick(other));
      } finally {
        await again.close();
      }
    } finally {
      await other.close();
    }
  }, 120_000);
});
