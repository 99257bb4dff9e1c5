// Legal-problem search response (GET /api/v1/legal-problems). No `server-only`: the combobox reads it.
import { z } from 'zod';
import { areaValueSchema } from './search';

/** One entry of lib/reference/legal-problems (spec §3 "Legal problem"), without its search text. */
const legalProblemMatchSchema = z
  .object({
    _id: z.number().int(),
    value: z.array(areaValueSchema),
    label: z.string(),
    group_label: z.string(),
  })
  .meta({ id: 'LegalProblemMatch' });

/** The problems the words describe, best first. */
export const legalProblemMatchesSchema = z.object({ results: z.array(legalProblemMatchSchema) }).meta({ id: 'LegalProblemMatches' });
export type LegalProblemMatches = z.infer<typeof legalProblemMatchesSchema>;
