import 'server-only';
import { z } from 'zod';
import { sandboxCompletionSchema } from '@/lib/dto/payment-event';
import { payerCheckoutSchema, payerViewSchema, paymentLinkSchema, paymentLinksSchema } from '@/lib/dto/payment-link';
import { createPaymentLinkSchema, payerDetailsSchema, paymentLinksQuerySchema } from '@/lib/validation/payment-links';
import { sandboxActionSchema } from '@/lib/validation/payments';
import { del, get, post, uuidParam, type ApiOperation } from '@/lib/server/platform/openapi/operation';

// Issue 63 item 4, someone else pays: the client's payment links, and the payer's side (the token is the key; no account).
const T = 'Payments';
const token = { token: z.string().meta({ description: 'The payment link token (43 characters, base64url)' }) };

export const paymentLinkOperations: ApiOperation[] = [
  get(
    '/api/v1/payment-links',
    "The client's payment links of one of their payments (no URLs: only the tokens' digests are kept)",
    T,
    'customer',
    {
      query: paymentLinksQuerySchema,
      response: paymentLinksSchema,
    },
  ),
  post(
    '/api/v1/payment-links',
    'The client makes a payment link for one of their pending payments (a booking or a work item), optionally mailed to the payer',
    T,
    'customer',
    { json: createPaymentLinkSchema, response: paymentLinkSchema },
  ),
  del('/api/v1/payment-links/{id}', 'The client withdraws a payment link while its payment is open', T, 'customer', {
    params: { id: uuidParam('Payment link id') },
    response: paymentLinkSchema,
  }),
  get('/api/v1/pay/{token}', "The payer's view of a payment link: the lawyer, the service, the time and the amount only", T, 'token', {
    params: token,
    response: payerViewSchema,
  }),
  post('/api/v1/pay/{token}', "The payer's name and e-mail; returns the checkout to pay at", T, 'token', {
    params: token,
    json: payerDetailsSchema,
    response: payerCheckoutSchema,
  }),
  post('/api/v1/pay/{token}/sandbox', "The sandbox checkout's Pay, Fail or Cancel for the payer of a payment link", T, 'token', {
    params: token,
    json: sandboxActionSchema,
    response: sandboxCompletionSchema,
  }),
];
