// GET /api/v1/auth/account/calendar-feed – the client's private calendar feed address (null: none made yet)
// POST /api/v1/auth/account/calendar-feed – make it, or replace it (the old address stops working)
import { route } from '@/lib/server/platform/http';
import { requireCustomer } from '@/lib/server/auth/require-user';
import { getClientFeed, makeClientFeed } from '@/features/matters/server/client-feed';

export const dynamic = 'force-dynamic';

export const GET = route(async (req) => {
  const user = await requireCustomer(req);
  return getClientFeed(user.id);
});

export const POST = route(async (req) => {
  const user = await requireCustomer(req);
  return makeClientFeed(user.id);
});
