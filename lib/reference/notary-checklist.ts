import type { NotaryServiceSlug } from './notary-services';

/**
 * What a client brings to a notarial appointment (2004 Rules on Notarial Practice: personal appearance
 * with competent evidence of identity, a current government ID with photo and signature). The key is
 * stored; the words are in messages/{en,fil}/notary.json under `checklist.`.
 */
export const NOTARY_CHECKLIST_ITEMS = [
  'government-id',
  'unsigned-document',
  'copies',
  'original-document',
  'witnesses',
  'parties-present',
  'minor-documents',
] as const;
export type NotaryChecklistItem = (typeof NOTARY_CHECKLIST_ITEMS)[number];

/** The ID the Rules require: on every checklist, whatever the notary unticks. */
export const REQUIRED_CHECKLIST_ITEM: NotaryChecklistItem = 'government-id';

/** Appointment lengths a notary may give a service. */
export const NOTARY_DURATIONS = [15, 30, 45, 60, 90] as const;
type NotaryDuration = (typeof NOTARY_DURATIONS)[number];

type ServiceDefaults = { durationMinutes: NotaryDuration; checklist: NotaryChecklistItem[] };

/** What a new offer of each service starts from; the notary changes any of it. */
export const NOTARY_SERVICE_DEFAULTS: Record<NotaryServiceSlug, ServiceDefaults> = {
  acknowledgment: { durationMinutes: 15, checklist: ['government-id', 'unsigned-document', 'copies'] },
  jurat: { durationMinutes: 15, checklist: ['government-id', 'unsigned-document', 'copies'] },
  oath: { durationMinutes: 15, checklist: ['government-id'] },
  'signature-witnessing': { durationMinutes: 15, checklist: ['government-id', 'unsigned-document'] },
  'copy-certification': { durationMinutes: 15, checklist: ['government-id', 'original-document', 'copies'] },
  'deed-of-sale': { durationMinutes: 30, checklist: ['government-id', 'unsigned-document', 'copies', 'parties-present', 'witnesses'] },
  'special-power-of-attorney': { durationMinutes: 15, checklist: ['government-id', 'unsigned-document', 'copies', 'witnesses'] },
  'affidavit-of-loss': { durationMinutes: 15, checklist: ['government-id', 'unsigned-document', 'copies'] },
  'travel-consent': { durationMinutes: 30, checklist: ['government-id', 'unsigned-document', 'copies', 'minor-documents'] },
  contracts: { durationMinutes: 30, checklist: ['government-id', 'unsigned-document', 'copies', 'parties-present', 'witnesses'] },
};

/** A checklist in the one order people read it, the government ID always first and never missing. */
export function normalizeChecklist(items: readonly string[]): NotaryChecklistItem[] {
  const wanted = new Set<string>([REQUIRED_CHECKLIST_ITEM, ...items]);
  return NOTARY_CHECKLIST_ITEMS.filter((item) => wanted.has(item));
}
