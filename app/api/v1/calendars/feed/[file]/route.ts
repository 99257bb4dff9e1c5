// GET /api/v1/calendars/feed/{token}.ics – a lawyer's meetings and blockers for calendar apps (the token is the credential)
import { route } from '@/lib/server/http';
import { buildLawyerFeed, tokenFromFileName } from '@/lib/server/calendar-sync/build-feed';
import { icsContentType } from '@/lib/server/calendar-sync/write-icalendar';

export const dynamic = 'force-dynamic';

export const GET = route<{ file: string }>(async (_req, { params }) => {
  const body = await buildLawyerFeed(tokenFromFileName((await params).file));
  return new Response(body, {
    headers: {
      // No method: the feed has no METHOD (build-feed.ts says why).
      'Content-Type': icsContentType(),
      'Content-Disposition': 'inline; filename="calendar.ics"',
      // A secret per-lawyer address: never kept by a shared cache, never indexed, never leaked as a referrer.
      'Cache-Control': 'private, no-store',
      'X-Robots-Tag': 'noindex',
      'Referrer-Policy': 'no-referrer',
    },
  });
});
