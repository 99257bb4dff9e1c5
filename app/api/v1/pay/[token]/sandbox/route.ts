// POST /api/v1/pay/{token}/sandbox – the sandbox checkout's Pay / Fail / Cancel for the payer of a payment link
import { readJson, route } from '@/lib/server/platform/http';
import { completePayerSandbox } from '@/lib/server/checkout/links/payment-links';
import { sandboxActionSchema } from '@/lib/validation/payments';

export const dynamic = 'force-dynamic';

export const POST = route<{ token: string }>(async (req, { params }) => {
  const { token } = await params;
  const { action, method } = await readJson(req, sandboxActionSchema);
  return completePayerSandbox(token, { action, method, origin: new URL(req.url).origin });
});
