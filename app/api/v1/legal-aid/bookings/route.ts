// POST /api/v1/legal-aid/bookings – a client books one of a lawyer's free legal-aid times: ₱0, no checkout, CONFIRMED (issue 61)
import { readJson, route } from '@/lib/server/platform/http';
import { requireCustomer } from '@/lib/server/auth/require-user';
import { bookLegalAidConsultation } from '@/features/legal-aid/server/book';
import { legalAidBookingSchema } from '@/features/legal-aid/validation/legal-aid';

export const dynamic = 'force-dynamic';

export const POST = route(async (req) => {
  const client = await requireCustomer(req);
  return bookLegalAidConsultation({ clientId: client.id, input: await readJson(req, legalAidBookingSchema) });
});
