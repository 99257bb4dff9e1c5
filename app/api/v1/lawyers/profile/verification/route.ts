// PUT /api/v1/lawyers/profile/verification – upload your IBP ID and/or government ID again (multipart "ibp_id", "government_id"); the review starts over
import { route } from '@/lib/server/platform/http';
import { requireLawyer } from '@/lib/server/auth/require-user';
import { readMultipart } from '@/lib/server/platform/storage/read-multipart';
import { RESUBMIT_LIMITS, resubmitVerification } from '@/lib/server/admin/verification/resubmit-verification';

export const dynamic = 'force-dynamic';

export const PUT = route(async (req) => {
  const lawyer = await requireLawyer(req);
  return resubmitVerification(lawyer.id, await readMultipart(req, RESUBMIT_LIMITS));
});
