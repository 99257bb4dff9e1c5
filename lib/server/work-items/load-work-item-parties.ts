import 'server-only';
import { NAMELESS, nameInMessage } from '@/lib/format/name-in-message';
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { queryRows } from '@/lib/db/client';
import type { Locale } from '@/lib/i18n/paths';

export type WorkItemParties = {
  id: string;
  title: string;
  price: number;
  revision: number;
  status: string;
  estimatedTimeline: string | null;
  /** Each party's own language (users.language): what they are written to in (issue 40). */
  lawyer: { id: string; email: string; name: string; language: Locale };
  customer: { id: string; email: string; name: string; language: Locale };
};

type Row = {
  id: string;
  title: string;
  price_centavos: number;
  revision: number;
  status: string;
  estimated_timeline: string | null;
  lawyer_id: string;
  lawyer_email: string;
  lawyer_name: string;
  lawyer_language: Locale;
  customer_id: string;
  customer_email: string;
  customer_name: string;
  customer_language: Locale;
};

/** What the work-item e-mails and notifications need about the item and its two parties. */
export async function loadWorkItemParties(workItemId: string): Promise<WorkItemParties | null> {
  const db = await getDb();
  const [r] = await queryRows<Row>(
    db,
    sql`SELECT w.id, w.title, w.price_centavos, w.revision, w.status, w.estimated_timeline,
               w.lawyer_id, lu.email AS lawyer_email, lp.display_name AS lawyer_name, lu.language AS lawyer_language,
               w.customer_id, cu.email AS customer_email, cu.first_name || ' ' || cu.last_name AS customer_name, cu.language AS customer_language
        FROM work_items w JOIN users lu ON lu.id = w.lawyer_id JOIN lawyer_profiles lp ON lp.user_id = w.lawyer_id JOIN users cu ON cu.id = w.customer_id
        WHERE w.id = ${workItemId}::uuid`,
  );
  if (!r) return null;
  return {
    id: r.id,
    title: r.title,
    price: Number(r.price_centavos),
    revision: Number(r.revision),
    status: r.status,
    estimatedTimeline: r.estimated_timeline,
    // Names as the messages to the other party carry them: without links or domains (issue 38).
    lawyer: { id: r.lawyer_id, email: r.lawyer_email, name: nameInMessage(r.lawyer_name, NAMELESS.lawyer), language: r.lawyer_language },
    customer: {
      id: r.customer_id,
      email: r.customer_email,
      name: nameInMessage(r.customer_name, NAMELESS.client),
      language: r.customer_language,
    },
  };
}
