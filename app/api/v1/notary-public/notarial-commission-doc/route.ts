// POST /api/v1/notary-public/notarial-commission-doc – multipart "document" (PDF or image, ≤ 10 MB), stored privately.
// Spec §7 says this call "returns picture_url": the document's own (private) URL is given under that name too.
import { route } from '@/lib/server/platform/http';
import { requireLawyer } from '@/lib/server/auth/require-user';
import { COMMISSION_DOC_LIMITS, saveCommissionDoc } from '@/lib/server/notary/notary-uploads';
import { readMultipart } from '@/lib/server/platform/storage/read-multipart';

export const POST = route(async (req) => {
  const lawyer = await requireLawyer(req);
  const change = await saveCommissionDoc(lawyer.id, await readMultipart(req, COMMISSION_DOC_LIMITS));
  const url = change.result.notarial_commission_doc_url;
  return { picture_url: url, notarial_commission_doc_url: url, data: { notarial_commission_doc_url: url }, profile: change.profile };
});
