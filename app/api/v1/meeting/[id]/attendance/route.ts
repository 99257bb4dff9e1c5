// POST /api/v1/meeting/{id}/attendance – the call page reports its media connection up {conn}: the party attended (CSRF-checked; only a connection both parties negotiated)
import { readJson, route } from '@/lib/server/http';
import { requireUser } from '@/lib/server/auth/require-user';
import { recordConnected } from '@/lib/server/video/attendance';
import { attendanceReportBodySchema } from '@/lib/validation/call';

export const dynamic = 'force-dynamic';

export const POST = route<{ id: string }>(async (req, { params }) => {
  const user = await requireUser(req);
  const { id } = await params;
  const { conn } = await readJson(req, attendanceReportBodySchema);
  return recordConnected(user.id, id, conn);
});
