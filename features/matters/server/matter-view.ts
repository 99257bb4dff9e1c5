import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '@/lib/db';
import { getDb } from '@/lib/db';
import { queryRows } from '@/lib/db/client';
import type {
  HearingDto,
  MatterEntryDto,
  MatterEntryPageDto,
  MatterSummaryDto,
  MatterViewDto,
  matterListSchema,
} from '@/features/matters/dto/matters';
import { meetingKindsWhere } from '@/lib/rules/meeting-kinds';
import { engagementStateHolds, type EngagementKind } from '@/lib/rules/engagement-kinds';
import { daysSinceUpdate, MATTER_LIMITS, type MatterEntryKind, type MatterRole } from '@/features/matters/rules/matters';
import { AppError } from '@/lib/server/platform/http/errors';
import { findPartyMatterOrThrow, type PartyMatter } from './matter-access';
import { matterFileUrl, personOf } from './matter-people';

// Issue 64 item 2: what each party reads of a matter. The client's reads never hold a private entry: every
// query below filters `shared` in its SQL for them (features/matters/rules/matters.ts entryVisibleTo), never afterwards.

const iso = (value: unknown): string => new Date(value as string).toISOString();
const isoOrNull = (value: unknown): string | null => (value == null ? null : iso(value));

/** The SQL half of entryVisibleTo: the lawyer reads every entry of their matter, the client the shared ones. */
const visibleTo = (role: MatterRole, alias: string): SQL => (role === 'LAWYER' ? sql`TRUE` : sql`${sql.raw(alias)}.shared`);

type HearingRow = {
  h_id: string | null;
  h_entry_id: string;
  h_starts_at: unknown;
  h_court: string;
  h_branch: string | null;
  h_mode: 'IN_PERSON' | 'VIDEOCONFERENCE';
  h_revision: number;
  h_cancelled_at: unknown;
  h_notice_file_id: string | null;
};

/**
 * A hearing's columns (alias h) as the reader sees them: the notice's file only when the reader may download
 * it (the lawyer; the client when an entry shared with them holds it).
 */
const hearingColumns = (role: MatterRole): SQL => sql`
  h.id AS h_id, h.entry_id AS h_entry_id, h.starts_at AS h_starts_at, h.court AS h_court, h.branch AS h_branch,
  h.mode AS h_mode, h.revision AS h_revision, h.cancelled_at AS h_cancelled_at,
  CASE WHEN ${
    role === 'LAWYER'
      ? sql`TRUE`
      : sql`EXISTS (SELECT 1 FROM matter_entries x
         WHERE x.matter_id = h.matter_id AND x.file_id = h.notice_file_id AND x.shared)`
  }
       THEN h.notice_file_id END AS h_notice_file_id`;

function hearingDto(row: HearingRow): HearingDto {
  return {
    _id: row.h_id!,
    entry_id: row.h_entry_id,
    starts_at: iso(row.h_starts_at),
    court: row.h_court,
    branch: row.h_branch,
    mode: row.h_mode,
    revision: Number(row.h_revision),
    cancelled_at: isoOrNull(row.h_cancelled_at),
    notice_file_id: row.h_notice_file_id,
  };
}

// ---- entries -------------------------------------------------------------------------------------------

type EntryRow = HearingRow & {
  id: string;
  kind: MatterEntryKind;
  shared: boolean;
  author_id: string | null;
  author_name: string | null;
  body: string | null;
  file_id: string | null;
  file_name: string | null;
  file_type: string | null;
  file_size: number | null;
  due_at: unknown;
  ref_id: string | null;
  letter_work_item_id: string | null;
  created_at: unknown;
  cursor_at: string;
};

/** The page's cursor: the last entry's (created_at to the microsecond, id), opaque to the browser. */
const encodeCursor = (row: EntryRow): string => Buffer.from(`${row.cursor_at}|${row.id}`).toString('base64url');
const CURSOR = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6})\|([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

function decodeCursor(cursor: string): { at: string; id: string } {
  const match = CURSOR.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match) throw new AppError('BAD_REQUEST', 'matters.badCursor', { key: 'INVALID_CURSOR' });
  return { at: match[1], id: match[2] };
}

function refOf(matter: PartyMatter, row: EntryRow): MatterEntryDto['ref'] {
  if (!row.ref_id) return null;
  if (row.kind === 'MEETING_BOOKED') return { kind: 'MEETING', _id: row.ref_id };
  if (row.kind === 'PAYMENT') return { kind: 'PAYMENT', _id: row.ref_id };
  if (row.kind === 'LETTER_SIGNED') return row.letter_work_item_id ? { kind: 'WORK_ITEM', _id: row.letter_work_item_id } : null;
  // The engagement the matter opened on, whatever its kind (issue 74).
  if (row.kind === 'OPENED') return { kind: matter.sourceKind, _id: row.ref_id };
  return null;
}

function entryDto(matter: PartyMatter, userId: string, row: EntryRow): MatterEntryDto {
  return {
    _id: row.id,
    kind: row.kind,
    shared: row.shared,
    author:
      row.author_id && row.author_name
        ? { _id: row.author_id, name: row.author_name.trim(), role: row.author_id === matter.lawyerId ? 'LAWYER' : 'CUSTOMER' }
        : null,
    mine: row.author_id === userId,
    body: row.body,
    file:
      row.file_id && row.file_name
        ? {
            _id: row.file_id,
            name: row.file_name,
            content_type: row.file_type ?? 'application/octet-stream',
            size_bytes: Number(row.file_size ?? 0),
            url: matterFileUrl(matter.id, row.file_id),
          }
        : null,
    due_at: isoOrNull(row.due_at),
    hearing: row.h_id ? hearingDto(row) : null,
    ref: refOf(matter, row),
    created_at: iso(row.created_at),
  };
}

/** The entries of `where` (alias e) the reader may see, newest first, with their authors, files and hearings. */
function entryRows(db: Db, matter: PartyMatter, where: SQL, limit: number): Promise<EntryRow[]> {
  return queryRows<EntryRow>(
    db,
    sql`SELECT e.id, e.kind, e.shared, e.author_id, e.body, e.file_id, e.due_at, e.ref_id, e.created_at,
               to_char(e.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US') AS cursor_at,
               CASE WHEN e.author_id = ${matter.lawyerId} THEN coalesce(alp.display_name, au.first_name || ' ' || au.last_name)
                    ELSE au.first_name || ' ' || au.last_name END AS author_name,
               f.original_name AS file_name, f.content_type AS file_type, f.size_bytes AS file_size,
               l.work_item_id AS letter_work_item_id, ${hearingColumns(matter.role)}
          FROM matter_entries e
          LEFT JOIN users au ON au.id = e.author_id
          LEFT JOIN lawyer_profiles alp ON alp.user_id = e.author_id
          LEFT JOIN stored_files f ON f.id = e.file_id
          LEFT JOIN matter_hearings h ON h.entry_id = e.id
          LEFT JOIN engagement_letters l ON e.kind = 'LETTER_SIGNED' AND l.id = e.ref_id
         WHERE e.matter_id = ${matter.id} AND ${visibleTo(matter.role, 'e')} AND ${where}
         ORDER BY e.created_at DESC, e.id DESC
         LIMIT ${limit}`,
  );
}

/** One entry just written, as its writer reads it. */
export async function readEntry(db: Db, matter: PartyMatter, userId: string, entryId: string): Promise<MatterEntryDto> {
  const [row] = await entryRows(db, matter, sql`e.id = ${entryId}`, 1);
  return entryDto(matter, userId, row);
}

/** A page of the timeline, newest first, by (created_at, id): what the reader may see, before `before`. */
async function entryPage(db: Db, matter: PartyMatter, userId: string, before?: string): Promise<MatterEntryPageDto> {
  const after = before ? decodeCursor(before) : null;
  const rows = await entryRows(
    db,
    matter,
    after ? sql`(e.created_at, e.id) < ((${after.at}::timestamp AT TIME ZONE 'UTC'), ${after.id}::uuid)` : sql`TRUE`,
    MATTER_LIMITS.pageSize + 1,
  );
  const page = rows.slice(0, MATTER_LIMITS.pageSize);
  return {
    entries: page.map((row) => entryDto(matter, userId, row)),
    next_cursor: rows.length > MATTER_LIMITS.pageSize ? encodeCursor(page[page.length - 1]) : null,
  };
}

/** GET matters/{id}/entries?before=: an older page. */
export async function getMatterEntries(userId: string, matterId: string, before?: string): Promise<MatterEntryPageDto> {
  const db = await getDb();
  const matter = await findPartyMatterOrThrow(userId, matterId, db);
  return entryPage(db, matter, userId, before);
}

// ---- summaries -----------------------------------------------------------------------------------------

type SummaryRow = HearingRow & {
  id: string;
  lawyer_id: string;
  customer_id: string;
  title: string;
  problem: string | null;
  court: string | null;
  case_number: string | null;
  branch: string | null;
  source_kind: PartyMatter['sourceKind'];
  source_id: string;
  last_shared_at: unknown;
  closed_at: unknown;
  close_reason: string | null;
  created_at: unknown;
  lawyer_name: string;
  lawyer_picture: string | null;
  client_name: string;
  client_picture: string | null;
};

/** The matters of `where` (alias m) with both parties' names and the next hearing the reader may see. */
async function summaries(db: Db, userId: string, where: SQL, statement?: string): Promise<MatterSummaryDto[]> {
  const rows = await queryRows<SummaryRow>(
    db,
    sql`SELECT m.id, m.lawyer_id, m.customer_id, m.title, m.problem, m.court, m.case_number, m.branch, m.source_kind, m.source_id,
               m.last_shared_at, m.closed_at, m.close_reason, m.created_at,
               lp.display_name AS lawyer_name, lp.picture_url AS lawyer_picture,
               cu.first_name || ' ' || cu.last_name AS client_name, cu.picture_url AS client_picture, nh.*
          FROM matters m
          JOIN lawyer_profiles lp ON lp.user_id = m.lawyer_id
          JOIN users cu ON cu.id = m.customer_id
          LEFT JOIN LATERAL (
            SELECT ${hearingColumns('LAWYER')}, e.shared AS h_shared
              FROM matter_hearings h JOIN matter_entries e ON e.id = h.entry_id
             WHERE h.matter_id = m.id AND h.cancelled_at IS NULL AND h.starts_at > now()
               AND (m.lawyer_id = ${userId} OR e.shared)
             ORDER BY h.starts_at LIMIT 1
          ) nh ON TRUE
         WHERE ${where}
         ORDER BY (m.closed_at IS NULL) DESC, m.created_at DESC, m.id DESC`,
    statement,
  );
  const now = new Date();
  return rows.map((r) => {
    const role: MatterRole = r.lawyer_id === userId ? 'LAWYER' : 'CUSTOMER';
    // The client's next hearing names a notice only when a shared entry holds it.
    const next = r.h_id ? hearingDto(r) : null;
    if (next && role === 'CUSTOMER') next.notice_file_id = null;
    return {
      _id: r.id,
      title: r.title,
      problem: r.problem,
      court: r.court,
      case_number: r.case_number,
      branch: r.branch,
      source: { kind: r.source_kind, _id: r.source_id },
      lawyer: personOf(r.lawyer_id, r.lawyer_name, r.lawyer_picture),
      client: personOf(r.customer_id, r.client_name, r.client_picture),
      role,
      last_update_days: daysSinceUpdate(new Date(r.last_shared_at as string), now),
      last_shared_at: iso(r.last_shared_at),
      next_hearing: next,
      closed_at: isoOrNull(r.closed_at),
      close_reason: r.close_reason,
      created_at: iso(r.created_at),
    };
  });
}

/** GET matters: the reader's own matters (as their lawyer or their client), open first, newest first. */
export async function listMatters(userId: string): Promise<z.infer<typeof matterListSchema>> {
  const db = await getDb();
  return { results: await summaries(db, userId, sql`(m.lawyer_id = ${userId} OR m.customer_id = ${userId})`) };
}

// ---- the page ------------------------------------------------------------------------------------------

/** The meeting kinds a matter gathers (the ones it may open from: consultations), for an SQL IN list. */
const matterKinds = (): SQL =>
  sql.join(
    meetingKindsWhere((k) => k.opensMatter).map((kind) => sql`${kind}`),
    sql`, `,
  );

/** What already links the two parties, read live: consultations, work items (sent), their letters, written questions, their files. */
async function linked(db: Db, matter: PartyMatter): Promise<MatterViewDto['linked']> {
  const pair = (alias: string) =>
    sql`${sql.raw(alias)}.lawyer_id = ${matter.lawyerId} AND ${sql.raw(alias)}.customer_id = ${matter.customerId}`;
  // Named statements (queryRows): read on every matter page, each plans once per connection.
  const [meetings, workItems, letters, questions, files] = await Promise.all([
    queryRows<{ id: string; subject: string; start_at: unknown; status: string }>(
      db,
      sql`SELECT mt.id, mt.subject, mt.start_at, mt.status FROM meetings mt
           WHERE ${pair('mt')} AND mt.kind IN (${matterKinds()}) ORDER BY mt.start_at DESC LIMIT 50`,
      'matter_linked_meetings',
    ),
    queryRows<{ id: string; title: string; status: string }>(
      db,
      sql`SELECT w.id, w.title, w.status FROM work_items w WHERE ${pair('w')} AND w.status <> 'DRAFT' ORDER BY w.created_at DESC LIMIT 50`,
      'matter_linked_work_items',
    ),
    queryRows<{ id: string; work_item_id: string; version: number; status: string }>(
      db,
      sql`SELECT l.id, l.work_item_id, l.version, l.status FROM engagement_letters l JOIN work_items w ON w.id = l.work_item_id
           WHERE ${pair('w')} AND w.status <> 'DRAFT' ORDER BY l.created_at DESC LIMIT 50`,
      'matter_linked_letters',
    ),
    queryRows<{ id: string; status: string; created_at: unknown }>(
      db,
      sql`SELECT q.id, q.status, q.created_at FROM written_questions q
           WHERE ${pair('q')} AND q.status IN ('TAKEN', 'ANSWERED', 'FOLLOW_UP', 'CLOSED') ORDER BY q.created_at DESC LIMIT 50`,
      'matter_linked_questions',
    ),
    // Every engagement's files the two parties share (issue 74: ENGAGEMENT_KINDS' `filesShared`, the engagement_files
    // view): GET files/{fileId} lets either party read them.
    queryRows<{ id: string; name: string; size_bytes: unknown; on_kind: EngagementKind; on_id: string; created_at: unknown }>(
      db,
      sql`SELECT f.id, f.original_name AS name, f.size_bytes, e.kind AS on_kind, e.id AS on_id, ef.created_at
            FROM engagements e
            JOIN engagement_files ef ON ef.engagement_id = e.id JOIN stored_files f ON f.id = ef.file_id
           WHERE e.lawyer_id = ${matter.lawyerId} AND e.client_id = ${matter.customerId}
             AND ${sql.raw(engagementStateHolds((kind) => kind.filesShared))}
           ORDER BY ef.created_at DESC LIMIT 50`,
      'matter_linked_files',
    ),
  ]);
  return {
    meetings: meetings.map((r) => ({ _id: r.id, subject: r.subject, start_at: iso(r.start_at), status: r.status })),
    work_items: workItems.map((r) => ({ _id: r.id, title: r.title, status: r.status })),
    letters: letters.map((r) => ({ _id: r.id, work_item_id: r.work_item_id, version: Number(r.version), status: r.status })),
    questions: questions.map((r) => ({ _id: r.id, status: r.status, created_at: iso(r.created_at) })),
    files: files.map((r) => ({
      _id: r.id,
      name: r.name,
      size_bytes: Number(r.size_bytes),
      url: `/api/v1/files/${r.id}`,
      on: { kind: r.on_kind, _id: r.on_id },
      created_at: iso(r.created_at),
    })),
  };
}

/** GET matters/{id}: the head, the first page of entries, the hearings, what links the parties, the file count. */
export async function getMatterView(userId: string, matterId: string): Promise<MatterViewDto> {
  const db = await getDb();
  const matter = await findPartyMatterOrThrow(userId, matterId, db);
  const [[summary], entries, hearings, links, [files]] = await Promise.all([
    // Named statements (queryRows) where the text is fixed: one per role where the role changes it.
    summaries(db, userId, sql`m.id = ${matter.id}`, 'matter_summary_one'),
    entryPage(db, matter, userId),
    queryRows<HearingRow>(
      db,
      sql`SELECT ${hearingColumns(matter.role)} FROM matter_hearings h JOIN matter_entries e ON e.id = h.entry_id
           WHERE h.matter_id = ${matter.id} AND ${visibleTo(matter.role, 'e')} ORDER BY h.starts_at, h.id`,
      `matter_hearings_${matter.role}`,
    ),
    linked(db, matter),
    queryRows<{ n: number }>(
      db,
      sql`SELECT count(DISTINCT e.file_id)::int AS n FROM matter_entries e
           WHERE e.matter_id = ${matter.id} AND e.file_id IS NOT NULL AND ${visibleTo(matter.role, 'e')}`,
      `matter_file_count_${matter.role}`,
    ),
  ]);
  return { matter: summary, entries, hearings: hearings.map(hearingDto), linked: links, file_count: Number(files?.n ?? 0) };
}
