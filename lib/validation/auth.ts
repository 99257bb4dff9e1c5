import { z } from './zod';
import { AREA_VALUES, type AreaValue } from '@/lib/reference/areas';
import { LANGUAGES } from '@/lib/reference/languages';
import { requiredText } from './fields';
import { optionalPhoneInputSchema } from './phone';
import { AUTH_MESSAGES, MESSAGES, fileSizeMessage, maxLengthMessage, minLengthMessage } from './messages';

// One set of schemas for the auth forms (react-hook-form) and the /api/v1/auth handlers.

const PASSWORD_MIN_LENGTH = 8;
const PASSWORD_MAX_LENGTH = 128;
const NAME_MAX_LENGTH = 50;
const EMAIL_MAX_LENGTH = 254;

const emailSchema = z
  .string({ error: MESSAGES.requiredEmail })
  .trim()
  .min(1, MESSAGES.requiredEmail)
  .max(EMAIL_MAX_LENGTH, maxLengthMessage(EMAIL_MAX_LENGTH))
  .pipe(z.email({ error: MESSAGES.invalidEmail }))
  // The unique index holds lower-cased addresses.
  .transform((email) => email.toLowerCase());

/** Spec §5: at least 8 characters, with a number, a lowercase and an uppercase character. */
const passwordSchema = z
  .string({ error: MESSAGES.required })
  .min(1, MESSAGES.required)
  .min(PASSWORD_MIN_LENGTH, minLengthMessage(PASSWORD_MIN_LENGTH))
  .max(PASSWORD_MAX_LENGTH, maxLengthMessage(PASSWORD_MAX_LENGTH))
  .regex(/\p{Nd}/u, AUTH_MESSAGES.passwordComposition)
  .regex(/\p{Ll}/u, AUTH_MESSAGES.passwordComposition)
  .regex(/\p{Lu}/u, AUTH_MESSAGES.passwordComposition);

/** Any stored password may be typed at sign-in; only the length is bounded (argon2 cost). */
const enteredPasswordSchema = z
  .string({ error: MESSAGES.required })
  .min(1, MESSAGES.required)
  .max(PASSWORD_MAX_LENGTH, maxLengthMessage(PASSWORD_MAX_LENGTH));

const confirmPasswordSchema = z.string({ error: MESSAGES.required }).min(1, MESSAGES.required);

const passwordsMatch = <T extends { password: string; confirm_password: string }>(data: T) => data.password === data.confirm_password;
const passwordsMatchParams = { error: MESSAGES.passwordsDiffer, path: ['confirm_password'] };

const nameSchema = requiredText(NAME_MAX_LENGTH);

/**
 * Consent to the Terms of Service and the Privacy Policy (Data Privacy Act): the checkbox must be
 * ticked. A JSON body sends true; a multipart form (the lawyer sign-up) sends the string "true".
 */
const acceptTermsSchema = z
  .union([z.boolean(), z.literal('true'), z.literal('false')], { error: AUTH_MESSAGES.termsRequired })
  .refine((value) => value === true || value === 'true', { error: AUTH_MESSAGES.termsRequired });

/**
 * Where the account goes after a mailed verification link (say, the booking page of the slot the
 * visitor tapped before signing up). The server keeps it only as a same-origin path
 * (safeCallbackPath); anything else is dropped, as spec §5 says of callback_url.
 */
const callbackUrlSchema = z.string().max(2048).optional();

const customerSignUpFields = z.object({
  first_name: nameSchema,
  last_name: nameSchema,
  email: emailSchema,
  password: passwordSchema,
  confirm_password: confirmPasswordSchema,
  accept_terms: acceptTermsSchema,
  callback_url: callbackUrlSchema,
  /** Optional mobile number (issue 29), E.164 after parsing; stored unverified and sent a code. */
  phone: optionalPhoneInputSchema,
});
export const customerSignUpSchema = customerSignUpFields.refine(passwordsMatch, passwordsMatchParams);
export type CustomerSignUpInput = z.input<typeof customerSignUpSchema>;

/** Multipart text fields of the lawyer sign-up; arrays arrive as repeated keys (spec §5). */
export const lawyerSignUpSchema = customerSignUpFields
  .extend({
    roll_number: requiredText(20),
    ibp_number: requiredText(30),
    areas_of_law: z
      .array(z.enum(AREA_VALUES as [AreaValue, ...AreaValue[]], { error: MESSAGES.required }), { error: MESSAGES.required })
      .min(1, MESSAGES.required)
      .max(AREA_VALUES.length, maxLengthMessage(AREA_VALUES.length)),
    languages: z
      .array(z.enum(LANGUAGES as [string, ...string[]], { error: MESSAGES.required }), { error: MESSAGES.required })
      .min(1, MESSAGES.required)
      .max(LANGUAGES.length, maxLengthMessage(LANGUAGES.length)),
  })
  .refine(passwordsMatch, passwordsMatchParams);

export const signInSchema = z.object({ email: emailSchema, password: enteredPasswordSchema });
export type SignInInput = z.input<typeof signInSchema>;

export const forgotPasswordSchema = z.object({ email: emailSchema });
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;

/** POST auth/signin/link: mail a one-time sign-in link (the login form offers it after a 429). */
export const signInLinkSchema = z.object({ email: emailSchema });
export type SignInLinkInput = z.input<typeof signInLinkSchema>;

/** POST auth/verify-email/send: a new verification link, leading on to where the user was going. */
export const resendVerificationSchema = z.object({ callback_url: callbackUrlSchema });

export const tokenSchema = z.object({ token: z.string({ error: MESSAGES.required }).min(1, MESSAGES.required).max(200) });

const newPasswordFields = z.object({ password: passwordSchema, confirm_password: confirmPasswordSchema });
export const newPasswordSchema = newPasswordFields.refine(passwordsMatch, passwordsMatchParams);
export type NewPasswordInput = z.input<typeof newPasswordSchema>;

export const resetPasswordSchema = newPasswordFields.extend(tokenSchema.shape).refine(passwordsMatch, passwordsMatchParams);

/** current_password may be empty only for accounts that have none yet (Google/Facebook sign-ups). */
export const changePasswordSchema = newPasswordFields
  .extend({ current_password: z.string().max(PASSWORD_MAX_LENGTH, maxLengthMessage(PASSWORD_MAX_LENGTH)).optional().default('') })
  .refine(passwordsMatch, passwordsMatchParams);
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

export const accountSettingsSchema = z.object({ first_name: nameSchema, last_name: nameSchema });
export type AccountSettingsInput = z.input<typeof accountSettingsSchema>;

/** Upload rules shared by the sign-up form (checked before sending) and the server. */
export const ID_FILE_RULES = { maxMb: 5, extensions: ['jpg', 'jpeg', 'png', 'webp', 'pdf'] } as const;
export const PICTURE_RULES = { maxMb: 5, extensions: ['jpg', 'jpeg', 'png', 'webp'] } as const;

/**
 * The browser-side check of a chosen File with the same rules the server applies (size,
 * extension); the server also checks the bytes.
 */
export function fileSchema(rules: { maxMb: number; extensions: readonly string[] }) {
  return z
    .custom<File | null>((value) => typeof File !== 'undefined' && value instanceof File && value.size > 0, { error: MESSAGES.required })
    .refine((file) => !file || file.size <= rules.maxMb * 1024 * 1024, { error: fileSizeMessage(rules.maxMb) })
    .refine((file) => !file || rules.extensions.includes(file.name.split('.').pop()?.toLowerCase() ?? ''), {
      error: AUTH_MESSAGES.fileType,
    });
}

/** The lawyer sign-up form: the multipart fields plus the two ID files. */
export const lawyerSignUpFormSchema = lawyerSignUpSchema.and(
  z.object({ ibp_id: fileSchema(ID_FILE_RULES), government_id: fileSchema(ID_FILE_RULES) }),
);
export type LawyerSignUpFormInput = z.input<typeof lawyerSignUpFormSchema>;
