/** Wire types of a person's data-privacy rights (/api/v1/auth/account/deletion, the admin's privacy requests). */
import { z } from 'zod';
import { isoDateTime, uuid } from './wire';

/** Something that must be finished before the account can be deleted, with where to finish it. */
export const deletionBlockerSchema = z
  .object({ kind: z.enum(['UPCOMING_MEETING', 'OPEN_WORK_ITEM']), message: z.string(), path: z.string() })
  .meta({ id: 'DeletionBlocker' });
export type DeletionBlocker = z.infer<typeof deletionBlockerSchema>;

export const deletionStateSchema = z
  .object({
    pending: z.object({ requested_at: isoDateTime, due_at: isoDateTime }).nullable(),
    blockers: z.array(deletionBlockerSchema),
    has_password: z.boolean(),
    grace_days: z.number().int(),
    retention_years: z.number().int(),
  })
  .meta({ id: 'DeletionState' });
export type DeletionState = z.infer<typeof deletionStateSchema>;

/** scheduled: the grace period runs until due_at (the sessions ended); confirmation_sent: a link was mailed. */
export const deletionRequestResultSchema = z
  .object({ status: z.enum(['scheduled', 'confirmation_sent']), message: z.string(), due_at: isoDateTime.nullable() })
  .meta({ id: 'DeletionRequestResult' });
export type DeletionRequestResult = z.infer<typeof deletionRequestResultSchema>;

/** A row of the admin's privacy requests list. */
export const adminPrivacyRequestSchema = z
  .object({
    _id: uuid,
    kind: z.enum(['DELETION']),
    user_id: uuid,
    user_label: z.string(),
    source: z.enum(['SELF', 'ADMIN']),
    state: z.enum(['PENDING', 'CANCELLED', 'COMPLETED']),
    requested_at: isoDateTime,
    due_at: isoDateTime,
    finished_at: isoDateTime.nullable(),
  })
  .meta({ id: 'AdminPrivacyRequest' });
export type AdminPrivacyRequest = z.infer<typeof adminPrivacyRequestSchema>;
