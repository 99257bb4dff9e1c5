// GET /api/v1/matters/{id}/notices/{entryId} – the matter's lawyer reads a notice's reading: "reading", then what its text offered
import { route } from '@/lib/server/platform/http';
import { requireLawyer } from '@/lib/server/auth/require-user';
import { findNoticeRead } from '@/features/matters/server/notice-reads';

export const GET = route<{ id: string; entryId: string }>(async (req, { params }) => {
  const lawyer = await requireLawyer(req);
  const { id, entryId } = await params;
  return findNoticeRead(lawyer.id, id, entryId);
});
