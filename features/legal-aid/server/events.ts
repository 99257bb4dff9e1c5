import { z } from 'zod';
import { LEGAL_AID_REQUEST_RULES } from '@/features/legal-aid/rules/legal-aid-transitions';
import { defineEvents } from '@/lib/server/platform/outbox/define-events';

/**
 * A legal-aid request's events (issue 61): every move of its table (LEGAL_AID_REQUEST_RULES), and a lawyer reminded
 * of their unused legal-aid offer (moves no request: its aggregate id is the lawyer's).
 */
export const LEGAL_AID_EVENTS = defineEvents(
  'legal-aid',
  {
    claim: { payload: z.strictObject({ scope_statement_version: z.string() }) },
    decline: { payload: z.strictObject({ reason: z.string() }) },
    release: { payload: z.strictObject({ why: z.enum(['not-assessed', 'not-answered']) }) },
    'offer-reminder': {},
  },
  { rules: LEGAL_AID_REQUEST_RULES },
);
