import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { users } from '@/lib/db/schema';
import { DEFAULT_TIME_ZONE } from '@/lib/config/time';

/**
 * The zone an account keeps (issue 63): the browser's at sign-up, changed in account settings. Its
 * e-mails, texts and pages write times in it, with Manila's beside them when it differs.
 */
export async function setAccountTimeZone(userId: string, timeZone: string): Promise<{ time_zone: string }> {
  await (await getDb()).update(users).set({ timezone: timeZone, updatedAt: new Date() }).where(eq(users.id, userId));
  return { time_zone: timeZone };
}

export async function timeZoneOf(userId: string): Promise<string> {
  const [row] = await (await getDb()).select({ zone: users.timezone }).from(users).where(eq(users.id, userId));
  return row?.zone ?? DEFAULT_TIME_ZONE;
}
