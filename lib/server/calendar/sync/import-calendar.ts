import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { getDb, tables as t, type Db } from '@/lib/db';
import { queryRows } from '@/lib/db/client';
import { claimDue } from '@/lib/server/platform/delivery/claim-due';
import type { CalendarImportDto } from '@/lib/dto/calendar-sync';
import { AppError } from '@/lib/server/platform/http/errors';
import { CALENDAR_SYNC_MESSAGES as M } from '@/lib/validation/calendar-sync';
import { calendarImportSchema } from '@/lib/validation/lawyer-profile';
import { fetchCalendarText, parseImportUrl, type FetchLimits } from './fetch-calendar';
import { parseBusyIntervals, type BusyInterval, type ParsedBusy } from './parse-busy';

/** How often the worker re-reads each imported calendar. */
const IMPORT_REFRESH_MINUTES = 30;
/** Calendars fetched at once per pass (each may take up to the 10 s budget). */
const REFRESH_CONCURRENCY = 4;
/**
 * One import per lawyer at a time: the save and the refresh claim `ical_import_claimed_at` first and
 * clear it when done. A claim older than this (a process that died mid-import) no longer counts;
 * an import takes at most the 10 s fetch plus the parse limit.
 */
const IMPORT_CLAIM_SECONDS = 60;

/** Test hooks: the parse time limit (the fetch's own limits are `limits`). */
type ImportOptions = { now?: Date; limits?: FetchLimits; parseTimeoutMs?: number };

async function readBusy(url: string, timezone: string, now: Date, options: ImportOptions): Promise<ParsedBusy> {
  const text = await fetchCalendarText(url, options.limits);
  return parseBusyIntervals(text, { now, fallbackZone: timezone, timeoutMs: options.parseTimeoutMs });
}

/** Events refused for their frequency, or cut by a cap, are left out; the lawyer reads so in the import's message. */
const importNote = (parsed: ParsedBusy) =>
  [parsed.refused > 0 ? M.tooFrequent(parsed.refused) : null, parsed.truncated ? M.truncated : null].filter(Boolean).join('. ') || null;

/** Clears this lawyer's import claim (only ours: stamped `claimedAt`). */
async function releaseClaim(db: Db, lawyerId: string, claimedAt: Date): Promise<void> {
  await db
    .update(t.lawyerProfiles)
    .set({ icalImportClaimedAt: null })
    .where(and(eq(t.lawyerProfiles.userId, lawyerId), eq(t.lawyerProfiles.icalImportClaimedAt, claimedAt)));
}

/**
 * Replaces the lawyer's imported busy time wholesale, in one transaction: when saving, together with
 * the new address; when refreshing, only if the address is still `url` (the lawyer may have changed it).
 */
async function storeBusy(db: Db, lawyerId: string, url: string, parsed: ParsedBusy, now: Date, saving = false): Promise<boolean> {
  const busy: BusyInterval[] = parsed.busy;
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(t.lawyerProfiles)
      .set({ icalImportUrl: url, icalImportCheckedAt: now, icalImportError: importNote(parsed) })
      .where(and(eq(t.lawyerProfiles.userId, lawyerId), saving ? undefined : eq(t.lawyerProfiles.icalImportUrl, url)))
      .returning({ id: t.lawyerProfiles.userId });
    if (!updated.length) return false;
    await tx.delete(t.externalBusy).where(eq(t.externalBusy.lawyerId, lawyerId));
    for (let i = 0; i < busy.length; i += 500) {
      await tx.insert(t.externalBusy).values(busy.slice(i, i + 500).map((b) => ({ lawyerId, startAt: b.start, endAt: b.end })));
    }
    return true;
  });
}

async function importStatus(db: Db, lawyerId: string): Promise<CalendarImportDto> {
  const [row] = await db
    .select({
      url: t.lawyerProfiles.icalImportUrl,
      checkedAt: t.lawyerProfiles.icalImportCheckedAt,
      error: t.lawyerProfiles.icalImportError,
    })
    .from(t.lawyerProfiles)
    .where(eq(t.lawyerProfiles.userId, lawyerId));
  if (!row) throw new AppError('NOT_FOUND', 'common.lawyerProfileNotFound', { key: 'PROFILE_NOT_FOUND' });
  const [{ count }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(t.externalBusy)
    .where(eq(t.externalBusy.lawyerId, lawyerId));
  return {
    ical_import_url: row.url,
    ical_import_checked_at: row.checkedAt?.toISOString() ?? null,
    ical_import_error: row.error,
    busy_count: count,
  };
}

/**
 * Saves the lawyer's external calendar address after reading it once: a URL that is refused or
 * cannot be read is not saved, and the lawyer sees why (4xx). The fetch runs outside any transaction.
 */
export async function saveCalendarImport(lawyerId: string, raw: string, options: ImportOptions = {}): Promise<CalendarImportDto> {
  const now = options.now ?? new Date();
  const db = await getDb();
  const [profile] = await db
    .select({ timezone: t.lawyerProfiles.timezone, ibpVerified: t.lawyerProfiles.ibpVerified })
    .from(t.lawyerProfiles)
    .where(eq(t.lawyerProfiles.userId, lawyerId));
  if (!profile) throw new AppError('NOT_FOUND', 'common.lawyerProfileNotFound', { key: 'PROFILE_NOT_FOUND' });
  // Only lawyers whose IBP membership is verified (the flag that lists them) may make us fetch and parse.
  if (!profile.ibpVerified) throw new AppError('FORBIDDEN', 'calendarSync.notVerified', { key: 'ICAL_NOT_VERIFIED' });
  // The scheme and address rules first (their messages are the clearest), then the form's own rules.
  const url = parseImportUrl(raw);
  if (url.protocol === 'https:') calendarImportSchema.parse({ url: raw });
  // The claim: one statement, so of two saves at once exactly one gets the row.
  const claimedAt = new Date();
  const claimed = await queryRows<{ id: string }>(
    db,
    sql`UPDATE lawyer_profiles SET ical_import_claimed_at = ${claimedAt.toISOString()}::timestamptz
        WHERE user_id = ${lawyerId} AND ibp_verified
          AND (ical_import_claimed_at IS NULL OR ical_import_claimed_at <= ${claimedAt.toISOString()}::timestamptz - make_interval(secs => ${IMPORT_CLAIM_SECONDS}))
        RETURNING user_id AS id`,
  );
  if (!claimed.length) throw new AppError('CONFLICT', 'calendarSync.importRunning', { key: 'ICAL_IMPORT_RUNNING' });
  try {
    const parsed = await readBusy(url.href, profile.timezone, now, options);
    await storeBusy(db, lawyerId, url.href, parsed, now, true);
  } finally {
    await releaseClaim(db, lawyerId, claimedAt);
  }
  return importStatus(db, lawyerId);
}

/** Stops importing: forgets the address and its busy time. */
export async function removeCalendarImport(lawyerId: string): Promise<CalendarImportDto> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx
      .update(t.lawyerProfiles)
      .set({ icalImportUrl: null, icalImportCheckedAt: null, icalImportError: null })
      .where(eq(t.lawyerProfiles.userId, lawyerId));
    await tx.delete(t.externalBusy).where(eq(t.externalBusy.lawyerId, lawyerId));
  });
  return importStatus(db, lawyerId);
}

/**
 * One pass of the periodic refresh (worker and in-process scheduler): every imported calendar not
 * checked for IMPORT_REFRESH_MINUTES is claimed (its checked time moved first, with SKIP LOCKED, so
 * parallel workers never take the same one), fetched, and its busy time replaced. A failure keeps
 * the previous busy time — a calendar that is briefly down must not free the lawyer's slots — and
 * records the message the lawyer sees.
 */
export async function refreshExternalCalendars(
  options: ImportOptions & { limit?: number } = {},
): Promise<{ checked: number; failed: number }> {
  const now = options.now ?? new Date();
  const db = await getDb();
  // Also claimed for the import itself (ical_import_claimed_at): a lawyer's save running now is skipped,
  // and so is a lawyer no longer IBP-verified (their saved address stays, unread, until verified again).
  const claimedAt = new Date();
  const due = await claimDue<{ id: string; url: string; timezone: string }>(db, {
    table: 'lawyer_profiles',
    key: 'user_id',
    due: sql`ical_import_url IS NOT NULL AND ibp_verified
      AND (ical_import_claimed_at IS NULL OR ical_import_claimed_at <= ${claimedAt.toISOString()}::timestamptz - make_interval(secs => ${IMPORT_CLAIM_SECONDS}))
      AND (ical_import_checked_at IS NULL OR ical_import_checked_at <= ${now.toISOString()}::timestamptz - make_interval(mins => ${IMPORT_REFRESH_MINUTES}))`,
    orderBy: sql`ical_import_checked_at NULLS FIRST`,
    limit: options.limit ?? 50,
    set: sql`ical_import_checked_at = ${now.toISOString()}::timestamptz, ical_import_claimed_at = ${claimedAt.toISOString()}::timestamptz`,
    returning: sql`user_id AS id, ical_import_url AS url, timezone`,
  });
  let failed = 0;
  const queue = [...due];
  const work = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const { id, url, timezone } = next;
      try {
        await storeBusy(db, id, url, await readBusy(url, timezone, now, options), now);
      } catch (error) {
        failed += 1;
        const message = error instanceof AppError ? error.message : 'That calendar could not be read';
        if (!(error instanceof AppError)) console.error('[calendar-sync]', error);
        await db
          .update(t.lawyerProfiles)
          .set({ icalImportError: message, icalImportCheckedAt: now })
          .where(and(eq(t.lawyerProfiles.userId, id), eq(t.lawyerProfiles.icalImportUrl, url)));
      } finally {
        await releaseClaim(db, id, claimedAt);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(REFRESH_CONCURRENCY, due.length) }, work));
  return { checked: due.length, failed };
}
