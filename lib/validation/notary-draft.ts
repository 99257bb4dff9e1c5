import { z } from './zod';
import { calendarDaySchema, requiredText } from './fields';
import { issueMessage } from '@/lib/errors/issue';

/**
 * Issue 43, the prepared draft (optional): for an affidavit of loss or a special power of attorney,
 * what the client fills in when booking, from which a draft is printed and brought UNSIGNED — it is
 * signed in front of the notary. One schema for the form, the booking's handler and the API document.
 */
export { hasNotaryDraft, type NotaryDraftService } from '@/lib/reference/notary-draft-services';

/** Ours: the draft's own refusals. */
export const NOTARY_DRAFT_MESSAGES = {
  wrongService: 'This service has no draft to prepare.',
  future: 'The date cannot be in the future.',
  none: 'This appointment has no prepared draft.',
} as const;

/** The day something was lost: a real day, not after today (Manila). */
const pastDay = calendarDaySchema.refine(
  (day) => day <= new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila' }).format(new Date()),
  issueMessage('notaryDraft.future'),
);

const person = {
  full_name: requiredText(120),
  /** Citizenship and civil status as the client writes them ("Filipino, single"). */
  citizenship_status: requiredText(80),
  address: requiredText(200),
};

/** Affidavit of loss: who swears, what was lost, when and where, and how. */
const affidavitOfLossDraftSchema = z
  .object({
    service: z.literal('affidavit-of-loss'),
    ...person,
    item: requiredText(200),
    lost_on: pastDay,
    lost_where: requiredText(200),
    circumstances: requiredText(1000),
    purpose: requiredText(200),
  })
  .strict();

/** Special power of attorney: the principal, the agent (attorney-in-fact) and the acts they may do. */
const specialPowerOfAttorneyDraftSchema = z
  .object({
    service: z.literal('special-power-of-attorney'),
    ...person,
    agent_name: requiredText(120),
    agent_address: requiredText(200),
    powers: requiredText(1000),
  })
  .strict();

export const notaryDraftSchema = z.discriminatedUnion('service', [affidavitOfLossDraftSchema, specialPowerOfAttorneyDraftSchema]);
export type NotaryDraft = z.infer<typeof notaryDraftSchema>;
