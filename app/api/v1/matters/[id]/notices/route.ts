// POST /api/v1/matters/{id}/notices – the lawyer uploads a court notice (one PDF): kept as a private file entry, its reading queued; 202 at once
import { route } from '@/lib/server/platform/http';
import { requireLawyer } from '@/lib/server/auth/require-user';
import { readCourtNotice } from '@/features/matters/server/notice-reads';

export const POST = route<{ id: string }>(async (req, { params }) => {
  const lawyer = await requireLawyer(req);
  const { id } = await params;
  return Response.json(await readCourtNotice(lawyer.id, id, req), { status: 202 });
});
