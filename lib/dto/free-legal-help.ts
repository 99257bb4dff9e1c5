// Free legal help search response.
import { z } from 'zod';
import { FREE_LEGAL_HELP_KINDS, type FreeLegalHelpKind } from '@/lib/reference/free-legal-help';
import { areaValueSchema } from './search';
import { isoDate } from './wire';

/** One organisation of the free legal help directory (lib/reference/free-legal-help). */
const freeLegalHelpProviderSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    kind: z.enum(FREE_LEGAL_HELP_KINDS.map((k) => k.value) as [FreeLegalHelpKind, ...FreeLegalHelpKind[]]),
    /** City of the office; '' for a service offered in every city or barangay. */
    city: z.string(),
    /** One of the 18 search regions, or 'Nationwide'. */
    region: z.string(),
    /** Legal-problem areas it helps with (lib/reference/areas). */
    areas: z.array(areaValueSchema),
    helpsWith: z.string(),
    /** Who qualifies, when there is a test. */
    eligibility: z.string().optional(),
    contactHint: z.string(),
    /** Issue 56, for an office card: street address (a map link is made from it), hours, a phone, an online route. */
    address: z.string().optional(),
    hours: z
      .union([
        z.object({
          /** 0 Sunday … 6 Saturday. */
          days: z.array(z.number().int().min(0).max(6)),
          opens: z.string().meta({ description: 'HH:MM, Philippine time' }),
          closes: z.string().meta({ description: 'HH:MM, Philippine time' }),
        }),
        z.literal('always'),
      ])
      .optional(),
    phone: z.object({ number: z.string(), source: z.string() }).optional(),
    online: z.object({ name: z.string(), url: z.string(), source: z.string() }).optional(),
    source: z.string(),
    /** YYYY-MM-DD the entry was last reviewed against its source. */
    lastChecked: isoDate,
  })
  .meta({ id: 'FreeLegalHelpProvider' });

const paoTestSchema = z.object({ title: z.string(), text: z.string() });

/** PAO's two tests (lib/reference/free-legal-help PAO_TESTS). */
const paoTestsSchema = z
  .object({
    indigency: paoTestSchema.extend({
      /** Net monthly income limits, in centavos. */
      thresholds: z.array(z.object({ area: z.string(), maxNetMonthlyIncome: z.number().int() })).readonly(),
    }),
    merit: paoTestSchema,
  })
  .meta({ id: 'PaoTests' });

/** GET /api/v1/lawyers/free-legal-help. */
export const freeLegalHelpResponseSchema = z
  .object({ results: z.array(freeLegalHelpProviderSchema), total: z.number().int(), pao_tests: paoTestsSchema })
  .meta({ id: 'FreeLegalHelpResponse' });
export type FreeLegalHelpResponse = z.infer<typeof freeLegalHelpResponseSchema>;
