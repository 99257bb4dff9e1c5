// GET /api/v1/notary-public/slots?notary_id=&service= – a public notary's free in-person appointment times for one service (issue 43)
import { readQuery, route } from '@/lib/server/platform/http';
import { AppError } from '@/lib/server/platform/http/errors';
import { getRequestSession } from '@/lib/server/auth/request-session';
import { findNotarySlots } from '@/lib/server/notary/notary-slots';
import { notarySlotsQuerySchema } from '@/lib/validation/notary-appointment';

export const dynamic = 'force-dynamic';

export const GET = route(async (req) => {
  const query = readQuery(req, notarySlotsQuerySchema);
  // The time kept for a client while they signed up is free for them (their choice comes back chosen), taken for anyone else.
  const session = await getRequestSession(req);
  const slots = await findNotarySlots(query.notary_id, query.service, { holderId: session?.user.id });
  if (!slots) throw new AppError('NOT_FOUND', 'notaryAppointment.notBookable', { key: 'NOT_BOOKABLE' });
  return slots;
});
