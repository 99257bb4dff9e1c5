/**
 * Issue 43, the prepared draft (optional): the services whose draft the client may prepare when
 * booking. Apart from the schema (lib/validation/notary-draft.ts) so the booking widget knows when to
 * offer it without loading the form's validation until it is opened.
 */
const NOTARY_DRAFT_SERVICES = ['affidavit-of-loss', 'special-power-of-attorney'] as const;
export type NotaryDraftService = (typeof NOTARY_DRAFT_SERVICES)[number];

export const hasNotaryDraft = (service: string): service is NotaryDraftService =>
  (NOTARY_DRAFT_SERVICES as readonly string[]).includes(service);
