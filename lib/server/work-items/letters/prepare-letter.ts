import 'server-only';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { getDb, tables as t, type Db } from '@/lib/db';
import type { LetterMatter, LetterMoney, LetterParties } from '@/lib/db/schema';
import { LETTER_VERSIONS_PER_DAY } from '@/lib/rules/engagement-letters';
import { platformFee } from '@/lib/rules/fees';
import { writeAuditLog } from '@/lib/server/platform/audit/write-audit-log';
import { env } from '@/lib/server/env';
import { AppError } from '@/lib/server/platform/http/errors';
import { newVerificationCode } from '@/lib/server/platform/security/verification-code';
import { getStorage } from '@/lib/server/platform/storage/storage';
import { type LetterTerms } from '@/lib/validation/engagement-letters';
import { transactionWithEvents } from '@/lib/server/platform/outbox/transaction-with-events';
import { findPartyWorkItemOrThrow, type PartyWorkItem } from '@/lib/server/work-items/find-party-work-item';
import { recordWorkItemEvent } from '@/lib/server/work-items/record-work-item-event';
import { composeLetter, type LetterContent } from './compose-letter';
import { letterPdf } from './letter-pdf';
import { insertLetter } from './letter-transition';
import { putLetterPdf } from './letter-store';
import { voidOpenLetter } from './void-letters';

const staleTerms = () => new AppError('CONFLICT', 'letters.staleTerms', { key: 'STALE_TERMS' });

/** Who may prepare a letter now: its lawyer (403 for the client), while the proposal waits for the client (409). */
function assertMayPrepare(item: PartyWorkItem): void {
  if (item.role !== 'LAWYER') throw new AppError('FORBIDDEN', 'letters.notLawyer', { key: 'NOT_LAWYER' });
  if (item.status !== 'PROPOSAL') throw new AppError('CONFLICT', 'letters.notNow', { key: 'LETTER_NOT_NOW' });
}

const DAY_MS = 24 * 3600_000;

/**
 * At most LETTER_VERSIONS_PER_DAY versions of one work item's letter in any 24 hours (each is a PDF kept
 * for good): 429 with the hours until the oldest of them leaves the window. Checked before the PDF is
 * made, and again with the work item locked, so two requests at once cannot both make the last one.
 */
async function assertVersionBudget(db: Db, workItemId: string, now: Date): Promise<void> {
  const recent = await db
    .select({ createdAt: t.engagementLetters.createdAt })
    .from(t.engagementLetters)
    .where(and(eq(t.engagementLetters.workItemId, workItemId), gt(t.engagementLetters.createdAt, new Date(now.getTime() - DAY_MS))))
    .orderBy(asc(t.engagementLetters.createdAt));
  if (recent.length < LETTER_VERSIONS_PER_DAY) return;
  const freeAt = recent[recent.length - LETTER_VERSIONS_PER_DAY].createdAt.getTime() + DAY_MS;
  const seconds = Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000));
  throw new AppError('TOO_MANY_REQUESTS', 'letters.versionLimit', {
    key: 'LETTER_VERSION_LIMIT',
    params: { max: LETTER_VERSIONS_PER_DAY, hours: Math.ceil(seconds / 3600) },
    headers: { 'Retry-After': String(seconds) },
  });
}

/** The money and the matter of the work item as they are now (the letter copies them, it never restates them). */
function letterFacts(item: PartyWorkItem): { money: LetterMoney; matter: LetterMatter } {
  const percent = env().PLATFORM_FEE_PERCENT;
  return {
    money: {
      lines: item.feeBreakdown.map((l) => ({ label: l.label, amount: l.amount })),
      total: item.priceCentavos,
      platformFee: platformFee(item.priceCentavos, percent),
      platformFeePercent: percent,
    },
    matter: {
      title: item.title,
      scope: item.description ?? '',
      deliverables: item.deliverables ?? '',
      paymentTerms: item.paymentTerms ?? '',
      estimatedTimeline: item.estimatedTimeline ?? '',
    },
  };
}

/**
 * POST work-items/{id}/letter: the lawyer makes a new version of the engagement letter from the
 * proposal's terms (revision `work_item_revision`, the one they read) and their own parts. The PDF is
 * made and stored first (outside the transaction); then, with the work item locked and still as read,
 * the version before is voided (its signatures no longer count, it stays readable) and the new one is
 * recorded, waiting for the client's signature, in the client's language. The client is e-mailed after
 * the commit (the `prepare` event's handler), at most once a day (mailLetterReady); at most LETTER_VERSIONS_PER_DAY versions a day (assertVersionBudget).
 */
export async function prepareLetter(userId: string, workItemId: string, input: LetterTerms, now = new Date()): Promise<void> {
  const item = await findPartyWorkItemOrThrow(userId, workItemId);
  assertMayPrepare(item);
  if (input.work_item_revision !== item.revision) throw staleTerms();
  const db = await getDb();
  await assertVersionBudget(db, item.id, now);
  const [profile] = await db
    .select({ roll: t.lawyerProfiles.rollNumber })
    .from(t.lawyerProfiles)
    .where(eq(t.lawyerProfiles.userId, item.lawyerId));
  if (!profile?.roll.trim()) throw new AppError('CONFLICT', 'letters.noProfile', { key: 'NO_ROLL_NUMBER' });
  const [client] = await db
    .select({ first: t.users.firstName, last: t.users.lastName, language: t.users.language })
    .from(t.users)
    .where(eq(t.users.id, item.customerId));
  const [{ next }] = await db
    .select({ next: sql<number>`coalesce(max(${t.engagementLetters.version}), 0) + 1` })
    .from(t.engagementLetters)
    .where(eq(t.engagementLetters.workItemId, item.id));
  const { work_item_revision: revision, ...terms } = input;
  const parties: LetterParties = { rollNumber: profile.roll.trim(), clientName: `${client.first} ${client.last}`.trim() };
  // Whole seconds: the PDF's CreationDate has no milliseconds, so the stored row composes the same bytes again.
  const createdAt = new Date(Math.floor(now.getTime() / 1000) * 1000);
  const content: LetterContent = {
    locale: client.language,
    version: Number(next),
    workItemRevision: revision,
    createdAt,
    terms: { ...terms, work_item_revision: revision },
    parties,
    ...letterFacts(item),
  };
  const pdf = await letterPdf(composeLetter(content), { locale: content.locale, title: item.title, version: content.version, createdAt });
  const blob = await putLetterPdf('engagement-letter', pdf);
  try {
    await transactionWithEvents(db, async (tx) => {
      const locked = await findPartyWorkItemOrThrow(userId, workItemId, tx, { forUpdate: true });
      assertMayPrepare(locked);
      if (locked.revision !== revision) throw staleTerms();
      await assertVersionBudget(tx, item.id, now);
      await voidOpenLetter(tx, item.id, 'EDITED', { id: userId, role: 'LAWYER' }, revision);
      const row = await insertLetter(
        tx,
        {
          workItemId: item.id,
          version: content.version,
          workItemRevision: revision,
          locale: content.locale,
          terms: content.terms,
          money: content.money,
          parties,
          matter: content.matter,
          pdfKey: blob.key,
          pdfSha256: blob.sha256,
          pdfBytes: blob.size,
          verificationCode: newVerificationCode('letter'),
          createdBy: userId,
          createdAt,
        },
        { role: 'LAWYER', id: userId },
      );
      await recordWorkItemEvent(tx, {
        workItemId: item.id,
        kind: 'letter-prepared',
        actorId: userId,
        actorRole: 'LAWYER',
        revision,
        note: String(content.version),
      });
      await writeAuditLog(
        {
          actorId: userId,
          action: 'engagement_letter.prepare',
          targetType: 'engagement_letter',
          targetId: row.id,
          metadata: { work_item_id: item.id, version: content.version, revision, pdf_sha256: blob.sha256 },
        },
        tx,
      );
    });
  } catch (error) {
    await getStorage()
      .delete(blob.key)
      .catch(() => {});
    throw error;
  }
}
