import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { getDb, tables as t, type Db } from '@/lib/db';
import type { ModerationResult, ReportTargetKind } from '@/lib/dto/admin';
import { writeAuditLog } from '@/lib/server/platform/audit/write-audit-log';
import { AppError } from '@/lib/server/platform/http/errors';
import { readListingFacts, revalidateLawyerListing } from '@/lib/server/lawyers/profile/profile-change';
import { affectedListingPaths, revalidateListing } from '@/lib/server/lawyers/profile/listing-paths';
import { refreshLawyerRating } from '@/lib/server/lawyers/refresh-lawyer-rating';
import { affectedNotaryPaths } from '@/lib/server/notary/notary-change';
import { isPublicNotary } from '@/lib/server/notary/public-notary-query';
import { recordEvents } from '@/lib/server/platform/outbox/record-event';
import { MODERATION_EVENTS } from './events';
import { transactionWithEvents } from '@/lib/server/platform/outbox/transaction-with-events';
import { findModerationTarget, targetNotFound, type TargetRow } from './moderation-target';

const TABLES = { review: t.reviews, lawyer: t.lawyerProfiles, notary: t.notaryProfiles } as const;

async function notaryFacts(db: Db, id: string) {
  const [row] = await db
    .select({ listed: sql<boolean>`${isPublicNotary()}`, citySlug: t.notaryProfiles.citySlug })
    .from(t.notaryProfiles)
    .where(eq(t.notaryProfiles.id, id));
  return { id, listed: Boolean(row?.listed), citySlug: row?.citySlug ?? null };
}

/**
 * An admin hides or restores a review, a lawyer profile or a notary profile, with a reason the owner
 * is told. One transaction: the row, the lawyer's rating (a hidden review counts for nothing), the
 * open reports on it (hiding acts on them) and the audit row. The listing rules read hidden_at
 * (listedLawyerSql and the search projection's trigger, isPublicNotary), so search, landing pages,
 * the sitemap and booking drop a hidden profile at once; after commit the cached static pages are
 * revalidated, and the outbox tells the owner by e-mail and notification (`moderation:hide|restore`,
 * moderation-notices.ts: the request never waits for the mail, issue 59).
 */
export async function moderateContent(
  adminId: string,
  kind: ReportTargetKind,
  id: string,
  input: { hidden: boolean; reason: string },
): Promise<ModerationResult> {
  const db = await getDb();
  const reason = input.reason.trim();
  const lawyerBefore = kind === 'lawyer' ? await readListingFacts(id).catch(() => undefined) : undefined;
  const notaryBefore = kind === 'notary' ? await notaryFacts(db, id) : undefined;
  const { target, closed } = await transactionWithEvents(db, async (tx) => {
    const target = await findModerationTarget(tx, kind, id, { lock: true });
    if (!target) throw targetNotFound();
    if ((target.hiddenAt !== null) === input.hidden) {
      throw new AppError('CONFLICT', input.hidden ? 'moderation.alreadyHidden' : 'moderation.notHidden', {
        key: input.hidden ? 'ALREADY_HIDDEN' : 'NOT_HIDDEN',
      });
    }
    const table = TABLES[kind];
    await tx
      .update(table)
      .set(input.hidden ? { hiddenAt: sql`now()`, hiddenReason: reason } : { hiddenAt: null, hiddenReason: null })
      .where(kind === 'review' ? eq(t.reviews.id, id) : kind === 'lawyer' ? eq(t.lawyerProfiles.userId, id) : eq(t.notaryProfiles.id, id));
    if (kind === 'review') await refreshLawyerRating(tx, target.lawyerId!);
    const closed = input.hidden
      ? await tx
          .update(t.reports)
          .set({ status: 'ACTIONED', resolvedBy: adminId, resolvedAt: sql`now()`, resolution: reason })
          .where(and(eq(t.reports.targetType, kind), eq(t.reports.targetId, id), eq(t.reports.status, 'OPEN')))
          .returning({ id: t.reports.id })
      : [];
    const audit = await writeAuditLog(
      {
        actorId: adminId,
        action: `${kind}.${input.hidden ? 'hide' : 'restore'}`,
        targetType: kind,
        targetId: id,
        reason,
        metadata: { owner_id: target.owner.id, reports_closed: closed.map((r) => r.id) },
      },
      tx,
    );
    // The reason is the admin's words: the handler reads it from the audit row (an event holds ids and codes only).
    await recordEvents(tx, MODERATION_EVENTS, {
      aggregateId: id,
      event: input.hidden ? 'hide' : 'restore',
      status: input.hidden ? 'hidden' : 'restored',
      actor: { role: 'ADMIN', id: adminId },
      payload: { kind, auditId: audit.id },
    });
    return { target, closed };
  });
  await revalidateAfter(target, { lawyerBefore, notaryBefore });
  return { kind, _id: id, hidden: input.hidden, reports_closed: closed.length };
}

/** The cached pages that showed (or will show) what changed. */
async function revalidateAfter(
  target: TargetRow,
  before: { lawyerBefore?: Awaited<ReturnType<typeof readListingFacts>>; notaryBefore?: Awaited<ReturnType<typeof notaryFacts>> },
) {
  if (target.kind === 'lawyer') await revalidateLawyerListing(target.id, before.lawyerBefore);
  if (target.kind === 'notary' && before.notaryBefore) {
    const after = await notaryFacts(await getDb(), target.id);
    await revalidateListing(affectedNotaryPaths(before.notaryBefore, after));
  }
  if (target.kind === 'review' && target.lawyerId) {
    // The lawyer's rating moved, and the home page shows recent reviews.
    const facts = await readListingFacts(target.lawyerId);
    if (facts?.listed) await revalidateListing(affectedListingPaths(facts, facts));
  }
}
