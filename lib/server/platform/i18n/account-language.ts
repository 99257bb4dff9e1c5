import 'server-only';
import { and, eq, ne } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { users } from '@/lib/db/schema';
import type { Locale } from '@/lib/i18n/paths';

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

/**
 * The account takes the language the person chose last (the cookie set by the switch's address):
 * one conditional write, nothing when it already says so.
 */
export async function followChosenLanguage(userId: string, language: Locale): Promise<void> {
  await (
    await getDb()
  )
    .update(users)
    .set({ language, updatedAt: new Date() })
    .where(and(eq(users.id, userId), ne(users.language, language)));
}
