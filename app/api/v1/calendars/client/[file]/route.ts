// GET /api/v1/calendars/client/{token}.ics – a client's meetings and shared hearings for calendar apps (the token is the credential)
import { route } from '@/lib/server/platform/http';
import { feedResponse, tokenFromFileName } from '@/lib/server/calendar/sync/build-feed';
import { buildClientFeed } from '@/features/matters/server/client-feed';

export const dynamic = 'force-dynamic';

export const GET = route<{ file: string }>(async (_req, { params }) =>
  feedResponse(await buildClientFeed(tokenFromFileName((await params).file))),
);
