import { eq } from 'drizzle-orm';
import { tables as t } from '@/lib/db';
import { useTestDb } from '@/lib/test/db';
import { insertLawyer } from '@/lib/test/fixtures/lawyers';
import { findPublicProfile } from '@/lib/server/lawyers/find-public-profile';
import { loadProfilePageExtras } from './profile-page-extras';

/**
 * The public profile page reads the profile, then its reviews and free slots. A lawyer unlisted in
 * between (the day-of-traffic bench: lawyers saving profiles while visitors opened them) made the
 * page a 500 ("Lawyer not found." thrown by the availability); it must be a 404 (null here).
 */
describe('loadProfilePageExtras', () => {
  const handle = useTestDb();

  it('answers reviews and both durations of free slots for a listed lawyer', async () => {
    const id = await insertLawyer(handle().db, { name: 'Listed Lawyer' });
    const extras = await loadProfilePageExtras(id, 0);
    expect(extras?.reviews.results).toEqual([]);
    expect(extras?.slots30.duration).toBe(30);
    expect(extras?.slots60.duration).toBe(60);
  });

  it('answers null, not an error, when the lawyer stopped being listed after the profile was read', async () => {
    const { db } = handle();
    const id = await insertLawyer(db, { name: 'Soon Unlisted' });
    expect(await findPublicProfile(id)).not.toBeNull();
    await db.update(t.lawyerProfiles).set({ isComplete: false }).where(eq(t.lawyerProfiles.userId, id));
    await expect(loadProfilePageExtras(id, 0)).resolves.toBeNull();
  });
});
