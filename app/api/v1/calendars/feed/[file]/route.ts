// GET /api/v1/calendars/feed/{token}.ics – a lawyer's meetings and blockers for calendar apps (the token is the credential)
import { route } from '@/lib/server/platform/http';
import { buildLawyerFeed, feedResponse, tokenFromFileName } from '@/lib/server/calendar/sync/build-feed';

export const dynamic = 'force-dynamic';

export const GET = route<{ file: string }>(async (_req, { params }) =>
  feedResponse(await buildLawyerFeed(tokenFromFileName((await params).file))),
);
