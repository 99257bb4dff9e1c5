/** Wire types of a person's data-privacy rights (/api/v1/auth/account/deletion, the admin's privacy requests). */
import { z } from 'zod';
import { isoDateTime, uuid } from './wire';
import { OPTIONAL_CONSENTS } from '@/lib/config/policies';

/** Something that must be finished before the account can be deleted, with where to finish it. */
const deletionBlockerSchema = z
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
const adminPrivacyRequestSchema = z
  .object({
    _id: uuid,
    kind: z.enum(['DELETION', 'EXPORT']),
    user_id: uuid,
    user_label: z.string(),
    source: z.enum(['SELF', 'ADMIN']),
    /** Deletions: PENDING, CANCELLED, COMPLETED, FAILED (the erasure's tries are spent); exports: the export's status. */
    state: z.enum(['PENDING', 'CANCELLED', 'COMPLETED', 'BUILDING', 'READY', 'FAILED', 'EXPIRED']),
    requested_at: isoDateTime,
    /** Deletions: when the erasure runs; exports: when the file is deleted. */
    due_at: isoDateTime.nullable(),
    /** Deletions: completed, cancelled or failed at; exports: ready at. */
    finished_at: isoDateTime.nullable(),
    /** Deletions: the erasure's failed tries so far (it stops at ERASURE_ATTEMPTS); exports: 0. */
    attempts: z.number().int(),
    /** Why the erasure (its latest try) or the export failed; null otherwise. */
    failure: z.string().nullable(),
  })
  .meta({ id: 'AdminPrivacyRequest' });
export type AdminPrivacyRequest = z.infer<typeof adminPrivacyRequestSchema>;

/** A "Download my data" request as its owner sees it; download_url only while READY (7 days). */
export const dataExportSchema = z
  .object({
    _id: uuid,
    status: z.enum(['PENDING', 'BUILDING', 'READY', 'FAILED', 'EXPIRED']),
    requested_at: isoDateTime,
    ready_at: isoDateTime.nullable(),
    expires_at: isoDateTime.nullable(),
    size_bytes: z.number().int().nullable(),
    download_url: z.string().nullable(),
  })
  .meta({ id: 'DataExport' });
export type DataExport = z.infer<typeof dataExportSchema>;

export const dataExportStateSchema = z.object({ latest: dataExportSchema.nullable() }).meta({ id: 'DataExportState' });
export type DataExportState = z.infer<typeof dataExportStateSchema>;

export const adminPrivacyRequestListSchema = z
  .object({ results: z.array(adminPrivacyRequestSchema) })
  .meta({ id: 'AdminPrivacyRequestList' });

export const adminErasureResultSchema = z.object({ deletion_id: uuid, erased: z.boolean() }).meta({ id: 'AdminErasureResult' });

/** A person's consents: the legal texts' accepted versions, the optional consents now, and every change. */
export const consentStateSchema = z
  .object({
    policies: z.array(
      z.object({
        kind: z.enum(['TERMS', 'PRIVACY']),
        label: z.string(),
        accepted_version: z.string().nullable(),
        accepted_at: isoDateTime.nullable(),
        current_version: z.string(),
      }),
    ),
    optional: z.array(z.object({ kind: z.enum(OPTIONAL_CONSENTS), label: z.string(), granted: z.boolean(), at: isoDateTime.nullable() })),
    history: z.array(
      z.object({
        kind: z.enum(['TERMS', 'PRIVACY', ...OPTIONAL_CONSENTS]),
        version: z.string().nullable(),
        granted: z.boolean(),
        at: isoDateTime,
        source: z.enum(['SIGN_UP', 'SIGN_IN', 'SETTINGS', 'BACKFILL']),
      }),
    ),
  })
  .meta({ id: 'ConsentState' });
export type ConsentState = z.infer<typeof consentStateSchema>;
