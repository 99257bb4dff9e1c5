import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { queryRows } from '@/lib/db/client';

/**
 * The lawyer's public name and, while their IBP verification stands, their roll number (as the written
 * answers and the profile's QR page show it): what a legal-aid hours report and its verify page print.
 */
export async function reportingLawyer(lawyerId: string): Promise<{ name: string; roll: string | null }> {
  const [row] = await queryRows<{ name: string; roll: string; verified: boolean }>(
    await getDb(),
    sql`SELECT p.display_name AS name, p.roll_number AS roll, (p.ibp_verified AND u.disabled_at IS NULL) AS verified
          FROM lawyer_profiles p JOIN users u ON u.id = p.user_id WHERE p.user_id = ${lawyerId}::uuid`,
  );
  return { name: row?.name ?? '', roll: row?.verified && row.roll.trim() ? row.roll.trim() : null };
}
