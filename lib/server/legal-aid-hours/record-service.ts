import 'server-only';
import type { Db } from '@/lib/db';
import { tables as t } from '@/lib/db';
import type { LegalAidServiceKind } from '@/lib/rules/legal-aid';

/**
 * One line of the lawyer's legal-aid hours ledger (issue 61), in the caller's transaction: a service given,
 * kept for the lawyer's ULAS report with the beneficiary's initials only. Once per request and kind (a replayed
 * settlement writes nothing more).
 */
export async function recordLegalAidService(
  tx: Db,
  line: {
    lawyerId: string;
    requestId: string;
    /** The day the service was given, in Manila (YYYY-MM-DD). */
    serviceDate: string;
    kind: LegalAidServiceKind;
    minutes: number;
    beneficiaryInitials: string;
    area: string;
  },
): Promise<void> {
  await tx
    .insert(t.legalAidServices)
    .values(line)
    .onConflictDoNothing({ target: [t.legalAidServices.requestId, t.legalAidServices.kind] });
}
