// PUT /api/v1/auth/account/time-zone – the zone your e-mails, texts and pages write times in
import { route, readJson } from '@/lib/server/platform/http';
import { requireUser } from '@/lib/server/auth/require-user';
import { setAccountTimeZone } from '@/lib/server/auth/account-time-zone';
import { accountTimeZoneSchema } from '@/lib/validation/time-zone';

export const PUT = route(async (req) => {
  const user = await requireUser(req, { allowUnverified: true });
  const { time_zone } = await readJson(req, accountTimeZoneSchema);
  return setAccountTimeZone(user.id, time_zone);
});
