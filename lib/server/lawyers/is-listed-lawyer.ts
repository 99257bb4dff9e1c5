import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { queryRows } from '@/lib/db/client';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether clients may see this lawyer: public, complete, IBP-verified, account not disabled. */
export async function isListedLawyer(lawyerId: string): Promise<boolean> {
  if (!UUID.test(lawyerId)) return false;
  const db = await getDb();
  const rows = await queryRows<{ ok: number }>(
    db,
    sql`SELECT 1 AS ok FROM lawyer_profiles p JOIN users u ON u.id = p.user_id
        WHERE p.user_id = ${lawyerId}::uuid AND p.is_public AND p.is_complete AND p.ibp_verified AND u.disabled_at IS NULL`,
  );
  return rows.length > 0;
}
