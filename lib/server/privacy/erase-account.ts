import 'server-only';
import { and, eq, gte, isNotNull, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
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
 * profile, the lawyer's services, hours, education, blockers, imported busy times, one-time codes,
 * channel choices, consents, exports) and is deleted. Read from the catalog, so a table added later
 * with such a key is erased without a change here.
 */
const KEPT_TABLES = new Set(['comments', 'reviews', 'lawyer_profiles', 'lawyer_search', 'account_deletions']);

/** Shorter names are too common to be told apart from other words (a first name alone, "Al"). */
const MIN_TERM_LENGTH = 4;

function regexLiteral(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Erases a person inside the caller's transaction and returns the storage keys of their blobs (files
 * and data exports), to be removed after commit (a blob outliving a rolled-back erasure would break
 * the rows that still name it).
 *
 * Only the person's rows are touched, found by their keys — never by searching text for their name,
 * which rewrote other people's records (a customer named like a listed lawyer renamed that lawyer; one
 * called "College of Law" rewrote every lawyer's education). The keys: their user id (and lawyer id)
 * in every column that names them, their account for texts, their account's address for mails.
 * A number they typed in but did not verify may be someone else's, so nothing is found by it, and
 * only verified contacts are cleared from the text they wrote.
 * What others wrote about the person (a lawyer's comment, a mail or notification sent to the other
 * party) is the other party's record and stays as it is; so does the list of numbers that said STOP.
 *
 * Rows that only they had are deleted; rows they share with another party stay (the other party's
 * meetings, payments kept for the tax rules, reviews now by "Former client"), with the text they
 * wrote there cleared of their own name and verified contacts, and the users row and a lawyer
 * profile stay with no personal data, so every foreign key still holds. Identifiers come from the
 * catalog and are quoted by the SQL builder; values are bound parameters.
 */
export async function eraseAccount(tx: Db, userId: string): Promise<{ storageKeys: string[] }> {
  const [user] = await tx.select().from(t.users).where(eq(t.users.id, userId)).for('update');
  if (!user || user.erasedAt) return { storageKeys: [] };
  const [lawyer] = await tx
    .select({ displayName: t.lawyerProfiles.displayName })
    .from(t.lawyerProfiles)
    .where(eq(t.lawyerProfiles.userId, userId));
  const formerName = FORMER_NAMES[user.type];
  const verifiedEmail = user.emailVerified ? user.email : null;
  const verifiedPhone = user.phoneVerifiedAt ? user.phoneE164 : null;

  // Issue 64: their matters first (a matter entry's file would otherwise lose its file under it).
  const matterKeys = await eraseFromMatters(tx, userId);
  // Their files (the meeting and work-item links go with them by cascade) and their export archives.
  const files = await tx.delete(t.storedFiles).where(eq(t.storedFiles.ownerId, userId)).returning({ key: t.storedFiles.storageKey });
  const exports = await tx
    .select({ key: t.dataExports.storageKey })
    .from(t.dataExports)
    .where(and(eq(t.dataExports.userId, userId), isNotNull(t.dataExports.storageKey)));

  // Messages to them: the texts recorded for this account (whatever number they went to), and the
  // mails sent to the account's address since the account has had it — an address belongs to one
  // account at most and cannot be changed, so those were all sent for this account, verified or not.
  await tx.delete(t.smsMessages).where(eq(t.smsMessages.userId, userId));
  await tx.delete(t.outboundEmails).where(and(eq(t.outboundEmails.toAddress, user.email), gte(t.outboundEmails.createdAt, user.createdAt)));
  // Call events they posted (SET NULL key; the call's attendance goes with the cascade below).
  await tx.delete(t.meetingEvents).where(eq(t.meetingEvents.userId, userId));

  // Their own rows, found by the catalog (see KEPT_TABLES).
  const owned = await queryRows<{ table_name: string; column_name: string }>(
    tx,
    sql`SELECT cl.relname AS table_name, a.attname AS column_name
          FROM pg_constraint c
          JOIN pg_class cl ON cl.oid = c.conrelid
          JOIN pg_namespace n ON n.oid = cl.relnamespace AND n.nspname = current_schema()
          JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
         WHERE c.contype = 'f' AND c.confdeltype = 'c' AND array_length(c.conkey, 1) = 1
           AND c.confrelid IN ('users'::regclass, 'lawyer_profiles'::regclass)
         ORDER BY 1, 2`,
  );
  for (const { table_name, column_name } of owned) {
    if (KEPT_TABLES.has(table_name)) continue;
    await tx.execute(sql`DELETE FROM ${sql.identifier(table_name)} WHERE ${sql.identifier(column_name)} = ${userId}::uuid`);
  }

  // Text they wrote in rows kept for the other party: their own name and verified contacts out.
  const terms = [`${user.firstName} ${user.lastName}`, lawyer?.displayName, verifiedEmail, verifiedPhone]
    .map((term) => term?.trim())
    .filter((term): term is string => Boolean(term && term.length >= MIN_TERM_LENGTH));
  const pattern = [...new Set(terms.map(regexLiteral))].join('|');
  const scrub = async (table: PgTable, column: AnyPgColumn, key: AnyPgColumn) => {
    if (!pattern) return;
    await tx.execute(
      sql`UPDATE ${table} SET ${sql.identifier(column.name)} = regexp_replace(${column}, ${pattern}, ${formerName}, 'gi')
           WHERE ${key} = ${userId} AND ${column} ~* ${pattern}`,
    );
  };
  await scrub(t.comments, t.comments.body, t.comments.authorId);
  await scrub(t.reviews, t.reviews.comment, t.reviews.customerId);
  await scrub(t.meetings, t.meetings.subject, t.meetings.customerId);
  await scrub(t.meetingReschedules, t.meetingReschedules.reason, t.meetingReschedules.byUserId);
  await scrub(t.meetingReschedules, t.meetingReschedules.details, t.meetingReschedules.byUserId);
  await scrub(t.workItemEvents, t.workItemEvents.note, t.workItemEvents.actorId);
  // What a client told a lawyer about their case is sensitive personal information (RA 10173 Sec. 3(l)).
  await tx.update(t.meetings).set({ description: null }).where(eq(t.meetings.customerId, userId));
  // Written questions (issue 60), likewise: a client's drafts were only theirs; a sent question stays for
  // its lawyer and the payment without what happened, what they wanted to know, the other parties'
  // names and their follow-up. A lawyer's answers are the client's record and stay.
  await tx.delete(t.writtenQuestions).where(and(eq(t.writtenQuestions.customerId, userId), eq(t.writtenQuestions.status, 'DRAFT')));
  await tx.update(t.writtenQuestions).set({ facts: '', wants: '', otherParties: [] }).where(eq(t.writtenQuestions.customerId, userId));
  await tx
    .delete(t.writtenQuestionMessages)
    .where(and(eq(t.writtenQuestionMessages.authorId, userId), eq(t.writtenQuestionMessages.kind, 'follow-up')));

  // Fixed-price service orders (issue 62), likewise: an order stays with its work item and its payment (a paid
  // one for the tax rules), without what the client told (the intake) or the other party's name; the reasons
  // each side wrote (a decline, a dispute) without the writer's name and verified contacts.
  await tx.update(t.serviceOrders).set({ intake: {}, otherPartyName: null }).where(eq(t.serviceOrders.customerId, userId));
  await scrub(t.serviceOrders, t.serviceOrders.declineReason, t.serviceOrders.lawyerId);
  await scrub(t.serviceDisputes, t.serviceDisputes.reason, t.serviceDisputes.openedBy);
  // Matters (issue 64), likewise: a kept matter's title and the entries they wrote there (comments, updates) without
  // their name and verified contacts, as comments are; what the client told of their problem cleared.
  await scrub(t.matters, t.matters.title, t.matters.customerId);
  await scrub(t.matterEntries, t.matterEntries.body, t.matterEntries.authorId);
  await tx.update(t.matters).set({ problem: null }).where(eq(t.matters.customerId, userId));

  // Payment records stay for the tax rules, without the person: the lawyer's name that every
  // description of their payments was written with ("… – Atty. <name>"), and the payer's billing
  // details in the provider's events of their payments (matched by our reference in the event).
  if (lawyer) {
    await tx
      .update(t.payments)
      .set({ description: sql`replace(${t.payments.description}, ${`Atty. ${lawyer.displayName}`}, ${formerName})` })
      .where(eq(t.payments.lawyerId, userId));
    // The bank transfers made to them, likewise: no holder's name, the account's last four digits
    // only. A transfer in a batch not paid yet keeps them: that money is still owed to the account.
    await tx.execute(
      sql`UPDATE ${t.payouts} po SET account_name = ${formerName}, account_number = '****' || right(po.account_number, 4)
            FROM ${t.payoutBatches} b
           WHERE b.id = po.batch_id AND b.status = 'PAID' AND po.lawyer_id = ${userId}`,
    );
  }
  const letterKeys = await eraseFromLetters(tx, userId, formerName);
  await tx.execute(
    sql`UPDATE ${t.webhookEvents} SET payload = '{"erased": true}'::jsonb
         WHERE EXISTS (SELECT 1 FROM ${t.payments} p
                        WHERE p.customer_id = ${userId}
                          AND p.id::text IN (${t.webhookEvents.payload} #>> '{data,attributes,data,attributes,reference_number}',
                                             ${t.webhookEvents.payload} #>> '{data,attributes,data,attributes,metadata,payment_id}'))`,
  );

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
  return { storageKeys: [...files.map((f) => f.key), ...exports.map((e) => e.key!), ...letterKeys, ...matterKeys] };
}

/**
 * Matters (issue 64) follow the payments: a client's matter with no payment made between its two parties is the
 * client's case alone and is deleted, with its timeline and the files on it; one with payments stays for its
 * lawyer de-identified (the caller scrubs its title and the entries they wrote, and clears the problem). Either
 * party's own files leave with them (the caller deletes stored_files they own), so the FILE entries holding them
 * go first; the lawyer's private notes were only theirs and go too. A lawyer's matters stay for their clients.
 * Returns the blobs of the deleted matters' other files, to remove after commit.
 */
async function eraseFromMatters(tx: Db, userId: string): Promise<string[]> {
  const unpaid = sql`SELECT m.id FROM matters m
                      WHERE m.customer_id = ${userId}
                        AND NOT EXISTS (SELECT 1 FROM payments p
                                         WHERE p.customer_id = m.customer_id AND p.lawyer_id = m.lawyer_id
                                           AND p.status IN ('PAID', 'REFUND_REQUIRED', 'REFUNDED'))`;
  // The files on those matters (the other party's too: nothing else holds a matter's file).
  const held = await queryRows<{ id: string }>(
    tx,
    sql`SELECT e.file_id AS id FROM matter_entries e WHERE e.file_id IS NOT NULL AND e.matter_id IN (${unpaid})
        UNION SELECT h.notice_file_id FROM matter_hearings h WHERE h.notice_file_id IS NOT NULL AND h.matter_id IN (${unpaid})`,
  );
  await tx.execute(sql`DELETE FROM matters WHERE id IN (${unpaid})`);
  const orphans = held.length
    ? await queryRows<{ key: string }>(
        tx,
        sql`DELETE FROM stored_files f
             WHERE f.id IN (${sql.join(
               held.map((h) => sql`${h.id}::uuid`),
               sql`, `,
             )})
               AND NOT EXISTS (SELECT 1 FROM matter_entries e WHERE e.file_id = f.id)
               AND NOT EXISTS (SELECT 1 FROM matter_hearings h WHERE h.notice_file_id = f.id)
            RETURNING f.storage_key AS key`,
      )
    : [];
  await tx.execute(
    sql`DELETE FROM matter_entries e
         WHERE e.author_id = ${userId}
           AND (NOT e.shared OR e.file_id IN (SELECT f.id FROM stored_files f WHERE f.owner_id = ${userId}))`,
  );
  return orphans.map((o) => o.key);
}

/**
 * Engagement letters (issue 42): a letter in force (SIGNED) is the contract both hold and stays as it
 * is, like the payments — the PDFs, the signatures, where and when they were made. Every other version
 * of the person's work items (void, never or no longer in force) is de-identified: their name out of
 * what the letter prints, their signatures' name, address, device and contact out, and the PDFs
 * (which print the names) removed. Returns the blobs to remove after commit.
 */
async function eraseFromLetters(tx: Db, userId: string, formerName: string): Promise<string[]> {
  const letters = await queryRows<{ id: string; pdf_key: string; signed_pdf_key: string | null }>(
    tx,
    sql`SELECT l.id, l.pdf_key, l.signed_pdf_key FROM engagement_letters l JOIN work_items w ON w.id = l.work_item_id
         WHERE (w.customer_id = ${userId} OR w.lawyer_id = ${userId}) AND l.status <> 'SIGNED'`,
  );
  if (!letters.length) return [];
  const ids = letters.map((l) => l.id);
  const idList = sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  await tx.execute(
    sql`UPDATE engagement_letters l SET pdf_key = '', signed_pdf_key = NULL,
               parties = CASE WHEN w.customer_id = ${userId} THEN jsonb_set(l.parties, '{clientName}', to_jsonb(${formerName}::text))
                              ELSE jsonb_set(l.parties, '{rollNumber}', '""'::jsonb) END,
               terms = CASE WHEN w.lawyer_id = ${userId} THEN jsonb_set(l.terms, '{lawyer_name}', to_jsonb(${formerName}::text)) ELSE l.terms END
          FROM work_items w WHERE w.id = l.work_item_id AND l.id IN (${idList})`,
  );
  await tx.execute(
    sql`UPDATE engagement_signatures SET typed_name = ${formerName}, ip = NULL, user_agent = NULL, code_sent_to = NULL
         WHERE signer_id = ${userId} AND letter_id IN (${idList})`,
  );
  return letters.flatMap((l) => [l.pdf_key, l.signed_pdf_key].filter((k): k is string => Boolean(k)));
}
