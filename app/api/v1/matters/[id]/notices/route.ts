// POST /api/v1/matters/{id}/notices – the lawyer uploads a court notice (one PDF): kept as a private file entry; its dates offered, no hearing added
import { route } from '@/lib/server/http';
import { requireLawyer } from '@/lib/server/auth/require-user';
import { NOTICE_FORM_LIMITS, readCourtNotice } from '@/lib/server/matters/notice-text';
import { readMultipart } from '@/lib/server/storage/read-multipart';

export const POST = route<{ id: string }>(async (req, { params }) => {
  const lawyer = await requireLawyer(req);
  const { id } = await params;
  return Response.json(await readCourtNotice(lawyer.id, id, await readMultipart(req, NOTICE_FORM_LIMITS)), { status: 201 });
});
