import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { queryRows } from '@/lib/db/client';
import { isUuid } from '@/lib/validation/ids';

/** Whether clients may see this lawyer: public, complete, IBP-verified, account not disabled. */
export async function isListedLawyer(lawyerId: string): Promise<boolean> {
  if (!isUuid(lawyerId)) return false;
  const db = await getDb();
  const rows = await queryRows<{ ok: number }>(
    db,
    sql`SELECT 1 AS ok FROM lawyer_profiles p JOIN users u ON u.id = p.user_id
        WHERE p.user_id = ${lawyerId}::uuid AND p.is_public AND p.is_complete AND p.ibp_verified AND u.disabled_at IS NULL`,
  );
  return rows.length > 0;
}
