// GET /api/v1/work-items/{id}/letter/pdf – a version's PDF for either party: signed (with its certificate) once both signed
import { readQuery, route } from '@/lib/server/platform/http';
import { requireUser } from '@/lib/server/auth/require-user';
import { pdfResponse } from '@/lib/server/platform/pdf/pdf-document';
import { getLetterPdf } from '@/lib/server/work-items/letters/letter-download';
import { letterQuerySchema } from '@/lib/validation/engagement-letters';

export const dynamic = 'force-dynamic';

export const GET = route<{ id: string }>(async (req, { params }) => {
  const user = await requireUser(req);
  const query = readQuery(req, letterQuerySchema);
  return pdfResponse(await getLetterPdf(user.id, (await params).id, query));
});
