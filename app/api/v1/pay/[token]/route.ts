// GET /api/v1/pay/{token} – the payer's view of a payment link (no account); POST – the payer's name and e-mail, then the checkout
import { readJson, route } from '@/lib/server/platform/http';
import { jsonWithCookies } from '@/lib/server/auth/respond';
import { getPayerView, startPayerCheckout } from '@/lib/server/checkout/links/payment-links';
import { payerDetailsSchema } from '@/lib/validation/payment-links';

export const dynamic = 'force-dynamic';

export const GET = route<{ token: string }>(async (_req, { params }) => getPayerView((await params).token));

export const POST = route<{ token: string }>(async (req, { params }) => {
  const { token } = await params;
  const payer = await readJson(req, payerDetailsSchema);
  const { checkout_url, cookie } = await startPayerCheckout(token, payer, payer.language ?? 'en');
  return jsonWithCookies({ checkout_url }, { cookies: [cookie] });
});
