// POST /api/v1/meeting/{id}/attendance – the call page reports its media connection up {conn}: the party attended (CSRF-checked; only a connection negotiated through our signalling)
// Either party, or the meeting's admitted guest (issue 63 item 5: the attendance record names them too).
import { readJson, route } from '@/lib/server/platform/http';
import { callPrincipal } from '@/lib/server/calls/call-parties';
import { recordConnected } from '@/lib/server/calls/attendance';
import { attendanceReportBodySchema } from '@/lib/validation/call';

export const dynamic = 'force-dynamic';

export const POST = route<{ id: string }>(async (req, { params }) => {
  const { id } = await params;
  const principal = await callPrincipal(req, id);
  const { conn } = await readJson(req, attendanceReportBodySchema);
  return recordConnected(principal, id, conn);
});
