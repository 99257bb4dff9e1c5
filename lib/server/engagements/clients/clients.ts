import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { queryRows } from '@/lib/db/client';
import { AppError } from '@/lib/server/platform/http/errors';
import { isUuid } from '@/lib/validation/ids';
import { CLIENTS_PAGE_SIZE } from '@/lib/config/pages';

export type ClientDto = {
  _id: string;
  first_name: string;
  last_name: string;
  email: string;
  picture_url: string | null;
  meetings: number;
  last_meeting: string | null;
  next_meeting: string | null;
  total_paid: number;
};

type Row = {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  picture_url: string | null;
  meetings: number;
  last_meeting: string | Date | null;
  next_meeting: string | Date | null;
  total_paid: number | string;
};

/**
 * A lawyer's clients: customers with a paid (or finished, or cancelled) meeting or a work item with
 * this lawyer. A hold that was never paid does not make someone a client.
 */
function clientsQuery(lawyerId: string, now: Date, only?: string) {
  const nowIso = now.toISOString();
  return sql`
    WITH links AS (
      SELECT customer_id FROM meetings WHERE lawyer_id = ${lawyerId}::uuid AND status IN ('CONFIRMED', 'COMPLETED', 'CANCELLED')
      UNION SELECT customer_id FROM work_items WHERE lawyer_id = ${lawyerId}::uuid AND status <> 'DRAFT'
    )
    SELECT u.id, u.first_name, u.last_name, u.email, u.picture_url,
      (SELECT count(*)::int FROM meetings m WHERE m.lawyer_id = ${lawyerId}::uuid AND m.customer_id = u.id AND m.status IN ('CONFIRMED', 'COMPLETED')) AS meetings,
      (SELECT max(m.start_at) FROM meetings m WHERE m.lawyer_id = ${lawyerId}::uuid AND m.customer_id = u.id AND m.status IN ('CONFIRMED', 'COMPLETED') AND m.start_at <= ${nowIso}::timestamptz) AS last_meeting,
      (SELECT min(m.start_at) FROM meetings m WHERE m.lawyer_id = ${lawyerId}::uuid AND m.customer_id = u.id AND m.status = 'CONFIRMED' AND m.start_at > ${nowIso}::timestamptz) AS next_meeting,
      (SELECT coalesce(sum(p.amount_centavos), 0)::bigint FROM payments p WHERE p.lawyer_id = ${lawyerId}::uuid AND p.customer_id = u.id AND p.status = 'PAID') AS total_paid
    FROM links l JOIN users u ON u.id = l.customer_id
    ${only ? sql`WHERE u.id = ${only}::uuid` : sql``}`;
}

const iso = (v: string | Date | null) => (v ? new Date(v).toISOString() : null);
const toDto = (r: Row): ClientDto => ({
  _id: r.id,
  first_name: r.first_name,
  last_name: r.last_name,
  email: r.email,
  picture_url: r.picture_url,
  meetings: Number(r.meetings),
  last_meeting: iso(r.last_meeting),
  next_meeting: iso(r.next_meeting),
  total_paid: Number(r.total_paid),
});

export async function listLawyerClients(
  lawyerId: string,
  options: { page?: number; limit?: number; now?: Date } = {},
): Promise<{ results: ClientDto[]; hasMore: boolean; page: number }> {
  const page = options.page ?? 0;
  const limit = options.limit ?? CLIENTS_PAGE_SIZE;
  const db = await getDb();
  const rows = await queryRows<Row>(
    db,
    sql`SELECT * FROM (${clientsQuery(lawyerId, options.now ?? new Date())}) c
        ORDER BY coalesce(c.next_meeting, c.last_meeting) DESC NULLS LAST, c.last_name, c.id LIMIT ${limit + 1} OFFSET ${page * limit}`,
  );
  return { results: rows.slice(0, limit).map(toDto), hasMore: rows.length > limit, page };
}

/** One client of this lawyer; anyone who is not (yet) their client is a 404. */
export async function getLawyerClient(lawyerId: string, clientId: string, now = new Date()): Promise<ClientDto> {
  const notFound = new AppError('NOT_FOUND', 'clients.clientNotFound', { key: 'CLIENT_NOT_FOUND' });
  if (!isUuid(clientId)) throw notFound;
  const db = await getDb();
  const [row] = await queryRows<Row>(db, clientsQuery(lawyerId, now, clientId));
  if (!row) throw notFound;
  return toDto(row);
}

export type ClientWorkItem = { _id: string; title: string; status: string; price: number; created_at: string };

export async function listClientWorkItems(lawyerId: string, clientId: string): Promise<ClientWorkItem[]> {
  const db = await getDb();
  const rows = await queryRows<{ id: string; title: string; status: string; price_centavos: number; created_at: string | Date }>(
    db,
    sql`SELECT id, title, status, price_centavos, created_at FROM work_items
        WHERE lawyer_id = ${lawyerId}::uuid AND customer_id = ${clientId}::uuid ORDER BY created_at DESC LIMIT 100`,
  );
  return rows.map((r) => ({
    _id: r.id,
    title: r.title,
    status: r.status,
    price: r.price_centavos,
    created_at: new Date(r.created_at).toISOString(),
  }));
}

/**
 * Whether this customer has booked this lawyer (a paid consultation, held or past), or asked them for a
 * proposal from a written question's answer (issue 60): the clients a lawyer may send an engagement proposal to.
 */
export async function hasBookedLawyer(lawyerId: string, customerId: string): Promise<boolean> {
  if (!isUuid(customerId)) return false;
  const db = await getDb();
  const rows = await queryRows<{ one: number }>(
    db,
    sql`SELECT 1 AS one FROM meetings m JOIN users u ON u.id = m.customer_id
        WHERE m.lawyer_id = ${lawyerId}::uuid AND m.customer_id = ${customerId}::uuid AND u.type = 'CUSTOMER'
          AND m.status IN ('CONFIRMED', 'COMPLETED') AND m.work_item_id IS NULL
        UNION ALL
        -- Issue 60: a client who asked this lawyer for a proposal from their answered written question.
        SELECT 1 FROM written_questions q JOIN users u ON u.id = q.customer_id
        WHERE q.lawyer_id = ${lawyerId}::uuid AND q.customer_id = ${customerId}::uuid AND u.type = 'CUSTOMER'
          AND q.proposal_requested_at IS NOT NULL
        LIMIT 1`,
  );
  return rows.length > 0;
}
