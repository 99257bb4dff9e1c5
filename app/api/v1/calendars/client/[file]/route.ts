// GET /api/v1/calendars/client/{token}.ics – a client's meetings and shared hearings for calendar apps (the token is the credential)
import { route } from '@/lib/server/http';
import { tokenFromFileName } from '@/lib/server/calendar-sync/build-feed';
import { icsContentType } from '@/lib/server/calendar-sync/write-icalendar';
import { buildClientFeed } from '@/lib/server/matters/client-feed';

export const dynamic = 'force-dynamic';

export const GET = route<{ file: string }>(async (_req, { params }) => {
  const body = await buildClientFeed(tokenFromFileName((await params).file));
  return new Response(body, {
    headers: {
      // As the lawyers' feed (calendars/feed): no METHOD, a secret address never cached, indexed or leaked as a referrer.
      'Content-Type': icsContentType(),
      'Content-Disposition': 'inline; filename="calendar.ics"',
      'Cache-Control': 'private, no-store',
      'X-Robots-Tag': 'noindex',
      'Referrer-Policy': 'no-referrer',
    },
  });
});
