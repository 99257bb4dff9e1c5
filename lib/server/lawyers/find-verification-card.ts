import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { queryRows } from '@/lib/db/client';
import type { LawyerVerificationCard } from '@/lib/dto/lawyer-profile';
import { env } from '@/lib/server/env';
import { isUuid } from '@/lib/validation/ids';
import { listedLawyerSql } from './listed-lawyer';

/** The verification page's address, which the QR code on the public profile encodes. */
export function verificationPageUrl(lawyerId: string): string {
  return `${env().APP_URL}/verify/${lawyerId}`;
}

type Row = { id: string; display_name: string; roll_number: string; verified: boolean; verified_at: string | Date | null; listed: boolean };

/**
 * What anyone scanning a lawyer's QR code may check: name, roll number and whether the IBP
 * verification stands (verified, and the account not disabled). The profile link only when the
 * lawyer is listed. Null for an unknown or malformed id. Any lawyer has a card, listed or not:
 * a printed QR code must keep answering after a lawyer hides the profile.
 */
export async function findVerificationCard(lawyerId: string): Promise<LawyerVerificationCard | null> {
  if (!isUuid(lawyerId)) return null;
  const db = await getDb();
  const [row] = await queryRows<Row>(
    db,
    sql`SELECT p.user_id AS id, p.display_name, p.roll_number, p.ibp_verified_at AS verified_at,
          (p.ibp_verified AND u.disabled_at IS NULL) AS verified, ${listedLawyerSql('p')} AS listed
        FROM lawyer_profiles p JOIN users u ON u.id = p.user_id
        WHERE p.user_id = ${lawyerId}::uuid`,
  );
  if (!row) return null;
  return {
    _id: row.id,
    name: `Atty. ${row.display_name}`,
    roll_number: row.roll_number,
    verified: row.verified,
    verified_since: row.verified && row.verified_at ? new Date(row.verified_at).toISOString() : null,
    profile_url: row.listed ? `${env().APP_URL}/lawyer/${row.id}` : null,
  };
}
