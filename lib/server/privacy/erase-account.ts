import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { tables as t, type Db } from '@/lib/db';
import { queryRows } from '@/lib/db/client';

/** What an erased person is called wherever their records stay (reviews, meetings, payments). */
const FORMER_NAMES = { CUSTOMER: 'Former client', LAWYER: 'Former lawyer' } as const;

/** The placeholder address of an erased account: unique per row, never deliverable (.invalid, RFC 2606), so the real address is free again. */
export function erasedEmail(userId: string): string {
  return `erased-${userId}@erased.invalid`;
}

/**
 * Rows tied to the person by an ON DELETE CASCADE key that stay, de-identified: what they wrote in
 * others' threads and reviews (the other party's record of the consultation), the lawyer's profile
 * row (meetings, payments and payouts point at it), the search projection (its triggers drop the
 * unlisted row) and the deletion requests themselves. Every other such row is the person's own
 * (sessions, tokens, identities, notifications, push, call traces, reports they filed, a notary
 * profile, the lawyer's services, hours, education, blockers, imported busy times) and is deleted.
 * Read from the catalog, so a table added later (e.g. SMS numbers) is erased without a change here.
 */
const KEPT_TABLES = new Set(['comments', 'reviews', 'lawyer_profiles', 'lawyer_search', 'account_deletions']);

/**
 * Tables whose free text is not rewritten: rows of identity handled explicitly below (users, the
 * lawyer profile — another person with the same name must keep theirs), the append-only audit log
 * (a legal record that holds ids, never names), the frozen terms of accepted work items (a contract
 * record; its trigger refuses changes), and the deletion requests.
 */
const UNSCRUBBED_TABLES = new Set(['users', 'lawyer_profiles', 'audit_log', 'work_items', 'account_deletions']);

function regexLiteral(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

type Column = { table_name: string; column_name: string; data_type: string };

/**
 * Erases a person inside the caller's transaction and returns the storage keys of their files, to
 * be removed after commit (a blob outliving a rolled-back erasure would break the rows that still
 * name it). Their files' rows go (with the meeting/work-item links to them); their name, e-mail and
 * phone are replaced wherever free text repeats them (e-mails and notifications sent to others,
 * meeting subjects, payment descriptions, provider payloads); rows that only they had are deleted;
 * the users row and a lawyer profile stay with no personal data, so every foreign key still holds and
 * payments (kept for the tax rules), reviews ("Former client") and the other party's meetings remain.
 */
export async function eraseAccount(tx: Db, userId: string): Promise<{ storageKeys: string[] }> {
  const [user] = await tx.select().from(t.users).where(eq(t.users.id, userId)).for('update');
  if (!user || user.erasedAt) return { storageKeys: [] };
  const [lawyer] = await tx
    .select({ displayName: t.lawyerProfiles.displayName, phone: t.lawyerProfiles.phone })
    .from(t.lawyerProfiles)
    .where(eq(t.lawyerProfiles.userId, userId));
  const [notary] = await tx
    .select({ displayName: t.notaryProfiles.displayName, phone: t.notaryProfiles.phone, email: t.notaryProfiles.email })
    .from(t.notaryProfiles)
    .where(eq(t.notaryProfiles.userId, userId));
  const formerName = FORMER_NAMES[user.type];

  const files = await tx.delete(t.storedFiles).where(eq(t.storedFiles.ownerId, userId)).returning({ key: t.storedFiles.storageKey });
  await tx.delete(t.outboundEmails).where(eq(t.outboundEmails.toAddress, user.email));
  // Their texts (kept SET NULL on the user so an account's removal never loses the cap's count mid-day).
  await tx.delete(t.smsMessages).where(eq(t.smsMessages.userId, userId));

  // Their own rows, found by the catalog (see KEPT_TABLES).
  const owned = await queryRows<{ table_name: string; column_name: string }>(
    tx,
    sql`SELECT c.conrelid::regclass::text AS table_name, a.attname AS column_name
          FROM pg_constraint c
          JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
         WHERE c.contype = 'f' AND c.confdeltype = 'c' AND array_length(c.conkey, 1) = 1
           AND c.confrelid IN ('users'::regclass, 'lawyer_profiles'::regclass)`,
  );
  for (const { table_name, column_name } of owned) {
    if (KEPT_TABLES.has(table_name.replace(/^"|"$/g, ''))) continue;
    await tx.execute(sql`DELETE FROM ${sql.raw(table_name)} WHERE ${sql.identifier(column_name)} = ${userId}::uuid`);
  }

  // Free text about them elsewhere. A scan of every text column: erasures are rare and run in the
  // background, and a list of columns kept by hand would miss the next one added.
  const terms = [
    user.email,
    user.phoneE164,
    notary?.email,
    `${user.firstName} ${user.lastName}`.trim(),
    lawyer?.displayName,
    notary?.displayName,
    lawyer?.phone,
    notary?.phone,
  ].filter((term): term is string => Boolean(term && term.trim().length >= 4));
  const pattern = [...new Set(terms.map((term) => regexLiteral(term.trim())))].join('|');
  const columns = await queryRows<Column>(
    tx,
    sql`SELECT c.table_name, c.column_name, c.data_type
          FROM information_schema.columns c
          JOIN information_schema.tables tb ON tb.table_schema = c.table_schema AND tb.table_name = c.table_name AND tb.table_type = 'BASE TABLE'
         WHERE c.table_schema = 'public' AND c.data_type IN ('text', 'character varying', 'jsonb', 'json')`,
  );
  for (const column of columns) {
    if (UNSCRUBBED_TABLES.has(column.table_name)) continue;
    const col = sql.identifier(column.column_name);
    const table = sql.identifier(column.table_name);
    const asText = column.data_type === 'jsonb' || column.data_type === 'json' ? sql`${col}::text` : col;
    const replaced = sql`regexp_replace(${asText}, ${pattern}, ${formerName}, 'gi')`;
    const value = column.data_type === 'jsonb' ? sql`${replaced}::jsonb` : column.data_type === 'json' ? sql`${replaced}::json` : replaced;
    await tx.execute(sql`UPDATE ${table} SET ${col} = ${value} WHERE ${asText} ~* ${pattern}`);
  }

  // What a client told a lawyer about their case is sensitive personal information (RA 10173 Sec. 3(l)).
  await tx.update(t.meetings).set({ description: null }).where(eq(t.meetings.customerId, userId));
  if (lawyer) {
    await tx
      .update(t.lawyerProfiles)
      .set({
        displayName: formerName,
        pictureUrl: null,
        phone: null,
        lawFirm: null,
        officeAddress: null,
        city: null,
        rollNumber: '',
        ibpNumber: '',
        ibpChapter: null,
        verificationNote: null,
        bankingInfo: null,
        about: null,
        quote: null,
        isPublic: false,
        icalFeedToken: null,
        icalImportUrl: null,
        icalImportError: null,
        updatedAt: sql`now()`,
      })
      .where(eq(t.lawyerProfiles.userId, userId));
  }
  await tx
    .update(t.users)
    .set({
      email: erasedEmail(userId),
      passwordHash: null,
      firstName: formerName,
      lastName: '',
      pictureUrl: null,
      emailVerified: false,
      emailVerifiedAt: null,
      phoneE164: null,
      phoneVerifiedAt: null,
      disabledAt: sql`coalesce(${t.users.disabledAt}, now())`,
      erasedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(eq(t.users.id, userId));
  return { storageKeys: files.map((f) => f.key) };
}
