import { z } from './zod';
import { requiredText } from './fields';
import { issueMessage } from '@/lib/errors/issue';

// One set of schemas for the auth forms (react-hook-form) and the /api/v1/auth handlers.

const PASSWORD_MIN_LENGTH = 8;
const PASSWORD_MAX_LENGTH = 128;
const NAME_MAX_LENGTH = 50;
const EMAIL_MAX_LENGTH = 254;

export const emailSchema = z
  .string({ error: issueMessage('validation.requiredEmail') })
  .trim()
  .min(1, issueMessage('validation.requiredEmail'))
  .max(EMAIL_MAX_LENGTH, issueMessage('validation.tooLong', { max: EMAIL_MAX_LENGTH }))
  .pipe(z.email({ error: issueMessage('validation.invalidEmail') }))
  // The unique index holds lower-cased addresses.
  .transform((email) => email.toLowerCase());

/** Spec §5: at least 8 characters, with a number, a lowercase and an uppercase character. */
export const passwordSchema = z
  .string({ error: issueMessage('common.required') })
  .min(1, issueMessage('common.required'))
  .min(PASSWORD_MIN_LENGTH, issueMessage('validation.tooShort', { min: PASSWORD_MIN_LENGTH }))
  .max(PASSWORD_MAX_LENGTH, issueMessage('validation.tooLong', { max: PASSWORD_MAX_LENGTH }))
  .regex(/\p{Nd}/u, issueMessage('auth.passwordComposition'))
  .regex(/\p{Ll}/u, issueMessage('auth.passwordComposition'))
  .regex(/\p{Lu}/u, issueMessage('auth.passwordComposition'));

/** Any stored password may be typed at sign-in; only the length is bounded (argon2 cost). */
const enteredPasswordSchema = z
  .string({ error: issueMessage('common.required') })
  .min(1, issueMessage('common.required'))
  .max(PASSWORD_MAX_LENGTH, issueMessage('validation.tooLong', { max: PASSWORD_MAX_LENGTH }));

export const confirmPasswordSchema = z.string({ error: issueMessage('common.required') }).min(1, issueMessage('common.required'));

export const passwordsMatch = <T extends { password: string; confirm_password: string }>(data: T) =>
  data.password === data.confirm_password;
export const passwordsMatchParams = { error: issueMessage('validation.passwordsDiffer'), path: ['confirm_password'] };

export const nameSchema = requiredText(NAME_MAX_LENGTH);

/**
 * Consent to the Terms of Service and the Privacy Policy (Data Privacy Act): the checkbox must be
 * ticked. A JSON body sends true; a multipart form (the lawyer sign-up) sends the string "true".
 */
export const acceptTermsSchema = z
  .union([z.boolean(), z.literal('true'), z.literal('false')], { error: issueMessage('auth.termsRequired') })
  .refine((value) => value === true || value === 'true', { error: issueMessage('auth.termsRequired') });

/**
 * Where the account goes after a mailed verification link (say, the booking page of the slot the
 * visitor tapped before signing up). The server keeps it only as a same-origin path
 * (safeCallbackPath); anything else is dropped, as spec §5 says of callback_url.
 */
export const callbackUrlSchema = z.string().max(2048).optional();

export const signInSchema = z.object({ email: emailSchema, password: enteredPasswordSchema });
export type SignInInput = z.input<typeof signInSchema>;

export const forgotPasswordSchema = z.object({ email: emailSchema });
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;

/** POST auth/signin/link: mail a one-time sign-in link (the login form offers it after a 429). */
export const signInLinkSchema = z.object({ email: emailSchema });
export type SignInLinkInput = z.input<typeof signInLinkSchema>;

/**
 * The sign-up page's random id (crypto.randomUUID), sent with a sign-up and a resend: the slot kept
 * while the e-mail is verified follows the page, so a corrected address takes it over (issue 45).
 */
export const holdKeySchema = z.uuid().optional();

/** POST auth/verify-email/send: a new verification link, leading on to where the user was going. */
export const resendVerificationSchema = z.object({ callback_url: callbackUrlSchema });

/**
 * POST auth/verify-email/resend: the "Resend" of "Check your email", before any session (a sign-up
 * starts none): by address, the same answer whether or not it has an account waiting.
 */
export const resendVerificationByEmailSchema = z.object({ email: emailSchema, callback_url: callbackUrlSchema, hold_key: holdKeySchema });
export type ResendVerificationByEmailInput = z.input<typeof resendVerificationByEmailSchema>;

export const tokenSchema = z.object({
  token: z
    .string({ error: issueMessage('common.required') })
    .min(1, issueMessage('common.required'))
    .max(200),
});

const newPasswordFields = z.object({ password: passwordSchema, confirm_password: confirmPasswordSchema });
export const newPasswordSchema = newPasswordFields.refine(passwordsMatch, passwordsMatchParams);
export type NewPasswordInput = z.input<typeof newPasswordSchema>;

export const resetPasswordSchema = newPasswordFields.extend(tokenSchema.shape).refine(passwordsMatch, passwordsMatchParams);

/** current_password may be empty only for accounts that have none yet (Google/Facebook sign-ups). */
export const changePasswordSchema = newPasswordFields
  .extend({
    current_password: z
      .string()
      .max(PASSWORD_MAX_LENGTH, issueMessage('validation.tooLong', { max: PASSWORD_MAX_LENGTH }))
      .optional()
      .default(''),
  })
  .refine(passwordsMatch, passwordsMatchParams);
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

export const accountSettingsSchema = z.object({ first_name: nameSchema, last_name: nameSchema });
export type AccountSettingsInput = z.input<typeof accountSettingsSchema>;

/** Upload rules shared by the sign-up form (checked before sending) and the server. */
export const PICTURE_RULES = { maxMb: 5, extensions: ['jpg', 'jpeg', 'png', 'webp'] } as const;

/**
 * The browser-side check of a chosen File with the same rules the server applies (size,
 * extension); the server also checks the bytes.
 */
export function fileSchema(rules: { maxMb: number; extensions: readonly string[] }) {
  return z
    .custom<File | null>((value) => typeof File !== 'undefined' && value instanceof File && value.size > 0, {
      error: issueMessage('common.required'),
    })
    .refine((file) => !file || file.size <= rules.maxMb * 1024 * 1024, {
      error: issueMessage('storage.fileTooLarge', { max: rules.maxMb }),
    })
    .refine((file) => !file || rules.extensions.includes(file.name.split('.').pop()?.toLowerCase() ?? ''), {
      error: issueMessage('auth.fileType'),
    });
}
