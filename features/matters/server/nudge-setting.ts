import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb, tables as t } from '@/lib/db';
import { NUDGE_DAYS } from '@/features/matters/rules/matters';

// GET/PUT lawyers/profile/matter-nudge: after how many days without a shared update a matter reminds its lawyer.

export async function getMatterNudge(lawyerId: string): Promise<{ days: number }> {
  const db = await getDb();
  const [row] = await db
    .select({ days: t.lawyerProfiles.matterNudgeDays })
    .from(t.lawyerProfiles)
    .where(eq(t.lawyerProfiles.userId, lawyerId));
  return { days: row?.days ?? NUDGE_DAYS.default };
}

export async function setMatterNudge(lawyerId: string, days: number): Promise<{ days: number }> {
  const db = await getDb();
  await db.update(t.lawyerProfiles).set({ matterNudgeDays: days }).where(eq(t.lawyerProfiles.userId, lawyerId));
  return getMatterNudge(lawyerId);
}
