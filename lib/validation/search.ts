import { SERVICE_TYPES } from '@/features/services/reference/legal-services';
import { z } from './zod';
import { AREA_VALUES, type AreaValue } from '@/lib/reference/areas';
import { LANGUAGES } from '@/lib/reference/languages';
import { findLegalProblem } from '@/lib/reference/legal-problems';
import { resolveQueryRegion } from '@/lib/reference/regions';
import type { LawyerSearchParams } from '@/lib/dto/search';
import { issueMessage } from '@/lib/errors/issue';
import { SLOT_HOURS } from '@/lib/rules/slot-hours';
import { timeZoneSchema } from './time-zone';

// Query-string schemas for the lawyer search (spec §7): shared by GET /api/v1/lawyers, the
// /lawyers-online page (reading its URL) and the filter panel. Every value arrives as a string,
// so numbers are matched as digits first — "abc", "-1" or 10 kB of text fail with a 400, never a 500.

const digits = (name: string, max: number) =>
  z
    .string({ error: `Invalid ${name}.` })
    .max(12, `Invalid ${name}.`)
    .regex(/^\d+$/, `Invalid ${name}.`)
    .transform(Number)
    .refine((n) => n <= max, `Invalid ${name}.`);

const oneOrMany = <T extends z.ZodType>(item: T) =>
  z.union([item.transform((v) => [v]), z.array(item).max(LANGUAGES.length, issueMessage('search.tooManyLanguages'))], {
    error: issueMessage('search.invalidLanguage'),
  });

export const lawyerSearchQuerySchema = z.object({
  area_of_practice: z.enum(AREA_VALUES as [AreaValue, ...AreaValue[]], { error: issueMessage('search.unknownArea') }).optional(),
  legal_problem: digits('legal_problem', 9999)
    .refine((id) => findLegalProblem(id) !== undefined, issueMessage('search.unknownProblem'))
    .optional(),
  region: z
    .string({ error: issueMessage('search.unknownRegion') })
    .max(80, issueMessage('search.unknownRegion'))
    .refine((r) => resolveQueryRegion(r) !== undefined, issueMessage('search.unknownRegion'))
    .optional(),
  language: oneOrMany(
    z
      .string()
      .max(40, issueMessage('search.unknownLanguage'))
      .refine((l) => LANGUAGES.includes(l), issueMessage('search.unknownLanguage')),
  ).optional(),
  price_min: digits('price_min', 100_000_000).optional(),
  price_max: digits('price_max', 100_000_000).optional(),
  call_type: z.enum(['video', 'phone'], { error: issueMessage('search.unknownCallType') }).optional(),
  /** `1`: only lawyers who answer written questions (issue 60; "Where do I start?" links here). */
  written: z
    .enum(['1'], { error: issueMessage('search.unknownWritten') })
    .transform(() => true as const)
    .optional(),
  /** Issue 62: only lawyers who offer this fixed-price service (a catalogue type). */
  service: z.enum(SERVICE_TYPES, { error: issueMessage('services.unknownService') }).optional(),
  /** Issue 63: only the slots of evenings (18:00–23:00) or weekends on the viewer's clock (`tz`). */
  hours: z.enum(SLOT_HOURS, { error: issueMessage('search.unknownHours') }).optional(),
  sort: z.enum(['rating', 'price', 'bar_year'], { error: issueMessage('search.unknownSort') }).optional(),
  sort_direction: z
    .enum(['1', '-1'], { error: issueMessage('search.unknownDirection') })
    .transform((d) => Number(d) as 1 | -1)
    .optional(),
  page: digits('page', 10_000).optional(),
  limit: digits('limit', 50)
    .refine((n) => n >= 1, issueMessage('search.invalidLimit'))
    .optional(),
  cursor: z.string().max(400, issueMessage('search.invalidCursor')).optional(),
  /** The viewer's IANA zone; calendars are grouped by its days. */
  tz: timeZoneSchema.optional(),
});

export type LawyerSearchQuery = z.infer<typeof lawyerSearchQuerySchema>;

export function toSearchParams(query: LawyerSearchQuery): LawyerSearchParams {
  const { tz: _tz, ...rest } = query;
  void _tz;
  const params: LawyerSearchParams = { ...rest };
  // An empty region ("Philippines") means no filter.
  if (params.region !== undefined && resolveQueryRegion(params.region) === '') delete params.region;
  return params;
}

/**
 * The /lawyers-online page reads the same parameters from its URL, but a bad value there should
 * not break the page: each invalid field is dropped instead of failing the whole search.
 */
export function parseSearchUrl(raw: Record<string, string | string[] | undefined>): LawyerSearchQuery {
  const out: Record<string, unknown> = {};
  const shape = lawyerSearchQuerySchema.shape;
  for (const key of Object.keys(shape) as (keyof typeof shape)[]) {
    const value = raw[key];
    if (value === undefined || value === '') continue;
    const parsed = shape[key].safeParse(value);
    if (parsed.success && parsed.data !== undefined) out[key] = parsed.data;
  }
  return out as LawyerSearchQuery;
}

/** Availability calls (spec §7 GET /api/v1/lawyers/availability?_id=). */
export const availabilityQuerySchema = z.object({
  _id: z
    .string({ error: issueMessage('common.required') })
    .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, issueMessage('search.invalidLawyerId')),
  duration: z
    .enum(['30', '60'], { error: issueMessage('search.invalidDuration') })
    .transform((d) => Number(d) as 30 | 60)
    .optional(),
  tz: lawyerSearchQuerySchema.shape.tz,
  hours: lawyerSearchQuerySchema.shape.hours,
});

export const lawyerIdSchema = availabilityQuerySchema.shape._id;

export const reviewsQuerySchema = z.object({
  page: digits('page', 10_000).optional(),
  limit: digits('limit', 50)
    .refine((n) => n >= 1, issueMessage('search.invalidLimit'))
    .optional(),
});

/** GET /api/v1/lawyers/free-legal-help and the /free-legal-help page. */
export const freeLegalHelpQuerySchema = z.object({
  region: lawyerSearchQuerySchema.shape.region,
  area_of_practice: lawyerSearchQuerySchema.shape.area_of_practice,
  legal_problem: lawyerSearchQuerySchema.shape.legal_problem,
  kind: z.enum(['pao', 'ibp', 'law-school', 'government', 'ngo'], { error: issueMessage('admin.unknownKind') }).optional(),
  q: z
    .string()
    .max(100, issueMessage('validation.tooLong', { max: 100 }))
    .optional(),
});
export type FreeLegalHelpQueryInput = z.infer<typeof freeLegalHelpQuerySchema>;

/** GET /api/v1/legal-problems: the visitor's words (any language, typos welcome). */
export const legalProblemQuerySchema = z.object({
  q: z
    .string({ error: issueMessage('common.required') })
    .max(100, issueMessage('validation.tooLong', { max: 100 }))
    .refine((q) => q.trim().length > 0, issueMessage('common.required')),
});
