import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { users } from '@/lib/db/schema';
import type { Locale } from '@/lib/i18n/config';

/** Saves the language a person chose with the switch (issue 40): their e-mails and texts follow it. */
export async function setAccountLanguage(userId: string, language: Locale): Promise<{ language: Locale }> {
  await (await getDb()).update(users).set({ language, updatedAt: new Date() }).where(eq(users.id, userId));
  return { language };
}

/** The language to write to a person in; English for someone unknown. */
export async function languageOf(userId: string): Promise<Locale> {
  const [row] = await (await getDb()).select({ language: users.language }).from(users).where(eq(users.id, userId));
  return row?.language ?? 'en';
}
