import { z } from 'zod';
import { uuid } from './wire';
import { availabilityCalendarSchema } from './search';

/** GET /api/v1/notary-public/slots: one service's fee, length and free appointment times (Manila days). */
export const notarySlotsSchema = z
  .object({
    service: z.string(),
    fee_centavos: z.number().int(),
    duration_minutes: z.number().int(),
    calendar: availabilityCalendarSchema,
  })
  .meta({ id: 'NotarySlots' });

/** POST /api/v1/notary-public/appointment: the appointment, and where to pay — null when paid at the office (confirmed). */
export const notaryAppointmentCreatedSchema = z
  .object({ _id: uuid, checkout_url: z.string().nullable() })
  .meta({ id: 'CreatedNotaryAppointment' });

/** PUT /api/v1/meeting/{id}/in-person-outcome: the appointment as the notary marked it. */
export const inPersonOutcomeResultSchema = z
  .object({ _id: uuid, status: z.literal('COMPLETED'), outcome: z.enum(['ATTENDED', 'CLIENT_NO_SHOW']) })
  .meta({ id: 'InPersonOutcome' });
