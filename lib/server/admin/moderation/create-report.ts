import 'server-only';
import { getDb, tables as t } from '@/lib/db';
import { AppError, pgErrorCode } from '@/lib/server/platform/http/errors';
import type { ReportInput } from '@/lib/validation/admin';
import { findModerationTarget, targetNotFound } from './moderation-target';

export const REPORT_MESSAGES = {
  sent: 'Thank you. Our moderators will look at it.',
  own: 'You cannot report your own review or profile.',
  already: 'You have already reported this. Our moderators will look at it.',
} as const;

/**
 * A signed-in client or lawyer reports a review, a lawyer profile or a notary profile: the report
 * joins the admin console's moderation queue. Only what the reporter could see can be reported
 * (hidden content is already out of view), never their own, and once while it is open.
 */
export async function createReport(reporterId: string, input: ReportInput & { reason: string }): Promise<{ _id: string; message: string }> {
  const db = await getDb();
  const target = await findModerationTarget(db, input.target_type, input.target_id);
  if (!target || target.hiddenAt) throw targetNotFound();
  if (target.owner.id === reporterId) throw new AppError('BAD_REQUEST', 'moderation.own', { key: 'OWN_CONTENT' });
  try {
    const [row] = await db
      .insert(t.reports)
      .values({ reporterId, targetType: input.target_type, targetId: target.id, reason: input.reason })
      .returning({ id: t.reports.id });
    return { _id: row.id, message: REPORT_MESSAGES.sent };
  } catch (error) {
    if (pgErrorCode(error) === '23505') throw new AppError('CONFLICT', 'moderation.already', { key: 'ALREADY_REPORTED' });
    throw error;
  }
}
