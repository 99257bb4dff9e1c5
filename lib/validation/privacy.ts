import { z } from './zod';
import { uuidField } from './fields';
import { OPTIONAL_CONSENTS } from '@/lib/config/policies';
import { issueMessage } from '@/lib/errors/issue';

/**
 * The deletion form: the password of an account that has one. An account without a password (a
 * Google or Facebook sign-up) sends nothing and is mailed a confirmation link instead.
 */
export const accountDeletionSchema = z.object({
  password: z
    .string()
    .max(128, issueMessage('validation.tooLong', { max: 128 }))
    .optional(),
});
export type AccountDeletionInput = z.input<typeof accountDeletionSchema>;

/** An admin records a deletion that came by other means (a letter, an e-mail to the DPO) and runs it now. */
export const adminErasureSchema = z.object({
  reason: z
    .string({ error: issueMessage('common.required') })
    .trim()
    .min(1, issueMessage('common.required'))
    .max(500, issueMessage('validation.tooLong', { max: 500 })),
});
export type AdminErasureInput = z.input<typeof adminErasureSchema>;

/** The path of an export's download. */
export const exportParamsSchema = z.object({ id: uuidField('export') });

/** One click in account settings: give or withdraw an optional consent. */
export const optionalConsentSchema = z.object({
  kind: z.enum(OPTIONAL_CONSENTS, { error: issueMessage('privacy.unknownConsent') }),
  granted: z.boolean({ error: issueMessage('privacy.sayWhetherGive') }),
});
export type OptionalConsentInput = z.input<typeof optionalConsentSchema>;

/** The interstitial's "I accept" after a new version of the Terms or the Privacy Policy. */
export const acceptPoliciesSchema = z.object({ accept: z.literal(true, { error: issueMessage('privacy.acceptContinue') }) });
