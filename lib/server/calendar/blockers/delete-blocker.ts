import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { tables as t } from '@/lib/db';
import type { BlockerScope } from '@/lib/validation/blockers';
import { getOwnBlocker } from './blocker-dto';
import { inCalendarTransaction } from './create-blocker';

/**
 * Removes a blocker. An occurrence of a weekly series removes the whole series (every occurrence,
 * past ones too) unless scope is 'occurrence': then only that day goes, and the rule remembers it
 * so extending the series never writes it again.
 */
export async function deleteBlocker(
  lawyerId: string,
  blockerId: string,
  options: { scope?: BlockerScope } = {},
): Promise<{ _id: string; series_id: string | null }> {
  return inCalendarTransaction(lawyerId, async (tx) => {
    const { row, series } = await getOwnBlocker(tx, lawyerId, blockerId);
    if (series && (options.scope ?? 'series') === 'series') {
      await tx.delete(t.blockerSeries).where(eq(t.blockerSeries.id, series.id));
      return { _id: row.id, series_id: series.id };
    }
    if (series && row.occurrenceStart) {
      await tx
        .update(t.blockerSeries)
        .set({ skipped: sql`array_append(${t.blockerSeries.skipped}, ${row.occurrenceStart.toISOString()}::timestamptz)` })
        .where(eq(t.blockerSeries.id, series.id));
    }
    await tx.delete(t.blockers).where(eq(t.blockers.id, row.id));
    return { _id: row.id, series_id: series?.id ?? null };
  });
}
