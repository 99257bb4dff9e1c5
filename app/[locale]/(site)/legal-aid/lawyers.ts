import 'server-only';
import type { LegalAidLawyerDto } from '@/lib/dto/legal-aid';

/**
 * The desk's list as GET legal-aid/lawyers answers it (lawyers listed publicly with an offer on), read
 * on the server for /legal-aid and the declaration page. STUB until CORE's service (lib/server/legal-aid)
 * is merged: this is the one place to call it from.
 */
export async function loadLegalAidLawyers(problem?: number): Promise<LegalAidLawyerDto[]> {
  void problem;
  return [];
}
