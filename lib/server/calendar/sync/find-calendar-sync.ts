import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb, tables as t } from '@/lib/db';
import type { CalendarSyncSettings } from '@/lib/dto/calendar-sync';
import { icalFeedUrl } from '@/lib/server/lawyers/profile/feed-url';

/** What the "Calendar sync" section of the lawyer's profile editor starts with (null: not a lawyer). */
export async function findCalendarSyncSettings(lawyerId: string): Promise<CalendarSyncSettings | null> {
  const db = await getDb();
  const [row] = await db
    .select({
      token: t.lawyerProfiles.icalFeedToken,
      url: t.lawyerProfiles.icalImportUrl,
      checkedAt: t.lawyerProfiles.icalImportCheckedAt,
      error: t.lawyerProfiles.icalImportError,
    })
    .from(t.lawyerProfiles)
    .where(eq(t.lawyerProfiles.userId, lawyerId));
  if (!row) return null;
  return {
    feed_url: row.token ? icalFeedUrl(row.token) : null,
    import_url: row.url,
    import_checked_at: row.checkedAt?.toISOString() ?? null,
    import_error: row.error,
  };
}
