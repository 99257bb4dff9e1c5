// POST /api/v1/meeting – book a consultation: holds the slot and returns the checkout_url to pay at
import { route } from '@/lib/server/platform/http';
import { requireCustomer } from '@/lib/server/auth/require-user';
import { createMeeting } from '@/lib/server/meetings/create-meeting';
import { readBookingRequest } from '@/lib/server/meetings/read-booking-request';

export const dynamic = 'force-dynamic';

export const POST = route(async (req) => {
  const customer = await requireCustomer(req);
  const { input, triage, uploads } = await readBookingRequest(req);
  return createMeeting({ customerId: customer.id, input, triage, uploads });
});
