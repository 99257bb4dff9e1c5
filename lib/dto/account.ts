/** Wire types of the accounts API (/api/v1/auth/*): the user as the API returns it, and its messages. */
import { z } from 'zod';
import { uuid } from './wire';
import { LOCALES } from '@/lib/i18n/paths';

/** The user as the API returns it (spec §3 User) and as the browser keeps it under `user`. */
export const authUserSchema = z
  .object({
    _id: uuid,
    email: z.string(),
    type: z.enum(['CUSTOMER', 'LAWYER']),
    roles: z.array(z.string()),
    first_name: z.string(),
    last_name: z.string(),
    picture_url: z.string().nullable(),
    email_verified: z.boolean(),
    /** False for accounts created through Google or Facebook until they set a password. */
    has_password: z.boolean(),
  })
  .meta({ id: 'AuthUser' });
export type AuthUser = z.infer<typeof authUserSchema>;

/**
 * What an accounts action has to say ("Check your email", "Your password was changed" …), safe to
 * show as is. The same for an address with or without an account where the action could tell them apart.
 */
export const accountMessageSchema = z.object({ message: z.string() }).meta({ id: 'AccountMessage' });

/**
 * POST /auth/verify-email: the message, and the user when this browser is (now) signed in as them;
 * `phone_code_sent_to`: the mobile number given at sign-up ("+63 917 123 4567") when its code, which
 * waited for the e-mail's verification, has just been texted (null otherwise, and to anyone else);
 * `already_verified`: the link was used (or ran out) before and this browser is its owner's, verified (issue 72).
 */
export const verifyEmailResultSchema = z
  .object({
    message: z.string(),
    user: authUserSchema.nullable(),
    phone_code_sent_to: z.string().nullable(),
    already_verified: z.boolean(),
  })
  .meta({ id: 'VerifyEmailResult' });

/** PUT auth/account/language: the language the account now reads (issue 57 item 8, the settings' choice). */
export const accountLanguageResultSchema = z.object({ language: z.enum(LOCALES) }).meta({ id: 'AccountLanguageResult' });
/** The zone saved on the account (issue 63): an IANA name. */
export const accountTimeZoneResultSchema = z.object({ time_zone: z.string() }).meta({ id: 'AccountTimeZoneResult' });
