import { useTestDb } from '@/lib/test/db';
import { getLawyerAvailability } from '@/lib/server/calendar/availability/get-lawyer-availability';
import { createMeeting } from '@/lib/server/meetings/create-meeting';
import { findBookingOptions } from '@/lib/server/meetings/find-booking-options';
import { countLawyers } from '@/lib/server/search/count-lawyers';
import { resolveSearchParams } from '@/lib/server/search/resolve-search-params';
import { searchLawyers } from '@/lib/server/search/search-lawyers';
import { countListedLawyers } from './count-listed-lawyers';
import { findPublicProfile } from './find-public-profile';
import { listFeaturedLawyers } from './list-featured-lawyers';
import { listListedLawyerIds } from './list-listed-lawyer-ids';
import { insertLawyer } from '@/lib/test/fixtures/lawyers';
import { sql } from 'drizzle-orm';
import { tables as t } from '@/lib/db';
import { queryRows } from '@/lib/db/client';
import { isListed, listingBlockers } from '@/lib/rules/listing';
import { findOwnProfile } from './profile/own-profile';
import { listedLawyerSql } from './listed-lawyer';
import { manilaSlot } from '@/lib/test/fixtures/meetings';
import { insertCustomer } from '@/lib/test/fixtures/users';

/**
 * One rule (listed-lawyer.ts) decides whether clients can find and book a lawyer. A lawyer whose
 * account an admin disabled, or whose profile moderation hid, keeps a public, complete, verified
 * profile; every surface must still leave them out — the search projection's trigger included.
 * Before the rule was shared, the home page count and the booking page missed it.
 */
describe.each([
  ['disabled', { disabled: true }],
  ['hidden by moderation', { hiddenReason: 'Identity under review.' }],
] as const)('a %s lawyer is not listed anywhere', (_label, exclusion) => {
  const handle = useTestDb();
  let listed: string;
  let disabled: string;
  let customer: string;

  beforeAll(async () => {
    const { db } = handle();
    listed = await insertLawyer(db, { name: 'Listed Lawyer', areas: ['labor'], rating: 4.5 });
    disabled = await insertLawyer(db, { name: 'Disabled Lawyer', areas: ['labor'], rating: 5, ...exclusion });
    customer = await insertCustomer(db);
  });

  it('search and the landing pages (same query) show only the listed lawyer, and count one', async () => {
    const page = await searchLawyers({ area_of_practice: 'labor', region: 'Metro Manila (NCR)' });
    expect(page.results.map((r) => r._id)).toEqual([listed]);
    expect(page.total).toBe(1);
    expect(await countLawyers(resolveSearchParams({ area_of_practice: 'labor', region: 'Metro Manila (NCR)' }).filters)).toBe(1);
  });

  it('the home page count, featured list and sitemap leave the disabled lawyer out', async () => {
    expect(await countListedLawyers()).toBe(1);
    expect((await listFeaturedLawyers({ limit: 6 })).map((l) => l._id)).toEqual([listed]);
    expect((await listListedLawyerIds()).map((l) => l._id)).toEqual([listed]);
  });

  it('the profile page and availability answer as for an unknown lawyer', async () => {
    expect(await findPublicProfile(listed)).not.toBeNull();
    expect(await findPublicProfile(disabled)).toBeNull();
    await expect(getLawyerAvailability(listed, {})).resolves.toMatchObject({ _id: listed });
    await expect(getLawyerAvailability(disabled, {})).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('the booking page and booking itself refuse the disabled lawyer', async () => {
    expect(await findBookingOptions(listed)).not.toBeNull();
    expect(await findBookingOptions(disabled)).toBeNull();
    const input = {
      start_time: manilaSlot(2, 10),
      duration: 30,
      call_type: 'VIDEO',
      subject: 'Unpaid wages',
      description: 'Details',
    } as const;
    await expect(createMeeting({ customerId: customer, input: { ...input, lawyer_id: disabled } })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      key: 'NOT_BOOKABLE',
    });
    await expect(createMeeting({ customerId: customer, input: { ...input, lawyer_id: listed } })).resolves.toMatchObject({
      _id: expect.any(String),
    });
  });
});

describe('the SQL rule and the shared rule (lib/rules/listing.ts) agree', () => {
  const handle = useTestDb();

  it("for all 32 combinations of the five facts, and the lawyer's own profile says the same", async () => {
    const { db } = handle();
    const id = await insertLawyer(db, { name: 'Combination Lawyer', areas: ['labor'] });
    for (let bits = 0; bits < 32; bits++) {
      const facts = {
        isPublic: !!(bits & 1),
        complete: !!(bits & 2),
        ibpVerified: !!(bits & 4),
        hiddenByAdmin: !!(bits & 8),
        disabled: !!(bits & 16),
      };
      await db.execute(sql`UPDATE lawyer_profiles SET is_public = ${facts.isPublic}, is_complete = ${facts.complete}, ibp_verified = ${facts.ibpVerified},
        hidden_at = ${facts.hiddenByAdmin ? sql`now()` : null}, hidden_reason = ${facts.hiddenByAdmin ? 'Under review.' : null} WHERE user_id = ${id}`);
      await db
        .update(t.users)
        .set({ disabledAt: facts.disabled ? new Date() : null })
        .where(sql`id = ${id}`);
      const [row] = await queryRows<{ listed: boolean }>(
        db,
        sql`SELECT ${listedLawyerSql('lawyer_profiles')} AS listed FROM lawyer_profiles WHERE user_id = ${id}`,
      );
      expect({ bits, listed: row.listed }).toEqual({ bits, listed: isListed(facts) });
      const own = await findOwnProfile(id);
      expect({ bits, listed: own.listed, blockers: own.listing_blockers }).toEqual({
        bits,
        listed: isListed(facts),
        blockers: listingBlockers(facts),
      });
      expect(own.hidden_reason).toBe(facts.hiddenByAdmin ? 'Under review.' : null);
    }
  });
});
