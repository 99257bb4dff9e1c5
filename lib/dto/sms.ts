/** Wire types of text messages: the dev outbox (GET dev/sms) and the admin's volume (GET admin/sms). */
import { z } from 'zod';
import { isoDate, isoDateTime, uuid } from './wire';

const smsStatusSchema = z.enum(['QUEUED', 'SENT', 'FAILED', 'SKIPPED']);
export type SmsStatus = z.infer<typeof smsStatusSchema>;

const smsItemSchema = z
  .object({
    _id: uuid,
    /** E.164. */
    to: z.string(),
    /** A sent one-time code is kept with the code starred out ("Your Abogado code is ******. …", in its owner's language) once Semaphore has it. */
    body: z.string(),
    /** Parts the message is billed as (GSM-7: 160 alone, 153 each when split; UCS-2: 70 / 67). */
    segments: z.number().int(),
    encoding: z.enum(['GSM-7', 'UCS-2']),
    kind: z.string(),
    status: smsStatusSchema,
    attempts: z.number().int(),
    created_at: isoDateTime,
    sent_at: isoDateTime.nullable(),
  })
  .meta({ id: 'SmsItem' });
export type SmsItem = z.infer<typeof smsItemSchema>;

/** GET dev/sms: newest first. */
export const smsOutboxSchema = z.object({ results: z.array(smsItemSchema) }).meta({ id: 'SmsOutbox' });

const count = z.number().int();

/** GET admin/sms: the last 30 days by Philippine day, newest first, and the latest messages. */
export const adminSmsSchema = z
  .object({
    per_day: z.array(
      z.object({
        /** A Philippine calendar day. */
        day: isoDate,
        /** Texts recorded that day, skipped ones included. */
        messages: count,
        /** Parts billed or to be billed (skipped texts not counted). */
        segments: count,
        sent: count,
        failed: count,
        skipped: count,
        queued: count,
      }),
    ),
    recent: z.array(smsItemSchema),
  })
  .meta({ id: 'AdminSms' });
export type AdminSms = z.infer<typeof adminSmsSchema>;

/** POST sms/inbound: what the report changed. */
export const smsInboundResultSchema = z.object({ action: z.enum(['opted_out', 'opted_in', 'ignored']) }).meta({ id: 'SmsInboundResult' });
