import type { LegalProblem } from '@/lib/reference/legal-problems';

export type ProblemGroup = { label: string; problems: LegalProblem[] };

type Matcher = (problem: LegalProblem, query: string) => boolean;

/**
 * The combobox list: problems matching the query (case- and accent-insensitive, anywhere in label,
 * value or additional text — the matcher from lib/reference), grouped in their original order.
 */
export function filterLegalProblems(problems: LegalProblem[], query: string, matches: Matcher): ProblemGroup[] {
  const wanted = query.trim();
  const groups = new Map<string, LegalProblem[]>();
  for (const problem of problems) {
    if (wanted && !matches(problem, wanted)) continue;
    const list = groups.get(problem.group_label) ?? [];
    list.push(problem);
    groups.set(problem.group_label, list);
  }
  return [...groups].map(([label, list]) => ({ label, problems: list }));
}
