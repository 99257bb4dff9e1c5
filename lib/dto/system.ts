// Operations answers: /api/v1/health, the dev mailbox and the OpenAPI document itself.
import { z } from 'zod';
import { isoDateTime, uuid } from './wire';

/** GET /api/v1/health: liveness, the database engine and the migration state. */
export const healthSchema = z
  .object({
    /** "degraded" while migrations are pending. */
    status: z.enum(['ok', 'degraded']),
    database: z.object({
      engine: z.enum(['postgres', 'pglite']),
      migrations: z.object({
        applied: z.number().int(),
        available: z.number().int(),
        /** The newest migration's tag in the committed journal. */
        latest: z.string().nullable(),
        upToDate: z.boolean(),
      }),
      /** The round trip of a SELECT 1 and the migration check, in milliseconds. */
      latencyMs: z.number().int(),
    }),
  })
  .meta({ id: 'Health' });

/** One e-mail of the outbox. */
const outboxEmailSchema = z
  .object({
    _id: uuid,
    to: z.string(),
    subject: z.string(),
    text: z.string(),
    status: z.enum(['QUEUED', 'SENT', 'FAILED']),
    created_at: isoDateTime,
    /** What is attached, without the bytes (a CANCEL .ics shows as text/calendar; …; method=CANCEL). */
    attachments: z.array(z.object({ filename: z.string(), content_type: z.string() })),
  })
  .meta({ id: 'OutboxEmail' });

/** GET /api/v1/dev/mailbox: the newest e-mails first. */
export const mailboxSchema = z.object({ results: z.array(outboxEmailSchema) }).meta({ id: 'Mailbox' });

/** GET /api/v1/openapi.json: an OpenAPI 3.1 document (its parts are not described again here). */
export const openApiDocumentSchema = z
  .looseObject({
    openapi: z.string(),
    info: z.looseObject({ title: z.string(), version: z.string() }),
    paths: z.record(z.string(), z.unknown()),
  })
  .meta({ id: 'OpenApiDocument' });

/** POST /api/v1/dev/reminders/run: how many reminders that pass sent (0: already sent). */
export const reminderRunSchema = z.object({ sent: z.number().int() }).meta({ id: 'ReminderRun' });
