// POST /api/v1/payments/sandbox/{sessionId} – the sandbox checkout's Pay / Fail / Cancel {action, method}
import { readJson, route } from '@/lib/server/platform/http';
import { requireCustomer } from '@/lib/server/auth/require-user';
import { completeSandboxCheckout } from '@/lib/server/payments/complete-sandbox-checkout';
import { sandboxActionSchema } from '@/lib/validation/payments';

export const dynamic = 'force-dynamic';

export const POST = route<{ sessionId: string }>(async (req, { params }) => {
  const customer = await requireCustomer(req);
  const { action, method } = await readJson(req, sandboxActionSchema);
  return completeSandboxCheckout({
    customerId: customer.id,
    sessionId: (await params).sessionId,
    action,
    method,
    origin: new URL(req.url).origin,
  });
});
