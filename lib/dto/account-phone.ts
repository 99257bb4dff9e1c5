/** Wire types of the account's mobile number (GET/PUT/DELETE auth/account/phone, …/verify, …/resend). */
import { z } from 'zod';
import { NOTIFICATION_KINDS } from '@/lib/config/notification-kinds';
import { isoDateTime } from './wire';

const phoneStateSchema = z
  .object({
    /** E.164, "+639171234567". */
    number: z.string(),
    /** International format, "+63 917 123 4567". */
    display: z.string(),
    verified: z.boolean(),
    verified_at: isoDateTime.nullable(),
    /** When the code last sent stops working (null when none is pending). */
    code_expires_at: isoDateTime.nullable(),
    /** The earliest moment "Send a new code" is allowed (null: now). */
    resend_available_at: isoDateTime.nullable(),
    /** Too many wrong codes: no code is accepted or sent before this moment. */
    locked_until: isoDateTime.nullable(),
    /** Wrong codes left for the pending code (null when none is pending). */
    tries_left: z.number().int().nullable(),
    /** The number replied STOP: it receives no texts until it replies START. */
    opted_out: z.boolean(),
  })
  .meta({ id: 'PhoneState' });
export type PhoneState = z.infer<typeof phoneStateSchema>;

/**
 * GET auth/account/phone (null: no number), DELETE (always null); `texts_abroad` is whether a number
 * outside the Philippines can be added and texted here (false when only the Philippine provider is
 * configured: the form then says texts go only to +63 numbers, and e-mail and push carry the reminders).
 */
export const accountPhoneResultSchema = z
  .object({ phone: phoneStateSchema.nullable(), texts_abroad: z.boolean() })
  .meta({ id: 'AccountPhoneResult' });
export type AccountPhoneResult = z.infer<typeof accountPhoneResultSchema>;

/** PUT auth/account/phone, POST …/verify and …/resend. */
export const accountPhoneSetSchema = z.object({ phone: phoneStateSchema }).meta({ id: 'AccountPhoneSet' });

const channelSwitchesSchema = z.object({ email: z.boolean(), sms: z.boolean(), push: z.boolean() });

/** GET/PUT auth/account/notification-preferences: the kinds that apply to the account's type. */
export const notificationPreferencesSchema = z
  .object({
    preferences: z.array(
      z.object({
        kind: z.enum(NOTIFICATION_KINDS),
        channels: channelSwitchesSchema,
      }),
    ),
  })
  .meta({ id: 'NotificationPreferences' });
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;
