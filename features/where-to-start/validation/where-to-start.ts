import { z } from '@/lib/validation/zod';
import { issueMessage } from '@/lib/errors/issue';
import { whereToStartCodesField } from './where-to-start-codes';
import { languageSchema } from '@/lib/validation/language';
import { findLegalProblem } from '@/lib/reference/legal-problems';
import { findWhereToStartPlace, type WhereToStartPlace } from '@/features/where-to-start/reference/where-to-start-places';
import type { WhereToStartAnswers } from '@/features/where-to-start/rules/first-steps';
import {
  MATTER_PICKS,
  matterOfProblem,
  nextQuestion,
  toWhereToStartAnswers,
  type FlowAnswers,
  type MatterPickId,
  type Question,
} from '@/features/where-to-start/rules/where-to-start-flow';

/**
 * The address of "Where do I start?" (issue 41): every answer is a short code, never a person's
 * words or an income figure. m: what happened (a pick) or p: a legal problem of the list; ab: abroad now
 * (yes / no, issue 63: asked for a work claim or an SPA); s: the
 * other side; me / them: places by slug (them=unknown: "I don't know"); same: both in one city or
 * municipality (asked where the list cannot tell); adj: their barangays adjoin; land: land or a house
 * here, elsewhere or across towns (issue 72), or a shared workplace or school (issue 56); u: urgency; inc: whether
 * the person's own income is within PAO's ceiling (yes / no / unsure). Each is read on its own, so
 * one bad value in a shared link asks that question again instead of failing the page.
 */
const whereToStartQuerySchema = z.object({
  m: z.enum(MATTER_PICKS.map((p) => p.id) as [MatterPickId, ...MatterPickId[]]).optional(),
  p: z
    .string()
    .regex(/^\d{1,4}$/)
    .transform(Number)
    .refine((id) => findLegalProblem(id) !== undefined)
    .optional(),
  ab: z.enum(['yes', 'no']).optional(),
  s: z.enum(['person', 'company', 'government']).optional(),
  me: z
    .string()
    .max(80)
    .refine((slug) => findWhereToStartPlace(slug) !== undefined)
    .optional(),
  them: z
    .string()
    .max(80)
    .refine((slug) => slug === 'unknown' || findWhereToStartPlace(slug) !== undefined)
    .optional(),
  same: z.enum(['yes', 'no']).optional(),
  adj: z.enum(['yes', 'no', 'unsure']).optional(),
  land: z.enum(['here', 'elsewhere', 'across', 'work', 'none']).optional(),
  u: z.enum(['detained', 'in-danger', 'child-custody', 'court', 'court-order', 'prescription', 'landlord-or-employer', 'none']).optional(),
  inc: z.enum(['yes', 'no', 'unsure']).optional(),
});
export type WhereToStartQuery = z.infer<typeof whereToStartQuerySchema>;

/** The address fields each question fills (what happened: a pick or a legal problem). */
export const QUESTION_FIELDS: Record<Question, (keyof WhereToStartQuery)[]> = {
  matter: ['m', 'p'],
  abroad: ['ab'],
  side: ['s'],
  me: ['me'],
  them: ['them'],
  same: ['same'],
  adjoin: ['adj'],
  land: ['land'],
  urgency: ['u'],
  income: ['inc'],
};

/** The valid answers of an address (a repeated or bad value is dropped). */
export function readWhereToStartQuery(raw: Record<string, string | string[] | undefined>): WhereToStartQuery {
  const out: Record<string, unknown> = {};
  for (const [key, schema] of Object.entries(whereToStartQuerySchema.shape)) {
    const value = raw[key];
    if (typeof value !== 'string' || value === '') continue;
    const parsed = schema.safeParse(value);
    if (parsed.success && parsed.data !== undefined) out[key] = parsed.data;
  }
  return out as WhereToStartQuery;
}

/**
 * The answers a client shares with a lawyer when booking (the flow's address query), or null when
 * they cannot be read as sent: an unknown or repeated key, a bad value, or no "what happened".
 */
export function readSharedWhereToStart(query: string): WhereToStartQuery | null {
  const params = new URLSearchParams(query);
  const keys = [...params.keys()];
  const q = readWhereToStartQuery(Object.fromEntries(params));
  if (new Set(keys).size !== keys.length || keys.some((k) => !(k in q))) return null;
  return q.m === undefined && q.p === undefined ? null : q;
}

/** The answers as the flow's rules read them. A legal problem (p) tells what happened when no pick (m) does. */
export function flowAnswersOf(q: WhereToStartQuery): FlowAnswers<WhereToStartPlace> {
  const pick = q.m ? MATTER_PICKS.find((p) => p.id === q.m) : undefined;
  const problem = q.p !== undefined ? findLegalProblem(q.p) : undefined;
  const matter = pick
    ? { matter: pick.matter, gravity: 'gravity' in pick ? pick.gravity : undefined, problem: q.p ?? pick.problem }
    : problem
      ? { ...matterOfProblem(problem), problem: problem._id }
      : undefined;
  return {
    matter,
    abroad: q.ab === undefined ? undefined : q.ab === 'yes',
    side: q.s,
    me: findWhereToStartPlace(q.me),
    them: q.them === 'unknown' ? null : findWhereToStartPlace(q.them),
    same: q.same === undefined ? undefined : q.same === 'yes',
    adjoin: q.adj,
    land: q.land,
    urgency: q.u,
    income: q.inc,
  };
}

/** The answers as an address query, in a fixed order ("m=work&s=company&me=cebu-city…"). */
export function whereToStartQueryOf(q: WhereToStartQuery): string {
  const params = new URLSearchParams();
  for (const key of Object.keys(whereToStartQuerySchema.shape) as (keyof WhereToStartQuery)[]) {
    const value = q[key];
    if (value !== undefined) params.set(key, String(value));
  }
  return params.toString();
}

/** The address of the flow with these answers (and one more). */
export function whereToStartHref(q: WhereToStartQuery, path = '/where-to-start'): string {
  const query = whereToStartQueryOf(q);
  return query ? `${path}?${query}` : path;
}

/**
 * Answers complete enough for an answer (every question the rules need asked): what the answer page
 * and its e-mail read; null when one is missing (the page then asks it).
 */
export function completeWhereToStart(
  q: WhereToStartQuery,
): { triage: WhereToStartAnswers; place: WhereToStartPlace; problem: number; abroad: boolean } | null {
  const answers = flowAnswersOf(q);
  const triage = toWhereToStartAnswers(answers);
  if (!triage || nextQuestion(answers) !== null || !answers.me || !answers.matter) return null;
  return { triage, place: answers.me, problem: answers.matter.problem, abroad: answers.abroad === true };
}

/** A body whose answers are not the flow's codes was not made by the page: said in English (the e-mail's words are in the triage catalogue). */

/**
 * POST where-to-start/email: the answer's address query, e-mailed to the signed-in person's own
 * address in the language of the page it was asked from.
 */
export const emailWhereToStartSchema = z.object({
  answers: whereToStartCodesField(issueMessage('triage.unreadable')).meta({
    description: "The answer's address query, e.g. p=10&ab=no&s=company&me=cebu-city&u=none&inc=unsure",
  }),
  language: languageSchema.default('en').meta({ description: 'The language of the e-mail: the page it was asked from (en, fil)' }),
});
