import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { tables as t, type Db } from '@/lib/db';
import type { LetterVoidReason } from '@/lib/rules/engagement-letters';
import { AppError } from '@/lib/server/platform/http/errors';
import { recordWorkItemEvent } from '@/lib/server/work-items/record-work-item-event';
import { transitionLetters } from './letter-transition';

/**
 * Inside the caller's transaction: the version of the letter that counts (any not VOID) stops
 * counting — a new version, new terms of the work item, the proposal withdrawn or declined. Its
 * signatures stay as they were (who signed what, when), readable; the version is marked VOID with
 * the reason (the table's `void`) and the timeline says so. Returns the version voided, if any.
 */
export async function voidOpenLetter(
  tx: Db,
  workItemId: string,
  reason: LetterVoidReason,
  actor: { id: string | null; role: 'LAWYER' | 'CUSTOMER' },
  revision: number,
): Promise<number | null> {
  const [voided] = await transitionLetters(tx, eq(t.engagementLetters.workItemId, workItemId), 'void', actor, {
    set: { voidReason: reason, voidedAt: sql`now()` },
  });
  if (!voided) return null;
  await recordWorkItemEvent(tx, {
    workItemId,
    kind: 'letter-voided',
    actorId: actor.id,
    actorRole: actor.role,
    revision,
    note: `${voided.version}|${reason}`,
  });
  return voided.version;
}

/**
 * The client may pay only once both signed the letter of the terms they accept (issue 42): a SIGNED
 * version made for this revision of the work item. Called inside the acceptance's transaction after
 * the work item's row is locked by its move, so a letter changed meanwhile is seen.
 */
export async function assertLetterSigned(tx: Db, workItemId: string, revision: number): Promise<void> {
  if (!(await isLetterSigned(tx, workItemId, revision))) throw new AppError('CONFLICT', 'letters.notSigned', { key: 'LETTER_NOT_SIGNED' });
}

export async function isLetterSigned(db: Db, workItemId: string, revision: number): Promise<boolean> {
  const [row] = await db
    .select({ id: t.engagementLetters.id })
    .from(t.engagementLetters)
    .where(
      and(
        eq(t.engagementLetters.workItemId, workItemId),
        eq(t.engagementLetters.status, 'SIGNED'),
        eq(t.engagementLetters.workItemRevision, revision),
      ),
    )
    .limit(1);
  return Boolean(row);
}
