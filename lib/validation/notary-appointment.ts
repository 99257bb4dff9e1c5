import { z } from './zod';
import { isoInstantSchema, uuidField } from './fields';
import { notaryDraftSchema } from './notary-draft';
import { NOTARY_SERVICE_SLUGS, type NotaryServiceSlug } from '@/lib/reference/notary-services';
import { issueMessage } from '@/lib/errors/issue';

const serviceField = z.custom<NotaryServiceSlug>(
  (v) => NOTARY_SERVICE_SLUGS.includes(v as NotaryServiceSlug),
  issueMessage('notaryAppointment.unknownService'),
);

/** GET /api/v1/notary-public/slots: one service's free appointment times at one notary (public). */
export const notarySlotsQuerySchema = z.object({
  notary_id: uuidField('notary'),
  service: serviceField,
});

/**
 * POST /api/v1/notary-public/appointment: an in-person appointment at the notary's office. Paid online
 * through the consultations' checkout, or at the office when the notary allows it (then confirmed at once).
 */
export const bookNotaryAppointmentSchema = z
  .object({
    notary_id: uuidField('notary'),
    service: serviceField,
    start_time: isoInstantSchema,
    pay_at_office: z.boolean().default(false),
    /** Optional, for an affidavit of loss or an SPA: the prepared draft, for the same service. */
    draft: notaryDraftSchema.optional(),
  })
  .strict()
  .refine((v) => !v.draft || v.draft.service === v.service, {
    message: issueMessage('notaryDraft.wrongService'),
    path: ['draft', 'service'],
  });
export type BookNotaryAppointmentInput = z.infer<typeof bookNotaryAppointmentSchema>;

/** PUT /api/v1/meeting/{id}/in-person-outcome: the notary's word on an in-person appointment once its time came. */
export const inPersonOutcomeSchema = z.object({ outcome: z.enum(['ATTENDED', 'CLIENT_NO_SHOW']) }).strict();
