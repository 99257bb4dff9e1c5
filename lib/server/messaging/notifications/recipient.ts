import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb, tables as t } from '@/lib/db';
import type { Locale } from '@/lib/i18n/paths';
import { translator, type Translator } from '@/lib/i18n/translator';

/**
 * Whom a notice goes to: the address, the name it greets and the language it is written in (users.language,
 * issue 40). A caller that loads the person with other things selects `recipientColumns` (or `u.language`
 * in SQL) beside them; one that has only the id asks findRecipient.
 */
export type Recipient = { id: string; email: string; firstName: string; language: Locale };

export const recipientColumns = { id: t.users.id, email: t.users.email, firstName: t.users.firstName, language: t.users.language };

/** The person to write to; undefined for an unknown id. */
export async function findRecipient(userId: string): Promise<Recipient | undefined> {
  const [user] = await (await getDb()).select(recipientColumns).from(t.users).where(eq(t.users.id, userId));
  return user;
}

const made = new Map<Locale, Translator<'notices'>>();

/**
 * The words of the account, money, moderation and work-item notices (messages/{en,fil}/notices.json) in
 * the reader's language; the English is what these notices always said. One translator per language.
 */
export function noticeText(locale: Locale): Translator<'notices'> {
  let words = made.get(locale);
  if (!words) {
    words = translator(locale, 'notices');
    made.set(locale, words);
  }
  return words;
}
