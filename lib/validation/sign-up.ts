import { z } from './zod';
import { AREA_VALUES, type AreaValue } from '@/lib/reference/areas';
import { LANGUAGES } from '@/lib/reference/languages';
import { ID_FILE_RULES } from './id-file-rules';
import {
  acceptTermsSchema,
  callbackUrlSchema,
  confirmPasswordSchema,
  emailSchema,
  fileSchema,
  holdKeySchema,
  nameSchema,
  passwordSchema,
  passwordsMatch,
  passwordsMatchParams,
} from './auth';
import { requiredText } from './fields';
import { languageSchema } from './language';
import { timeZoneSchema } from './time-zone';
import { optionalPhoneInputSchema } from './phone';
import { issueMessage } from '@/lib/errors/issue';

// The sign-up schemas, apart from auth.ts because of the optional mobile number (issue 29): its
// parser (libphonenumber-js, about 35 kB gzip) loads with the sign-up forms only, not with sign-in,
// password or account forms.

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
  /** The language of the page the person signed up on (issue 40): the account's e-mails, texts and pages follow it. */
  language: languageSchema.default('en'),
  /** The browser's zone at sign-up (issue 63): the account's times, mails and texts are written in it; Manila when absent. */
  timezone: timeZoneSchema.optional(),
});
export const customerSignUpSchema = customerSignUpFields.extend({ hold_key: holdKeySchema }).refine(passwordsMatch, passwordsMatchParams);
export type CustomerSignUpInput = z.input<typeof customerSignUpSchema>;

/** Multipart text fields of the lawyer sign-up; arrays arrive as repeated keys (spec §5). */
export const lawyerSignUpSchema = customerSignUpFields
  .extend({
    roll_number: requiredText(20),
    ibp_number: requiredText(30),
    areas_of_law: z
      .array(z.enum(AREA_VALUES as [AreaValue, ...AreaValue[]], { error: issueMessage('common.required') }), {
        error: issueMessage('common.required'),
      })
      .min(1, issueMessage('common.required'))
      .max(AREA_VALUES.length, issueMessage('validation.tooLong', { max: AREA_VALUES.length })),
    languages: z
      .array(z.enum(LANGUAGES as [string, ...string[]], { error: issueMessage('common.required') }), {
        error: issueMessage('common.required'),
      })
      .min(1, issueMessage('common.required'))
      .max(LANGUAGES.length, issueMessage('validation.tooLong', { max: LANGUAGES.length })),
  })
  .refine(passwordsMatch, passwordsMatchParams);

/** The lawyer sign-up form: the multipart fields plus the two ID files. */
export const lawyerSignUpFormSchema = lawyerSignUpSchema.and(
  z.object({ ibp_id: fileSchema(ID_FILE_RULES), government_id: fileSchema(ID_FILE_RULES) }),
);
export type LawyerSignUpFormInput = z.input<typeof lawyerSignUpFormSchema>;
