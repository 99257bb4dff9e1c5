import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { queryRows } from '@/lib/db/client';
import type { Locale } from '@/lib/i18n/paths';
import { entryVisibleTo, nudgeDue } from '@/features/matters/rules/matters';
import { noticeText } from '@/lib/server/messaging/notifications/recipient';
import { tellUser } from '@/lib/server/messaging/notifications/tell-user';
import { matterPath } from './matter-people';

// Issue 64: what the matter tells its parties, in the reader's language, each once (dedupe keys): the other
// party of a shared entry (after the commit, by the outbox's handler of `matter:entry`), and the lawyer of a
// matter with no shared update for their matter_nudge_days (the scheduler, once per quiet spell).

type EntryNotice = {
  kind: string;
  shared: boolean;
  matter_id: string;
  title: string;
  lawyer_id: string;
  author_name: string;
  to_id: string;
  to_email: string;
  to_first: string;
  to_language: Locale;
};

const WORDS: Record<string, 'update' | 'deadline' | 'comment' | 'file' | 'closed'> = {
  UPDATE: 'update',
  DEADLINE: 'deadline',
  COMMENT: 'comment',
  FILE: 'file',
  CLOSED: 'closed',
};

/**
 * The outbox's handler of `matter:entry`: the other party's e-mail and in-app notification of a shared entry,
 * once per entry and reader. The words name who wrote and the matter, never the entry's text (the page has it).
 * An entry gone or no longer shared, or a kind with no words, tells nobody.
 */
export async function tellMatterEntry(payload: { entryId: string; recipientId: string }): Promise<void> {
  const db = await getDb();
  const [row] = await queryRows<EntryNotice>(
    db,
    sql`SELECT e.kind, e.shared, m.id AS matter_id, m.title, m.lawyer_id,
               CASE WHEN e.kind = 'CLOSED' OR e.author_id = m.lawyer_id THEN 'Atty. ' || lp.display_name
                    ELSE cu.first_name || ' ' || cu.last_name END AS author_name,
               u.id AS to_id, u.email AS to_email, u.first_name AS to_first, u.language AS to_language
          FROM matter_entries e
          JOIN matters m ON m.id = e.matter_id
          JOIN lawyer_profiles lp ON lp.user_id = m.lawyer_id
          JOIN users cu ON cu.id = m.customer_id
          JOIN users u ON u.id = ${payload.recipientId}::uuid AND u.id IN (m.lawyer_id, m.customer_id) AND u.erased_at IS NULL
         WHERE e.id = ${payload.entryId}::uuid`,
  );
  const words = row && WORDS[row.kind];
  if (!row || !words || !entryVisibleTo(row.to_id === row.lawyer_id ? 'LAWYER' : 'CUSTOMER', row)) return;
  const w = noticeText(row.to_language);
  const params = { name: row.author_name.trim(), title: row.title };
  const sentence = w(`matterTimeline.${words}`, params);
  await tellUser({
    user: { id: row.to_id, email: row.to_email, firstName: row.to_first },
    locale: row.to_language,
    subject: w(`matterTimeline.${words}Subject`, params),
    paragraphs: [sentence],
    path: matterPath(row.to_id === row.lawyer_id ? 'LAWYER' : 'CUSTOMER', row.matter_id),
    notification: {
      title: w('matterTimeline.title', { title: row.title }),
      body: sentence,
      icon: row.kind === 'COMMENT' ? 'meeting-comment' : 'new-work-item',
    },
    dedupeKey: `matter-entry:${payload.entryId}:${row.to_id}`,
    // 20 comments in a row: the first mail at once, the rest one digest (issue 73 item 6).
    burst: {
      thread: `matter:${row.matter_id}`,
      digest: { subject: w('matterTimeline.digestSubject', params), paragraphs: [w('matterTimeline.digest', params)] },
    },
  });
}

type NudgeRow = {
  id: string;
  title: string;
  last_shared_at: unknown;
  nudged_at: unknown;
  nudge_days: number;
  to_id: string;
  to_email: string;
  to_first: string;
  to_language: Locale;
};

/**
 * The scheduler's step: each open matter with no shared update for its lawyer's matter_nudge_days reminds the
 * lawyer once per quiet spell (nudgeDue; the dedupe key names the spell by its last shared update), then
 * nudged_at is set. Returns how many lawyers were nudged.
 */
export async function sendMatterNudges(options: { now?: Date } = {}): Promise<number> {
  const now = options.now ?? new Date();
  const db = await getDb();
  const due = await queryRows<NudgeRow>(
    db,
    sql`SELECT m.id, m.title, m.last_shared_at, m.nudged_at, lp.matter_nudge_days AS nudge_days,
               u.id AS to_id, u.email AS to_email, u.first_name AS to_first, u.language AS to_language
          FROM matters m
          JOIN lawyer_profiles lp ON lp.user_id = m.lawyer_id
          JOIN users u ON u.id = m.lawyer_id AND u.erased_at IS NULL
         WHERE m.closed_at IS NULL
           AND m.last_shared_at <= ${now.toISOString()}::timestamptz - make_interval(days => lp.matter_nudge_days)
           AND (m.nudged_at IS NULL OR m.nudged_at < m.last_shared_at)
         ORDER BY m.last_shared_at
         LIMIT 200`,
  );
  let sent = 0;
  for (const m of due) {
    const lastSharedAt = new Date(m.last_shared_at as string);
    const matter = { lastSharedAt, nudgedAt: m.nudged_at ? new Date(m.nudged_at as string) : null, closedAt: null };
    if (!nudgeDue(matter, Number(m.nudge_days), now)) continue;
    const w = noticeText(m.to_language);
    const params = { title: m.title, days: String(m.nudge_days) };
    await tellUser({
      user: { id: m.to_id, email: m.to_email, firstName: m.to_first },
      locale: m.to_language,
      subject: w('matterTimeline.nudgeSubject', params),
      paragraphs: [w('matterTimeline.nudge', params)],
      path: matterPath('LAWYER', m.id),
      notification: { title: w('matterTimeline.nudgeTitle', params), body: w('matterTimeline.nudge', params), icon: 'meeting-reminder' },
      dedupeKey: `matter-nudge:${m.id}:${lastSharedAt.getTime()}`,
    });
    await db.execute(
      sql`UPDATE matters SET nudged_at = ${now.toISOString()}::timestamptz
           WHERE id = ${m.id}::uuid AND (nudged_at IS NULL OR nudged_at < last_shared_at)`,
    );
    sent += 1;
  }
  return sent;
}
