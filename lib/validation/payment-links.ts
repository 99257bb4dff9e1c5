import { z } from './zod';
import { emailSchema } from './auth';
import { requiredText, uuidField } from './fields';
import { languageSchema } from './language';

/**
 * POST payment-links: the client asks for a link someone else pays with (issue 63 item 4), for one of
 * their pending payments; with `email`, the link is also mailed there (in `language`, else the client's).
 */
export const createPaymentLinkSchema = z.object({
  payment_id: uuidField('payment'),
  email: emailSchema.optional(),
  language: languageSchema.optional(),
});
export type CreatePaymentLinkInput = z.output<typeof createPaymentLinkSchema>;

/** GET payment-links?payment_id=: the links of one of the client's payments. */
export const paymentLinksQuerySchema = z.object({ payment_id: uuidField('payment') });

/** POST pay/{token}: the payer's name and e-mail (where their receipt goes), and the language they read. */
export const payerDetailsSchema = z.object({
  name: requiredText(120),
  email: emailSchema,
  language: languageSchema.optional(),
});
export type PayerDetailsInput = z.output<typeof payerDetailsSchema>;
