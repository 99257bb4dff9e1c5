import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrateDb, MIGRATIONS_DIR, openDb, queryRows, type DbHandle } from '@/lib/db/client';
import { seedDatabase } from '@/lib/db/seed';
import { ENGAGEMENT_KIND_NAMES } from '@/lib/rules/engagement-kinds';
import { throwawayPostgresDb } from '@/lib/test/db';

// Issue 74 item 1: migration 0071 brings the rows of the last release (0070) into the engagement core. The
// demo data is loaded at 0070, the migration runs, and every payment, review, comment, matter and file is found
// attached, through its engagement, to what it was attached to — on the engine under test (PGlite, or
// PostgreSQL when TEST_DATABASE_URL is set: CI runs both).

const RELEASE = '0070_notice_reads';

/** The migrations folder as the last release had it: every file, the journal cut after RELEASE. */
function releaseFolder(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'abogado-release-'));
  fs.cpSync(MIGRATIONS_DIR, dir, { recursive: true });
  const journalFile = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const last = journal.entries.findIndex((e) => e.tag === RELEASE);
  expect(last).toBeGreaterThan(0);
  expect(journal.entries.length).toBeGreaterThan(last + 1); // the migration under test comes after it
  journal.entries = journal.entries.slice(0, last + 1);
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

/** An empty database of the engine under test (no template: the test migrates it itself). */
async function emptyDb(): Promise<DbHandle> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  return adminUrl ? throwawayPostgresDb(adminUrl) : openDb({ dataDir: 'memory://' });
}

type Attached = { id: string; to: string };

/** What each row is attached to at 0070, by the keys the last release had. */
const BEFORE = {
  payments: sql`SELECT id, coalesce(meeting_id, question_id, work_item_id) AS "to" FROM payments ORDER BY id`,
  reviews: sql`SELECT id, coalesce(meeting_id, question_id) AS "to" FROM reviews ORDER BY id`,
  comments: sql`SELECT id, coalesce(meeting_id, work_item_id) AS "to" FROM comments ORDER BY id`,
  matters: sql`SELECT id, source_id AS "to" FROM matters ORDER BY id`,
  files: sql`SELECT file_id AS id, meeting_id AS "to" FROM meeting_files
             UNION ALL SELECT file_id, work_item_id FROM work_item_files
             UNION ALL SELECT file_id, question_id FROM written_question_files
             UNION ALL SELECT df.file_id, d.order_id FROM service_delivery_files df JOIN service_deliveries d ON d.id = df.delivery_id
             UNION ALL SELECT file_id, order_id FROM service_sending_proof_files
             UNION ALL SELECT sf.file_id, s.order_id FROM service_dispute_files sf JOIN service_disputes s ON s.id = sf.dispute_id
             ORDER BY 1, 2`,
};

/** The same, read through the engagement core after 0071 (an inner join: a row without its engagement is lost). */
const AFTER = {
  payments: sql`SELECT p.id, e.id AS "to" FROM payments p JOIN engagements e ON e.id = p.engagement_id
                 AND e.client_id = p.customer_id AND e.lawyer_id = p.lawyer_id ORDER BY p.id`,
  reviews: sql`SELECT r.id, e.id AS "to" FROM reviews r JOIN engagements e ON e.id = r.engagement_id
                AND e.client_id = r.customer_id AND e.lawyer_id = r.lawyer_id ORDER BY r.id`,
  comments: sql`SELECT c.id, e.id AS "to" FROM comments c JOIN engagements e ON e.id = c.engagement_id ORDER BY c.id`,
  matters: sql`SELECT m.id, e.id AS "to" FROM matters m JOIN engagements e ON e.id = m.source_id AND e.kind = m.source_kind
                AND e.client_id = m.customer_id AND e.lawyer_id = m.lawyer_id ORDER BY m.id`,
  files: sql`SELECT ef.file_id AS id, e.id AS "to" FROM engagement_files ef JOIN engagements e ON e.id = ef.engagement_id ORDER BY 1, 2`,
};

async function read(handle: DbHandle, queries: Record<keyof typeof BEFORE, ReturnType<typeof sql>>) {
  const out: Record<string, Attached[]> = {};
  for (const [name, query] of Object.entries(queries)) out[name] = await queryRows<Attached>(handle.db, query);
  return out;
}

const PLANTED = 'Planted: a work item sharing a meeting’s id';

/**
 * The last release's demo data gave its letter's work item the id of a demo meeting (the seed has since been
 * given another); a database seeded then still holds the pair. Planted here as it was: a work item with a
 * meeting's id, its payment and its file.
 */
async function plantSharedId(h: DbHandle): Promise<void> {
  await h.db.execute(sql`
    WITH m AS (SELECT id, customer_id, lawyer_id FROM meetings ORDER BY id LIMIT 1)
    INSERT INTO work_items SELECT (jsonb_populate_record(NULL::work_items, to_jsonb(w) || jsonb_build_object('id', m.id,
      'customer_id', m.customer_id, 'lawyer_id', m.lawyer_id, 'title', ${PLANTED}::text))).*
    FROM work_items w, m WHERE w.kind = 'CUSTOM' ORDER BY w.id LIMIT 1`);
  await h.db.execute(sql`
    INSERT INTO payments SELECT (jsonb_populate_record(NULL::payments, to_jsonb(p) || jsonb_build_object(
      'id', gen_random_uuid(), 'reference', payment_reference(), 'provider_session_id', NULL, 'meeting_id', NULL,
      'question_id', NULL, 'additional_service_id', NULL, 'work_item_id', w.id, 'customer_id', w.customer_id, 'lawyer_id', w.lawyer_id))).*
    FROM payments p, work_items w WHERE w.title = ${PLANTED} ORDER BY p.id LIMIT 1`);
  await h.db.execute(sql`
    INSERT INTO work_item_files (work_item_id, file_id)
    SELECT (SELECT w.id FROM work_items w WHERE w.title = ${PLANTED}), f.id FROM stored_files f
     WHERE f.id NOT IN (SELECT file_id FROM meeting_files) ORDER BY f.id LIMIT 1`);
  // The demo data holds no comment: one on a meeting and one on a work item, so that comments are compared too.
  await h.db.execute(sql`
    INSERT INTO comments (author_id, meeting_id, body) SELECT customer_id, id, 'On the meeting' FROM meetings ORDER BY id LIMIT 1`);
  await h.db.execute(sql`
    INSERT INTO comments (author_id, work_item_id, body)
    SELECT lawyer_id, id, 'On the work' FROM work_items WHERE title <> ${PLANTED} ORDER BY id LIMIT 1`);
}

describe('migration 0071: the engagement core over the last release’s demo data', () => {
  let handle: DbHandle;
  let before: Record<string, Attached[]>;

  beforeAll(async () => {
    handle = await emptyDb();
    const folder = releaseFolder();
    await migrateDb(handle, folder);
    fs.rmSync(folder, { recursive: true, force: true });
    await seedDatabase(handle.db, { lawyers: 24, release: 70 });
    await plantSharedId(handle);
    before = await read(handle, BEFORE);
    await migrateDb(handle);
  }, 240_000);
  afterAll(async () => handle?.close());

  it('finds every payment, review, comment, matter and file attached to what it was attached to', async () => {
    // The demo data holds each of them, so the comparison below compares something.
    for (const name of Object.keys(BEFORE)) expect({ name, some: before[name].length > 0 }).toEqual({ name, some: true });
    // The planted work item moved to a new id, and what pointed at it moved along; the meeting kept its id.
    const [moved] = await queryRows<{ id: string; old: string }>(
      handle.db,
      sql`SELECT w.id, (SELECT id FROM meetings ORDER BY id LIMIT 1) AS old FROM work_items w WHERE w.title = ${PLANTED}`,
    );
    expect(moved.id).not.toBe(moved.old);
    const planted = new Set(
      (
        await queryRows<{ id: string }>(
          handle.db,
          sql`SELECT id FROM payments WHERE work_item_id = ${moved.id} UNION ALL SELECT file_id FROM work_item_files WHERE work_item_id = ${moved.id}`,
        )
      ).map((r) => r.id),
    );
    expect(planted.size).toBe(2);
    const order = (a: Attached, b: Attached) => (a.id + a.to < b.id + b.to ? -1 : 1);
    const expected = Object.fromEntries(
      Object.entries(before).map(([name, rows]) => [
        name,
        rows.map((r) => (r.to === moved.old && planted.has(r.id) ? { ...r, to: moved.id } : r)).sort(order),
      ]),
    );
    const after = await read(handle, AFTER);
    for (const rows of Object.values(after)) rows.sort(order);
    expect(after).toEqual(expected);
  });

  it('gives every meeting, work item and written question its engagement, of its kind, between its two people', async () => {
    const [row] = await queryRows<{ rows: number; engagements: number; wrong: number }>(
      handle.db,
      sql`WITH own AS (
            SELECT id, 'MEETING' AS kind, customer_id, lawyer_id FROM meetings
            UNION ALL SELECT id, CASE WHEN kind = 'SERVICE' THEN 'SERVICE_ORDER' ELSE 'WORK_ITEM' END, customer_id, lawyer_id FROM work_items
            UNION ALL SELECT id, 'QUESTION', customer_id, lawyer_id FROM written_questions)
          SELECT (SELECT count(*)::int FROM own) AS rows, (SELECT count(*)::int FROM engagements) AS engagements,
                 (SELECT count(*)::int FROM own o LEFT JOIN engagements e ON e.id = o.id AND e.kind = o.kind
                    AND e.client_id = o.customer_id AND e.lawyer_id = o.lawyer_id WHERE e.id IS NULL) AS wrong`,
    );
    expect(row.rows).toBeGreaterThan(0);
    expect(row).toEqual({ rows: row.rows, engagements: row.rows, wrong: 0 });
  });

  it('writes the engagement of a new row in its statement, follows a moved lawyer, and goes with a deleted draft', async () => {
    const [q] = await queryRows<{ id: string; customer_id: string; lawyer_id: string }>(
      handle.db,
      sql`SELECT id, customer_id, lawyer_id FROM written_questions ORDER BY id LIMIT 1`,
    );
    const [other] = await queryRows<{ user_id: string }>(
      handle.db,
      sql`SELECT user_id FROM lawyer_profiles WHERE user_id <> ${q.lawyer_id} ORDER BY user_id LIMIT 1`,
    );
    const [draft] = await queryRows<{ id: string }>(
      handle.db,
      sql`INSERT INTO written_questions (customer_id, lawyer_id, problem, facts, status)
          SELECT customer_id, lawyer_id, problem, facts, 'DRAFT' FROM written_questions WHERE id = ${q.id} RETURNING id`,
    );
    const engagement = async (id: string) =>
      queryRows<{ kind: string; client_id: string; lawyer_id: string }>(
        handle.db,
        sql`SELECT kind, client_id, lawyer_id FROM engagements WHERE id = ${id}`,
      );
    expect(await engagement(draft.id)).toEqual([{ kind: 'QUESTION', client_id: q.customer_id, lawyer_id: q.lawyer_id }]);
    await handle.db.execute(sql`UPDATE written_questions SET lawyer_id = ${other.user_id} WHERE id = ${draft.id}`);
    expect(await engagement(draft.id)).toEqual([{ kind: 'QUESTION', client_id: q.customer_id, lawyer_id: other.user_id }]);
    await handle.db.execute(sql`DELETE FROM written_questions WHERE id = ${draft.id}`);
    expect(await engagement(draft.id)).toEqual([]);
  });

  it('deletes a draft whose payment attempt came to nothing: the attempt stays, without an engagement', async () => {
    const [w] = await queryRows<{ id: string }>(
      handle.db,
      sql`INSERT INTO work_items SELECT (jsonb_populate_record(NULL::work_items, to_jsonb(w) || jsonb_build_object(
            'id', gen_random_uuid(), 'status', 'DRAFT', 'title', 'A withdrawn proposal'))).*
          FROM work_items w WHERE w.kind = 'CUSTOM' ORDER BY w.id LIMIT 1 RETURNING id`,
    );
    const [p] = await queryRows<{ id: string }>(
      handle.db,
      sql`INSERT INTO payments (customer_id, lawyer_id, work_item_id, provider, amount_centavos, description, status)
          SELECT customer_id, lawyer_id, id, 'SANDBOX', 100000, 'Work', 'CANCELLED' FROM work_items WHERE id = ${w.id} RETURNING id`,
    );
    await handle.db.execute(sql`DELETE FROM work_items WHERE id = ${w.id}`);
    expect(await queryRows(handle.db, sql`SELECT status, engagement_id FROM payments WHERE id = ${p.id}`)).toEqual([
      { status: 'CANCELLED', engagement_id: null },
    ]);
    expect(await queryRows(handle.db, sql`SELECT id FROM engagements WHERE id = ${w.id}`)).toEqual([]);
  });

  it("lets the database take exactly the kinds table's kinds, for engagements and for a matter's source", async () => {
    const checks = await queryRows<{ name: string; def: string }>(
      handle.db,
      sql`SELECT conname AS name, pg_get_constraintdef(oid) AS def FROM pg_constraint
           WHERE conname IN ('engagements_kind_check', 'matters_source_kind_check') ORDER BY conname`,
    );
    const kinds = (def: string) => [...def.matchAll(/'([A-Z_]+)'/g)].map((m) => m[1]).sort();
    expect(checks.map((c) => ({ name: c.name, kinds: kinds(c.def) }))).toEqual(
      ['engagements_kind_check', 'matters_source_kind_check'].map((name) => ({ name, kinds: [...ENGAGEMENT_KIND_NAMES].sort() })),
    );
  });

  it('refuses a live payment for no engagement, and a matter whose kind is not its engagement’s', async () => {
    const [p] = await queryRows<{ customer_id: string; lawyer_id: string }>(handle.db, sql`SELECT customer_id, lawyer_id FROM payments LIMIT 1`);
    await expect(
      handle.db.execute(
        sql`INSERT INTO payments (customer_id, lawyer_id, provider, amount_centavos, description)
            VALUES (${p.customer_id}, ${p.lawyer_id}, 'sandbox', 100, 'nothing')`,
      ),
    ).rejects.toThrow();
    const [m] = await queryRows<{ id: string; source_kind: string }>(handle.db, sql`SELECT id, source_kind FROM matters LIMIT 1`);
    const wrong = m.source_kind === 'QUESTION' ? 'MEETING' : 'QUESTION';
    await expect(handle.db.execute(sql`UPDATE matters SET source_kind = ${wrong} WHERE id = ${m.id}`)).rejects.toThrow();
  });
});
