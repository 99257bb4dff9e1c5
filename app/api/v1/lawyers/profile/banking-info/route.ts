// POST /api/v1/lawyers/profile/banking-info – the bank (from the list), account name and number
import { route, readJson } from '@/lib/server/platform/http';
import { requireLawyer } from '@/lib/server/auth/require-user';
import { saveResponse } from '@/lib/server/lawyers/profile/profile-change';
import { saveBankingInfo } from '@/lib/server/lawyers/profile/sections';
import { bankingInfoSchema } from '@/lib/validation/lawyer-profile';

export const POST = route(async (req) => {
  const lawyer = await requireLawyer(req);
  return saveResponse(await saveBankingInfo(lawyer.id, await readJson(req, bankingInfoSchema)));
});
