import 'server-only';
import { and, isNotNull } from 'drizzle-orm';
import { getDb, tables as t } from '@/lib/db';
import { commissionCoversOffice } from '@/lib/reference/rtc-stations';

export type CommissionCheck = {
  _id: string;
  display_name: string;
  commissioning_court: string;
  territory: string | null;
  city: string | null;
  is_public: boolean;
  /** 'outside': the office's city is not in the court's territory; 'unknown': the court names no station we list. */
  finding: 'outside' | 'unknown';
};

/**
 * The admin's commission review (issue 57 item 3): notary profiles whose office the commissioning
 * court's territory does not clearly cover (lib/reference/rtc-stations.ts). Saving refuses 'outside'
 * now; a profile saved before, or a court written in words we cannot place, is checked here by a
 * person against the commission document. Outside first, then public ones, then by name.
 */
export async function listCommissionChecks(): Promise<CommissionCheck[]> {
  const db = await getDb();
  const rows = await db
    .select({
      id: t.notaryProfiles.id,
      name: t.notaryProfiles.displayName,
      court: t.notaryProfiles.commissioningCourt,
      territory: t.notaryProfiles.territory,
      city: t.notaryProfiles.city,
      citySlug: t.notaryProfiles.citySlug,
      isPublic: t.notaryProfiles.isPublic,
    })
    .from(t.notaryProfiles)
    .where(and(isNotNull(t.notaryProfiles.commissioningCourt), isNotNull(t.notaryProfiles.citySlug)));
  const flagged: CommissionCheck[] = [];
  for (const r of rows) {
    const finding = commissionCoversOffice(r.court!, r.citySlug!);
    if (finding === 'inside') continue;
    flagged.push({
      _id: r.id,
      display_name: r.name,
      commissioning_court: r.court!,
      territory: r.territory,
      city: r.city,
      is_public: r.isPublic,
      finding,
    });
  }
  const rank = (c: CommissionCheck) => (c.finding === 'outside' ? 0 : 2) + (c.is_public ? 0 : 1);
  return flagged.sort((a, b) => rank(a) - rank(b) || a.display_name.localeCompare(b.display_name));
}
