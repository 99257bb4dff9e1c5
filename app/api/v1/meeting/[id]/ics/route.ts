// GET /api/v1/meeting/{id}/ics – "Add to calendar": the meeting as an .ics file for either party (METHOD:PUBLISH; the UID of its mails and the lawyer's feed)
import { route } from '@/lib/server/platform/http';
import { requireUser } from '@/lib/server/auth/require-user';
import { getMeetingCalendar } from '@/lib/server/meetings/get-meeting-calendar';
import { meetingParamsSchema } from '@/lib/validation/meetings';

export const dynamic = 'force-dynamic';

export const GET = route<{ id: string }>(async (req, { params }) => {
  const user = await requireUser(req);
  const { id } = meetingParamsSchema.parse(await params);
  const ics = await getMeetingCalendar(user.id, id);
  return new Response(ics.content, {
    headers: {
      'Content-Type': ics.contentType,
      'Content-Disposition': `attachment; filename="${ics.filename}"`,
      // A party's own meeting: never kept by a shared cache.
      'Cache-Control': 'private, no-store',
    },
  });
});
