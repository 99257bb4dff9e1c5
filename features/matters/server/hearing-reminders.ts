import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { getDb, tables as t } from '@/lib/db';
import { queryRows } from '@/lib/db/client';
import type { Locale } from '@/lib/i18n/paths';
import { dueHearingReminder, HEARING_REMINDERS } from '@/features/matters/rules/matters';
import { env } from '@/lib/server/env';
import { tellHearingReminder, type HearingReader } from './hearing-notices';

// Issue 64 item 4: a confirmed hearing reminds its lawyer and (a shared one only) its client about 24 hours and
// 2 hours before (dueHearingReminder), each once per revision — a change raises the revision, so the
// reminders of the new time go again. Claimed with a lease like the meetings' reminders
// (lib/server/runtime/reminders/send-due-reminders.ts): two schedulers never take the same hearing, and one that died
// mid-way leaves its lease to run out; the messages' dedupe keys make a resend a no-op.

type DueHearing = {
  id: string;
  matter_id: string;
  starts_at: Date | string;
  court: string;
  branch: string | null;
  mode: 'IN_PERSON' | 'VIDEOCONFERENCE';
  revision: number;
  day_before_sent_revision: number | null;
  two_hours_sent_revision: number | null;
  shared: boolean;
  title: string;
  lawyer_id: string;
  lawyer_email: string;
  lawyer_first_name: string;
  lawyer_language: Locale | null;
  lawyer_zone: string | null;
  customer_id: string;
  customer_email: string;
  customer_first_name: string;
  customer_language: Locale | null;
  customer_zone: string | null;
};

const BATCH = 50;
const DAY_LEAD_MS = HEARING_REMINDERS[0].leadMs;
const TWO_HOURS_LEAD_MS = HEARING_REMINDERS[1].leadMs;

/**
 * Claims up to BATCH hearings with a reminder due at `now` for the lease (REMINDER_LEASE_SECONDS): the same
 * condition as dueHearingReminder, in SQL, over `FOR UPDATE SKIP LOCKED`. Commits before anything is sent.
 */
async function claimDueHearings(now: Date, only?: string[]): Promise<DueHearing[]> {
  const db = await getDb();
  const leaseUntil = new Date(now.getTime() + env().REMINDER_LEASE_SECONDS * 1000);
  const dayAhead = new Date(now.getTime() + DAY_LEAD_MS);
  const twoHoursAhead = new Date(now.getTime() + TWO_HOURS_LEAD_MS);
  return queryRows<DueHearing>(
    db,
    sql`
      WITH claimed AS (
        UPDATE matter_hearings SET reminder_claimed_until = ${leaseUntil}
        WHERE id IN (
          SELECT h.id FROM matter_hearings h
          JOIN matters m ON m.id = h.matter_id AND m.closed_at IS NULL
          WHERE h.cancelled_at IS NULL AND h.starts_at > ${now} AND h.starts_at <= ${dayAhead}
            AND (h.reminder_claimed_until IS NULL OR h.reminder_claimed_until <= ${now})
            AND (
              (h.starts_at <= ${twoHoursAhead} AND h.two_hours_sent_revision IS DISTINCT FROM h.revision)
              OR (h.starts_at > ${twoHoursAhead} AND h.day_before_sent_revision IS DISTINCT FROM h.revision)
            )
            ${
              only
                ? sql`AND h.id IN (${sql.join(
                    only.map((id) => sql`${id}::uuid`),
                    sql`, `,
                  )})`
                : sql``
            }
          ORDER BY h.starts_at
          LIMIT ${BATCH}
          FOR UPDATE OF h SKIP LOCKED
        )
        AND (reminder_claimed_until IS NULL OR reminder_claimed_until <= ${now})
        RETURNING id, matter_id, entry_id, starts_at, court, branch, mode, revision, day_before_sent_revision, two_hours_sent_revision
      )
      SELECT c.id, c.matter_id, c.starts_at, c.court, c.branch, c.mode, c.revision, c.day_before_sent_revision,
             c.two_hours_sent_revision, e.shared, m.title,
             lu.id AS lawyer_id, lu.email AS lawyer_email, lu.first_name AS lawyer_first_name, lu.language AS lawyer_language,
             lu.timezone AS lawyer_zone,
             cu.id AS customer_id, cu.email AS customer_email, cu.first_name AS customer_first_name, cu.language AS customer_language,
             cu.timezone AS customer_zone
      FROM claimed c
      JOIN matter_entries e ON e.id = c.entry_id
      JOIN matters m ON m.id = c.matter_id
      JOIN users lu ON lu.id = m.lawyer_id
      JOIN users cu ON cu.id = m.customer_id`,
  );
}

/**
 * Sends every hearing reminder due at `now` (the scheduler's pass; the dev route's moved clock): to the
 * lawyer, and to the client when the hearing is shared. Marked sent for the revision it was claimed at, so a
 * change meanwhile leaves the new revision's reminder due. Returns the hearings reminded.
 */
export async function sendDueHearingReminders(options: { now?: Date; hearingIds?: string[] } = {}): Promise<number> {
  const now = options.now ?? new Date();
  const db = await getDb();
  const due = await claimDueHearings(now, options.hearingIds);
  let sent = 0;
  for (const row of due) {
    const facts = {
      id: row.id,
      matterId: row.matter_id,
      startsAt: new Date(row.starts_at),
      court: row.court,
      branch: row.branch,
      mode: row.mode,
      revision: Number(row.revision),
    };
    try {
      const stage = dueHearingReminder(
        {
          startsAt: facts.startsAt,
          revision: facts.revision,
          cancelledAt: null,
          daySentRevision: row.day_before_sent_revision,
          twoHoursSentRevision: row.two_hours_sent_revision,
        },
        now,
      );
      if (stage) {
        const readers: HearingReader[] = [
          {
            id: row.lawyer_id,
            email: row.lawyer_email,
            firstName: row.lawyer_first_name,
            language: row.lawyer_language ?? 'en',
            zone: row.lawyer_zone,
            role: 'LAWYER',
          },
        ];
        // A private hearing is the lawyer's alone: the client is never told of it.
        if (row.shared) {
          readers.push({
            id: row.customer_id,
            email: row.customer_email,
            firstName: row.customer_first_name,
            language: row.customer_language ?? 'en',
            zone: row.customer_zone,
            role: 'CUSTOMER',
          });
        }
        for (const reader of readers) await tellHearingReminder(facts, reader, stage, row.title);
        sent++;
      }
      await db
        .update(t.matterHearings)
        .set(
          stage === 'TWO_HOURS'
            ? { twoHoursSentRevision: facts.revision, reminderClaimedUntil: null }
            : stage === 'DAY_BEFORE'
              ? { daySentRevision: facts.revision, reminderClaimedUntil: null }
              : { reminderClaimedUntil: null },
        )
        .where(and(eq(t.matterHearings.id, row.id), eq(t.matterHearings.revision, facts.revision)));
    } catch (error) {
      console.error('[hearing-reminders]', error);
      await db
        .update(t.matterHearings)
        .set({ reminderClaimedUntil: null })
        .where(eq(t.matterHearings.id, row.id))
        .catch(() => undefined);
    }
  }
  return sent;
}
