import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { users } from '@/lib/db/schema';
import type { CallMode } from '@/lib/rules/call-mode';

/** Saves the mode a person chose in a lobby (issue 44): their next lobby and call start in it. */
export async function setAccountCallMode(userId: string, mode: CallMode): Promise<{ mode: CallMode }> {
  await (await getDb()).update(users).set({ callMode: mode, updatedAt: new Date() }).where(eq(users.id, userId));
  return { mode };
}

/** The mode saved on the account; null when the person has never chosen one. */
export async function accountCallMode(userId: string): Promise<CallMode | null> {
  const [row] = await (await getDb()).select({ mode: users.callMode }).from(users).where(eq(users.id, userId));
  return row?.mode ?? null;
}
