// GET /api/v1/meeting/{id}/receipt – the client's PDF receipt of a paid consultation (the lawyer and anyone else: 404)
import { route } from '@/lib/server/platform/http';
import { requireUser } from '@/lib/server/auth/require-user';
import { getMeetingReceipt } from '@/lib/server/meetings/meeting-receipt';
import { meetingParamsSchema } from '@/lib/validation/meetings';

export const dynamic = 'force-dynamic';

export const GET = route<{ id: string }>(async (req, { params }) => {
  const user = await requireUser(req);
  const { id } = meetingParamsSchema.parse(await params);
  const pdf = await getMeetingReceipt(user.id, id);
  return new Response(new Uint8Array(pdf.content), {
    headers: {
      'Content-Type': pdf.contentType,
      'Content-Disposition': `attachment; filename="${pdf.filename}"`,
      'Cache-Control': 'private, no-store',
    },
  });
});
