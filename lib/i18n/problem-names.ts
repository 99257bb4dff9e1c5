import 'server-only';
import type { Locale } from './config';
import { problemLabelsFor } from './problem-labels';
import { findLegalProblem } from '@/lib/reference/legal-problems';
import { problemLabel } from '@/lib/reference/problem-label';

/** The names of the questions' legal problems in the page's language, drawn on the server (the ~200-problem list stays off the phone). */
export function problemNames(locale: Locale, ids: readonly number[]): Record<number, string> {
  const labels = problemLabelsFor(locale);
  const names: Record<number, string> = {};
  for (const id of ids) {
    const problem = findLegalProblem(id);
    if (problem) names[id] = problemLabel(labels, problem);
  }
  return names;
}
