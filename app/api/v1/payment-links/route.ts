// GET /api/v1/payment-links?payment_id= – the client's links of one payment; POST – a new link someone else pays with (issue 63)
import { readJson, readQuery, route } from '@/lib/server/platform/http';
import { requireCustomer } from '@/lib/server/auth/require-user';
import { languageOf } from '@/lib/server/platform/i18n/account-language';
import { createPaymentLink, listPaymentLinks } from '@/lib/server/checkout/links/payment-links';
import { createPaymentLinkSchema, paymentLinksQuerySchema } from '@/lib/validation/payment-links';

export const dynamic = 'force-dynamic';

export const GET = route(async (req) => {
  const customer = await requireCustomer(req);
  const { payment_id } = readQuery(req, paymentLinksQuerySchema);
  return listPaymentLinks(customer.id, payment_id);
});

export const POST = route(async (req) => {
  const customer = await requireCustomer(req);
  const input = await readJson(req, createPaymentLinkSchema);
  return createPaymentLink(customer, input, input.language ?? (await languageOf(customer.id)));
});
