import 'server-only';
import { z } from 'zod';
import {
  accountSettingsSchema,
  changePasswordSchema,
  forgotPasswordSchema,
  resendVerificationByEmailSchema,
  resendVerificationSchema,
  resetPasswordSchema,
  signInLinkSchema,
  signInSchema,
  tokenSchema,
} from '@/lib/validation/auth';
import { customerSignUpSchema, lawyerSignUpSchema } from '@/lib/validation/sign-up';
import { accountPhoneSchema, verifyPhoneSchema } from '@/lib/validation/phone';
import { notificationPreferenceSchema } from '@/lib/validation/notification-preferences';
import {
  accountLanguageResultSchema,
  accountMessageSchema,
  accountTimeZoneResultSchema,
  authUserSchema,
  verifyEmailResultSchema,
} from '@/lib/dto/account';
import { accountPhoneResultSchema, accountPhoneSetSchema, notificationPreferencesSchema } from '@/lib/dto/account-phone';
import { okSchema } from '@/lib/dto/wire';
import {
  consentStateSchema,
  dataExportSchema,
  dataExportStateSchema,
  deletionRequestResultSchema,
  deletionStateSchema,
} from '@/lib/dto/privacy';
import { acceptPoliciesSchema, accountDeletionSchema, optionalConsentSchema } from '@/lib/validation/privacy';
import { accountLanguageSchema } from '@/lib/validation/language';
import { accountCallModeSchema } from '@/lib/validation/call';
import { accountTimeZoneSchema } from '@/lib/validation/time-zone';
import { binaryFile, del, get, post, put, uuidParam, type ApiOperation } from '@/lib/server/platform/openapi/operation';

const T = 'Accounts';

export const authOperations: ApiOperation[] = [
  put('/api/v1/auth/account/language', 'Set the language of the site, your e-mails and your texts (en or fil)', T, 'session', {
    json: accountLanguageSchema,
    response: accountLanguageResultSchema,
  }),
  put(
    '/api/v1/auth/account/time-zone',
    'Set the time zone (IANA, e.g. Asia/Dubai) your e-mails, texts and pages write times in, with Manila time beside them when it differs',
    T,
    'session',
    { json: accountTimeZoneSchema, response: accountTimeZoneResultSchema },
  ),
  put(
    '/api/v1/auth/account/call-mode',
    'Set the call mode your lobby offers first: video, data saver (saver) or audio only (audio)',
    T,
    'session',
    {
      json: accountCallModeSchema,
      response: accountCallModeSchema,
    },
  ),
  get(
    '/api/v1/auth/account/phone',
    'Your mobile number and its verification state (null: none), and whether numbers abroad can be texted here (texts_abroad)',
    T,
    'session',
    {
      response: accountPhoneResultSchema,
    },
  ),
  put(
    '/api/v1/auth/account/phone',
    "Set your mobile number (E.164 stored; without + it is read as Philippine; a number abroad with its country code): unverified, and a 6-digit code is texted. 400 for a number abroad where texts_abroad is false (nothing is sent or counted). 403 before your e-mail is verified; 429 when limited (your account's attempt at the number, your account, your client address and its asks for the number — one a minute —, your daily cap, the hourly budget: never by asks from other addresses). A number verified on another account is answered exactly as a free one (the ask counts in your limits); its owner is texted that someone tried to add it, and no code is sent",
    T,
    'session',
    { json: accountPhoneSchema, response: accountPhoneSetSchema },
  ),
  del('/api/v1/auth/account/phone', 'Remove your mobile number (answers texts_abroad too)', T, 'session', {
    response: accountPhoneResultSchema,
  }),
  post(
    '/api/v1/auth/account/phone/verify',
    "Verify your number with the texted code (400 wrong or expired, saying the tries left; 429 after 5 wrong codes, for your account's attempt only; 409 when the number was verified on another account since its code was sent)",
    T,
    'session',
    { json: verifyPhoneSchema, response: accountPhoneSetSchema },
  ),
  post(
    '/api/v1/auth/account/phone/resend',
    "Text a new code (one a minute and ten a day for your account's number; five an hour per account; ten an hour per client address and ten a day per address and number; within your daily cap and the hourly budget; 409 if another account verified the number meanwhile)",
    T,
    'session',
    {
      response: accountPhoneSetSchema,
    },
  ),
  get('/api/v1/auth/account/notification-preferences', 'Your channels (e-mail, SMS, push) per kind of message', T, 'session', {
    response: notificationPreferencesSchema,
  }),
  put('/api/v1/auth/account/notification-preferences', 'Turn one kind of message on or off on one channel', T, 'session', {
    json: notificationPreferenceSchema,
    response: notificationPreferencesSchema,
  }),
  get(
    '/api/v1/auth/account/consents',
    'Your consents: the Terms and Privacy Policy versions you accepted, optional consents, every change',
    T,
    'session',
    {
      response: consentStateSchema,
    },
  ),
  put(
    '/api/v1/auth/account/consents',
    'Give or withdraw an optional consent (marketing e-mail, SMS); recorded with the time',
    T,
    'session',
    {
      json: optionalConsentSchema,
      response: consentStateSchema,
    },
  ),
  post(
    '/api/v1/auth/account/consents/policies',
    'Accept the current Terms of Service and Privacy Policy (asked after a new version)',
    T,
    'session',
    {
      json: acceptPoliciesSchema,
      response: consentStateSchema,
    },
  ),
  get('/api/v1/auth/account/export', 'Your latest "Download my data" request and its state', T, 'session', {
    response: dataExportStateSchema,
  }),
  post(
    '/api/v1/auth/account/export',
    'Ask for a ZIP of your data, built in the background (429 while one is prepared, or after 3 a day)',
    T,
    'session',
    {
      response: dataExportSchema,
      success: { status: 202, description: 'Queued; an e-mail and a notification follow when it is ready' },
    },
  ),
  get(
    '/api/v1/auth/account/export/{id}/download',
    'Download your data export (ZIP), for 7 days after it is ready; owner only',
    T,
    'session',
    {
      params: { id: uuidParam('Export id') },
      success: { description: 'The ZIP (data.json, README.txt, files/)', contentType: 'application/zip' },
    },
  ),
  get(
    '/api/v1/auth/account/deletion',
    'Whether your account can be deleted now (what to finish first), and whether a password is asked',
    T,
    'session',
    {
      response: deletionStateSchema,
    },
  ),
  post(
    '/api/v1/auth/account/deletion',
    'Delete your account after a grace period (password), or mail a confirmation link (no password)',
    T,
    'session',
    {
      json: accountDeletionSchema,
      response: deletionRequestResultSchema,
      success: { status: 202, description: 'Scheduled (every session ends) or a confirmation link was mailed' },
    },
  ),
  post('/api/v1/auth/account/deletion/confirm', 'Confirm a deletion from the mailed link; the grace period starts', T, 'token', {
    json: tokenSchema,
    response: deletionRequestResultSchema,
    success: { status: 202, description: 'Scheduled; every session ends' },
  }),
  put('/api/v1/auth/account/settings', 'Change your names (JSON) or your picture (multipart "picture"); returns the user', T, 'session', {
    // The handler reads any JSON and checks it with this schema in the service (names and picture share the call).
    json: accountSettingsSchema,
    multipart: z.object({ picture: binaryFile('JPEG, PNG or WebP, at most 5 MB') }),
    response: authUserSchema,
  }),
  post('/api/v1/auth/change-password', 'Set a new password; every other session ends', T, 'session', {
    json: changePasswordSchema,
    response: accountMessageSchema,
  }),
  post(
    '/api/v1/auth/lawyer/signup',
    'Register a lawyer with the IBP ID and a government ID (20 an hour per address, counted before the form is read; 413 for a field more than the form has)',
    T,
    'none',
    {
      multipart: z.object({
        ...lawyerSignUpSchema.shape,
        ibp_id: binaryFile('IBP ID: JPEG, PNG, WebP or PDF, at most 5 MB'),
        government_id: binaryFile('Government ID: JPEG, PNG, WebP or PDF, at most 5 MB'),
      }),
      response: accountMessageSchema,
      success: {
        status: 202,
        description: '"Check your email" — the same for an address that already has an account (its owner is mailed); no session',
      },
    },
  ),
  post('/api/v1/auth/logout', "End this browser's session", T, 'optional', { response: okSchema }),
  get('/api/v1/auth/oauth/{provider}/callback', "The provider's redirect back: sign in or up, then land", T, 'none', {
    params: { provider: z.enum(['google', 'facebook']) },
    success: { status: 302, description: 'Redirect to the landing page' },
  }),
  get('/api/v1/auth/oauth/{provider}', 'Start Google or Facebook sign-in (404 when not configured)', T, 'none', {
    params: { provider: z.enum(['google', 'facebook']) },
    query: z.object({ callback_url: z.string().optional() }),
    success: { status: 302, description: 'Redirect to the provider' },
  }),
  post('/api/v1/auth/reset-password/email', 'Mail a password reset link (same answer for unknown addresses)', T, 'none', {
    json: forgotPasswordSchema,
    response: accountMessageSchema,
  }),
  post('/api/v1/auth/reset-password', 'Set a new password from a mailed link', T, 'token', {
    json: resetPasswordSchema,
    response: accountMessageSchema,
  }),
  get('/api/v1/auth/session/expired', 'Clear a session cookie that outlived its session, then go on', T, 'none', {
    query: z.object({ callback_url: z.string().optional(), locale: z.enum(['en', 'fil']).optional() }),
    success: { status: 302, description: 'Redirect: back to the page, or to sign-in (in `locale`) when the session is dead' },
  }),
  get('/api/v1/auth/session', 'The signed-in user (401 otherwise)', T, 'session', { response: authUserSchema }),
  post('/api/v1/auth/signin', 'Sign in with e-mail and password; sets the session cookie', T, 'none', {
    json: signInSchema,
    response: authUserSchema,
  }),
  post('/api/v1/auth/signin/link', 'Mail a one-time sign-in link, valid 15 minutes (same answer for unknown addresses)', T, 'none', {
    json: signInLinkSchema,
    response: accountMessageSchema,
  }),
  post('/api/v1/auth/signin/link/consume', 'Sign in with a mailed sign-in link; sets the session and device cookies', T, 'token', {
    json: tokenSchema,
    response: authUserSchema,
  }),
  post('/api/v1/auth/signup', 'Register a client by e-mail; the mailed link verifies and signs in', T, 'none', {
    json: customerSignUpSchema,
    response: accountMessageSchema,
    success: {
      status: 202,
      description: '"Check your email" — the same for an address that already has an account (its owner is mailed); no session',
    },
  }),
  post(
    '/api/v1/auth/verify-email',
    'Consume an e-mail verification link; signs in a browser without a session. The first verification texts the code of a number given at sign-up (phone_code_sent_to)',
    T,
    'token',
    {
      json: tokenSchema,
      response: verifyEmailResultSchema,
    },
  ),
  post('/api/v1/auth/verify-email/send', 'Send yourself a new verification e-mail', T, 'session', {
    json: resendVerificationSchema,
    response: accountMessageSchema,
  }),
  post(
    '/api/v1/auth/verify-email/resend',
    'A new verification e-mail by address, before any session ("Check your email"); the same answer for any address',
    T,
    'none',
    { json: resendVerificationByEmailSchema, response: accountMessageSchema },
  ),
  post('/api/v1/auth/verify-ibp', "Consume an admin's IBP verification link (marks the lawyer verified)", T, 'token', {
    json: tokenSchema,
    response: accountMessageSchema,
  }),
];
