// POST /api/v1/payments/webhooks/{provider} – signed payment events from PayMongo or the built-in sandbox
import { route } from '@/lib/server/platform/http';
import { handlePaymentWebhook } from '@/lib/server/checkout/events/handle-payment-webhook';

export const dynamic = 'force-dynamic';

// Signed by the provider and sent from its servers: no browser Origin to check.
export const POST = route<{ provider: string }>(async (req, { params }) => handlePaymentWebhook((await params).provider, req), {
  csrf: false,
});
