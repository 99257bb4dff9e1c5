import { parsePhoneNumberFromString } from 'libphonenumber-js/mobile';
import { z } from './zod';
import { issueMessage } from '@/lib/errors/issue';

// The account's mobile number (issue 29): one schema for the sign-up and settings forms and the
// handlers. libphonenumber-js's "mobile" metadata validates a number only when it is a mobile
// number of its country, so a landline (02 8123 4567) is refused: we can only text mobiles.
// A number without "+" is read as Philippine ("0917…", "917…", "639…"); a number abroad is typed with
// its country code ("+971 50 123 4567"). Any country's mobile passes here (issue 63: Filipinos
// abroad); whether this deployment texts it is the server's to say (lib/server/messaging/sms/sms-port.ts: with
// only Semaphore, +63 alone — a 400 before anything is sent or counted). Codes to a number abroad
// cost more: the per-number, per-account, per-address limits and the hourly budget hold them (issue 38).

export const PHONE_MESSAGES = {
  invalid: 'Please enter a mobile number like 0917 123 4567, or one abroad with its country code, like +971 50 123 4567.',
  notMobile: 'This is not a mobile number. Please enter a mobile number we can text.',
  code: 'Enter the 6-digit code from the text message.',
} as const;

const PHONE_MAX_LENGTH = 30;

export type MobileNumber = { /** E.164, "+639171234567". */ e164: string; /** "+63 917 123 4567". */ display: string };

/** The number as typed → E.164 and its international format, or null when it is not a mobile number (of any country). */
export function parseMobileNumber(input: string): MobileNumber | null {
  const phone = parsePhoneNumberFromString(input.trim(), 'PH');
  if (!phone || !phone.isValid()) return null;
  return { e164: phone.number, display: phone.formatInternational() };
}

/** An E.164 number as people read it, "+63 917 123 4567" (the number itself if it does not parse). */
export function formatPhoneDisplay(e164: string): string {
  return parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
}

/** Why a typed number is refused: a Philippine landline, or nothing recognisable as a mobile number. */
function refusalOf(input: string): string {
  const digits = input.replace(/\D/g, '');
  // A Philippine landline ("02 8123 4567", "+63 2 …") parses but is not a mobile number.
  const philippineLandline = /^(0|63)[2-8]/.test(digits) && digits.length >= 9;
  return philippineLandline ? issueMessage('phone.notMobile') : issueMessage('phone.invalid');
}

/** The typed number in E.164, or an issue saying why it is refused. */
function toE164(value: string, ctx: z.RefinementCtx): string {
  const parsed = parseMobileNumber(value);
  if (parsed) return parsed.e164;
  ctx.addIssue({ code: 'custom', message: refusalOf(value) });
  return z.NEVER;
}

/** A mobile number as typed ("0917 123 4567", "+63 917…", "639…", "+971 50 123 4567") → E.164. */
export const phoneInputSchema = z
  .string({ error: issueMessage('common.required') })
  .max(PHONE_MAX_LENGTH, issueMessage('phone.invalid'))
  .trim()
  .min(1, issueMessage('common.required'))
  .transform(toE164);

/** The sign-up forms' optional number: empty means none; anything else must be a mobile number (with its own message). */
export const optionalPhoneInputSchema = z
  .string({ error: issueMessage('phone.invalid') })
  .max(PHONE_MAX_LENGTH, issueMessage('phone.invalid'))
  .trim()
  .optional()
  .transform((value, ctx) => (value ? toE164(value, ctx) : undefined));

/** The 6-digit one-time code of the text message (spaces typed between digits are forgiven). */
export const otpCodeSchema = z
  .string({ error: issueMessage('phone.code') })
  .max(20, issueMessage('phone.code'))
  .transform((value) => value.replace(/\s/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, issueMessage('phone.code')));

/** PUT auth/account/phone. */
export const accountPhoneSchema = z.object({ phone: phoneInputSchema });
export type AccountPhoneInput = z.input<typeof accountPhoneSchema>;

/** POST auth/account/phone/verify. */
export const verifyPhoneSchema = z.object({ code: otpCodeSchema });
export type VerifyPhoneInput = z.input<typeof verifyPhoneSchema>;

/** GET dev/sms?to=: one recipient as typed (E.164 or 09…), else every message. */
export const smsOutboxQuerySchema = z.object({
  to: z
    .string()
    .max(PHONE_MAX_LENGTH, issueMessage('phone.invalid'))
    .optional()
    .transform((value, ctx) => {
      if (!value?.trim()) return undefined;
      const parsed = parseMobileNumber(value);
      if (parsed) return parsed.e164;
      ctx.addIssue({ code: 'custom', message: issueMessage('phone.invalid') });
      return z.NEVER;
    }),
});

/**
 * POST sms/inbound: a provider's report of a text received from a number (`message`: STOP, START …)
 * or of an opt-out it recorded itself (`event`). The number may come as 639…, 09…, +63… or another country's +….
 */
export const smsInboundSchema = z.object({
  from: z
    .string({ error: issueMessage('phone.invalidSenderNumber') })
    .max(PHONE_MAX_LENGTH, issueMessage('phone.invalidSenderNumber'))
    .transform((value, ctx) => {
      const parsed = parseMobileNumber(/^\d{11,15}$/.test(value) && !value.startsWith('0') ? `+${value}` : value);
      if (parsed) return parsed.e164;
      ctx.addIssue({ code: 'custom', message: issueMessage('phone.invalidSenderNumber') });
      return z.NEVER;
    }),
  message: z.string().max(1600, issueMessage('phone.messageTooLong')).default(''),
  event: z.enum(['message', 'opt_out', 'opt_in'], { error: issueMessage('phone.unknownEvent') }).default('message'),
});
export type SmsInboundInput = z.input<typeof smsInboundSchema>;
