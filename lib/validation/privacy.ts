import { z } from './zod';
import { uuidField } from './fields';
import { MESSAGES, maxLengthMessage } from './messages';

/**
 * The deletion form: the password of an account that has one. An account without a password (a
 * Google or Facebook sign-up) sends nothing and is mailed a confirmation link instead.
 */
export const accountDeletionSchema = z.object({
  password: z.string().max(128, maxLengthMessage(128)).optional(),
});
export type AccountDeletionInput = z.input<typeof accountDeletionSchema>;

/** An admin records a deletion that came by other means (a letter, an e-mail to the DPO) and runs it now. */
export const adminErasureSchema = z.object({
  reason: z.string({ error: MESSAGES.required }).trim().min(1, MESSAGES.required).max(500, maxLengthMessage(500)),
});
export type AdminErasureInput = z.input<typeof adminErasureSchema>;

/** The path of an export's download. */
export const exportParamsSchema = z.object({ id: uuidField('export') });
