// POST /api/v1/payments/sandbox/{sessionId} – the sandbox checkout's Pay / Fail / Cancel {action, method}
import { z } from 'zod';
import { readJson, route } from '@/lib/server/http';
import { requireCustomer } from '@/lib/server/auth/require-user';
import { completeSandboxCheckout } from '@/lib/server/payments/complete-sandbox-checkout';
import { SANDBOX_METHODS } from '@/lib/server/payments/sandbox-provider';

export const dynamic = 'force-dynamic';

const bodySchema = z.object({
  action: z.enum(['pay', 'fail', 'cancel'], { error: 'Unknown action.' }),
  method: z.enum(SANDBOX_METHODS, { error: 'Choose a payment method.' }).default('gcash'),
});

export const POST = route<{ sessionId: string }>(async (req, { params }) => {
  const customer = await requireCustomer(req);
  const { action, method } = await readJson(req, bodySchema);
  return completeSandboxCheckout({ customerId: customer.id, sessionId: (await params).sessionId, action, method, origin: new URL(req.url).origin });
});
