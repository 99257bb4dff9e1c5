import { z } from 'zod';
import { LOCALES } from '@/lib/i18n/paths';
import { defineEvents } from '@/lib/server/platform/outbox/define-events';

/** "Where do I start?": the answer mailed, from the shared answers' code (not text a person wrote) in their language. */
export const TRIAGE_EVENTS = defineEvents('triage', {
  email: { payload: z.strictObject({ answers: z.string(), language: z.enum(LOCALES) }) },
});
