import 'server-only';
import { getDb } from '@/lib/db';
import type { ModerationTarget, ReportTargetKind } from '@/lib/dto/admin';
import { findModerationTarget, toModerationTarget } from './moderation-target';

/** What the report page shows of the thing being reported: only what is public now (no owner details). */
export async function findReportableTarget(kind: ReportTargetKind, id: string): Promise<ModerationTarget | null> {
  const target = await findModerationTarget(await getDb(), kind, id);
  if (!target || target.hiddenAt) return null;
  return toModerationTarget(target);
}
