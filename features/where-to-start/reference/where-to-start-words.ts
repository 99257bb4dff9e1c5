import { findLegalProblem } from '@/lib/reference/legal-problems';
import { problemLabel, type ProblemLabels } from '@/lib/reference/problem-label';
import { findWhereToStartPlace } from './where-to-start-places';
import { placeLabel, whereToStartWords, type WhereToStartWords } from '@/lib/reference/first-stops';
import { MATTER_PICKS, type MatterPickId } from '@/features/where-to-start/rules/where-to-start-flow';
import {
  readSharedWhereToStart,
  whereToStartHref,
  whereToStartQueryOf,
  type WhereToStartQuery,
} from '@/features/where-to-start/validation/where-to-start';
import type { Locale } from '@/lib/i18n/paths';
import { problemLabelsFor } from '@/lib/i18n/problem-labels';
import { translator } from '@/lib/i18n/translator';

/**
 * "Where do I start?" (issue 41) in words: the choices as the flow's screens show them, and a set of
 * answers as the booking form offers to share it and the lawyer reads it on the meeting page — one
 * wording for the three, in the `triage` catalogue (`matters`, `sides`, `urgencies`, `incomes`,
 * `rows`); this file keeps the codes, in the order the flow offers them.
 */
export const MATTER_CODES: readonly MatterPickId[] = MATTER_PICKS.map((p) => p.id);
export const SIDE_CODES: readonly NonNullable<WhereToStartQuery['s']>[] = ['person', 'company', 'government'];
export const URGENCY_CODES: readonly NonNullable<WhereToStartQuery['u']>[] = [
  'detained',
  'in-danger',
  'child-custody',
  'court',
  'court-order',
  'prescription',
  'landlord-or-employer',
  'none',
];
export const ABROAD_CODES: readonly NonNullable<WhereToStartQuery['ab']>[] = ['yes', 'no'];
export const SAME_CODES: readonly NonNullable<WhereToStartQuery['same']>[] = ['yes', 'no'];
export const ADJOIN_CODES: readonly NonNullable<WhereToStartQuery['adj']>[] = ['yes', 'no', 'unsure'];
export const LAND_CODES: readonly NonNullable<WhereToStartQuery['land']>[] = ['here', 'across', 'elsewhere', 'work', 'none'];
export const INCOME_CODES: readonly NonNullable<WhereToStartQuery['inc']>[] = ['yes', 'no', 'unsure'];

/** A choice of the flow in words: what happened, the other side or how urgent. */
export const choiceText = (t: WhereToStartWords, group: 'matters' | 'sides' | 'urgencies' | 'lands', code: string) => ({
  label: t(`${group}.${code}.label`),
  hint: t(`${group}.${code}.hint`),
});

export type WhereToStartRow = { question: string; answer: string };

/**
 * A set of answers in words: what happened (the legal problem when one was picked from the list),
 * the other side, where each lives, how urgent, and the income answer (never a figure: only whether
 * it is within the PAO's limit). `subject` is what happened in a few words, for a booking's case summary.
 * Legal problems are named in `labels`' language, places as the list names them.
 */
function describeWhereToStart(
  t: WhereToStartWords,
  labels: ProblemLabels,
  q: WhereToStartQuery,
): { subject: string; rows: WhereToStartRow[] } | null {
  const found = q.p !== undefined ? findLegalProblem(q.p) : undefined;
  const problem = found && problemLabel(labels, found);
  const pick = q.m ? MATTER_PICKS.find((p) => p.id === q.m) : undefined;
  const pickLabel = pick ? t(`matters.${pick.id}.label`) : undefined;
  const subject = problem ?? pickLabel;
  if (!subject) return null;
  const rows: WhereToStartRow[] = [{ question: t('rows.whatHappened'), answer: problem && pick ? `${pickLabel}: ${problem}` : subject }];
  if (q.ab) rows.push({ question: t('rows.abroad'), answer: t(`answers.${q.ab}`) });
  if (q.s) rows.push({ question: t('rows.otherSide'), answer: t(`sides.${q.s}.label`) });
  const me = findWhereToStartPlace(q.me);
  if (me) rows.push({ question: t('rows.livesIn'), answer: placeLabel(t, me) });
  if (q.them) {
    const them = findWhereToStartPlace(q.them);
    rows.push({ question: t('rows.otherLivesIn'), answer: q.them === 'unknown' ? t('rows.doesntKnow') : them ? placeLabel(t, them) : '' });
  }
  if (q.same) rows.push({ question: t('rows.sameTown'), answer: t(`answers.${q.same}`) });
  if (q.adj) rows.push({ question: t('rows.adjoining'), answer: t(`answers.${q.adj}`) });
  if (q.land) rows.push({ question: t('rows.land'), answer: t(`lands.${q.land}.label`) });
  if (q.u) rows.push({ question: t('rows.urgent'), answer: t(`urgencies.${q.u}.label`) });
  if (q.inc) rows.push({ question: t('rows.income'), answer: t(`incomes.${q.inc}`) });
  return { subject, rows: rows.filter((r) => r.answer) };
}

/**
 * Answers a client shares with a lawyer, as sent or stored (their address query): read code by code and
 * put in words of `locale`, with their canonical query and the address of the answer (without a
 * language prefix); null when they cannot be read.
 */
export function readSharedAnswers(
  query: string,
  locale: Locale,
): { query: string; answerUrl: string; subject: string; rows: WhereToStartRow[] } | null {
  const q = readSharedWhereToStart(query);
  const described = q && describeWhereToStart(whereToStartWords(translator(locale, 'triage')), problemLabelsFor(locale), q);
  return q && described ? { query: whereToStartQueryOf(q), answerUrl: whereToStartHref(q, '/where-to-start/answer'), ...described } : null;
}
