// GET /api/v1/meeting/{id}/notary-draft – the prepared draft of a notarial appointment (PDF, to bring unsigned); its client and notary only (others: 404)
import { route } from '@/lib/server/platform/http';
import { requireUser } from '@/lib/server/auth/require-user';
import { getNotaryDraft } from '@/lib/server/notary/notary-draft';
import { meetingParamsSchema } from '@/lib/validation/meetings';

export const dynamic = 'force-dynamic';

export const GET = route<{ id: string }>(async (req, { params }) => {
  const user = await requireUser(req);
  const { id } = meetingParamsSchema.parse(await params);
  const pdf = await getNotaryDraft(user.id, id);
  return new Response(new Uint8Array(pdf.content), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${pdf.filename}"`,
      'Cache-Control': 'private, no-store',
    },
  });
});
