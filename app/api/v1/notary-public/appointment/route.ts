// POST /api/v1/notary-public/appointment – book an in-person notarial appointment (issue 43): returns the checkout_url, or null when paid at the office
import { readJson, route } from '@/lib/server/platform/http';
import { requireCustomer } from '@/lib/server/auth/require-user';
import { bookNotaryAppointment } from '@/lib/server/notary/book-notary-appointment';
import { bookNotaryAppointmentSchema } from '@/lib/validation/notary-appointment';

export const dynamic = 'force-dynamic';

export const POST = route(async (req) => {
  const customer = await requireCustomer(req);
  return bookNotaryAppointment({ customerId: customer.id, input: await readJson(req, bookNotaryAppointmentSchema) });
});
