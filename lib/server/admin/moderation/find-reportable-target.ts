import 'server-only';
import { getDb } from '@/lib/db';
import type { ModerationTarget, ReportTargetKind } from '@/lib/dto/admin';
import type { Locale } from '@/lib/i18n/paths';
import { findModerationTarget, targetName, toModerationTarget } from './moderation-target';

/**
 * What the report page shows of the thing being reported: only what is public now (no owner details),
 * named in the reader's language (issue 40).
 */
export async function findReportableTarget(kind: ReportTargetKind, id: string, locale: Locale): Promise<ModerationTarget | null> {
  const target = await findModerationTarget(await getDb(), kind, id);
  if (!target || target.hiddenAt) return null;
  return { ...toModerationTarget(target), title: targetName(target.naming, locale) };
}
