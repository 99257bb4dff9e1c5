// DELETE /api/v1/payment-links/{id} – the client withdraws a payment link while its payment is open
import { route } from '@/lib/server/platform/http';
import { requireCustomer } from '@/lib/server/auth/require-user';
import { revokePaymentLink } from '@/lib/server/checkout/links/payment-links';
import { isUuid } from '@/lib/validation/ids';
import { AppError } from '@/lib/server/platform/http/errors';

export const dynamic = 'force-dynamic';

export const DELETE = route<{ id: string }>(async (req, { params }) => {
  const customer = await requireCustomer(req);
  const { id } = await params;
  if (!isUuid(id)) throw new AppError('NOT_FOUND', 'paymentLinks.notFound', { key: 'PAYMENT_LINK_NOT_FOUND' });
  return revokePaymentLink(customer.id, id);
});
