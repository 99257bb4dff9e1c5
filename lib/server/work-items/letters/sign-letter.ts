import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import { getDb, tables as t, type Db } from '@/lib/db';
import { sameSignatureName } from '@/lib/rules/engagement-letters';
import { signingEvent } from '@/lib/rules/letter-transitions';
import { writeAuditLog } from '@/lib/server/platform/audit/write-audit-log';
import { AppError } from '@/lib/server/platform/http/errors';
import { getStorage } from '@/lib/server/platform/storage/storage';
import type { RequestMeta } from '@/lib/server/platform/security/types';
import { type SignLetterFields } from '@/lib/validation/engagement-letters';
import { transactionWithEvents } from '@/lib/server/platform/outbox/transaction-with-events';
import { findPartyWorkItemOrThrow } from '@/lib/server/work-items/find-party-work-item';
import { recordWorkItemEvent } from '@/lib/server/work-items/record-work-item-event';
import { contentOf, lettersText, printedName } from './compose-letter';
import { assertMaySign, checkLetterCode, letterErrors, letterOrderFacts, letterToSign, useLetterCode } from './letter-codes';
import { makeSignedPdf } from './signed-pdf';
import { putLetterPdf, readLetterPdf, sha256Hex } from './letter-store';
import { transitionLetter } from './letter-transition';

/**
 * POST work-items/{id}/letter/sign: the signer's explicit intent — their full name typed as the letter
 * prints it, the consent ticked — and the one-time code sent to them for this version. Recorded: who,
 * when, the IP and user agent, the code's channel, and the SHA-256 of the stored PDF bytes, hashed
 * again now (a stored file that no longer matches its record signs nothing). The client signs
 * first (`sign`: the lawyer is e-mailed); the lawyer's countersignature completes the version
 * (`countersign`: the signed PDF — the letter and its signature certificate — is made, stored and
 * e-mailed to both). What follows is the outbox's: the answer waits for no mail and no PDF.
 */
export async function signLetter(
  userId: string,
  workItemId: string,
  input: SignLetterFields,
  meta: RequestMeta,
  now = new Date(),
  /**
   * Run in the signing transaction, after the letter and its order are locked and the turn checked, before the
   * signature is written: a SERVICE order's move (issue 62: the lawyer's countersignature takes the paid order,
   * features/services/server/orders). A throw refuses the signature.
   */
  alongside?: (tx: Db, signer: 'CUSTOMER' | 'LAWYER') => Promise<void>,
): Promise<void> {
  const item = await findPartyWorkItemOrThrow(userId, workItemId);
  const db = await getDb();
  const letter = await letterToSign(db, item, input.version, now);
  const content = contentOf(letter);
  if (!sameSignatureName(input.typed_name, printedName(content, item.role)))
    throw new AppError('BAD_REQUEST', 'letters.nameMismatch', { key: 'NAME_MISMATCH' });
  const code = await checkLetterCode(db, letter.id, userId, input.code, now);
  const sha256 = sha256Hex(await readLetterPdf(letter.pdfKey));
  if (sha256 !== letter.pdfSha256) throw new AppError('INTERNAL', 'letters.tamper', { key: 'LETTER_TAMPERED' });
  await transactionWithEvents(db, async (tx) => {
    const [locked] = await tx.select().from(t.engagementLetters).where(eq(t.engagementLetters.id, letter.id)).for('update');
    if (locked.status !== letter.status) throw locked.status === 'VOID' ? letterErrors.stale() : letterErrors.alreadySigned();
    // Asked again on the locked order: its payment or its clock may have moved since letterToSign read it.
    assertMaySign(item.role, locked.status, await letterOrderFacts(tx, item.id, { forUpdate: true }), now);
    if (alongside) await alongside(tx, item.role);
    await tx.insert(t.engagementSignatures).values({
      letterId: letter.id,
      signerRole: item.role,
      signerId: userId,
      typedName: input.typed_name,
      consentText: lettersText(content.locale)('consent', { version: letter.version }),
      signedAt: now,
      ip: meta.ip,
      userAgent: meta.userAgent?.slice(0, 500) ?? null,
      pdfSha256: sha256,
      codeChannel: code.channel,
      codeSentTo: code.sentTo,
    });
    await useLetterCode(tx, letter.id, userId, now);
    const event = signingEvent(item.role);
    // Whole seconds, as the signed PDF prints it.
    const completedAt = new Date(Math.floor(now.getTime() / 1000) * 1000);
    await transitionLetter(tx, locked, event, { role: item.role, id: userId }, event === 'countersign' ? { set: { completedAt } } : {});
    await recordWorkItemEvent(tx, {
      workItemId: item.id,
      kind: item.role === 'CUSTOMER' ? 'letter-signed' : 'letter-countersigned',
      actorId: userId,
      actorRole: item.role,
      revision: letter.workItemRevision,
      note: String(letter.version),
    });
    await writeAuditLog(
      {
        actorId: userId,
        action: 'engagement_letter.sign',
        targetType: 'engagement_letter',
        targetId: letter.id,
        metadata: {
          work_item_id: item.id,
          version: letter.version,
          role: item.role,
          pdf_sha256: sha256,
          channel: code.channel,
          ip: meta.ip,
        },
      },
      tx,
    );
  });
}

/**
 * The signed PDF of a version both signed: made once and stored (its SHA-256 is what the verification
 * page compares uploads with); null for a version not (yet) signed by both. Made by the
 * countersignature's outbox handler; made again here only if that did not get to store it yet (a
 * download that came first) — two makers store one: the first to set it.
 */
export async function ensureSignedPdf(letterId: string): Promise<Uint8Array | null> {
  const db = await getDb();
  const [letter] = await db.select().from(t.engagementLetters).where(eq(t.engagementLetters.id, letterId));
  // Not signed by both, or de-identified by an erasure (its PDFs removed): no signed PDF to make.
  if (!letter?.completedAt || !letter.pdfKey) return null;
  if (letter.signedPdfKey) return readLetterPdf(letter.signedPdfKey);
  const pdf = await makeSignedPdf(db, letter);
  const blob = await putLetterPdf('engagement-letter-signed', pdf);
  const [stored] = await db
    .update(t.engagementLetters)
    .set({ signedPdfKey: blob.key, signedPdfSha256: blob.sha256 })
    .where(and(eq(t.engagementLetters.id, letterId), isNull(t.engagementLetters.signedPdfKey)))
    .returning({ id: t.engagementLetters.id });
  if (!stored) {
    // Another request stored it first: theirs is the one.
    await getStorage()
      .delete(blob.key)
      .catch(() => {});
    return ensureSignedPdf(letterId);
  }
  return pdf;
}
