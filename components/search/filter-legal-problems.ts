import type { LegalProblem } from '@/lib/reference/legal-problems';
import type { ProblemMatch } from '@/lib/reference/problem-match';

type ProblemGroup = { label: string; problems: LegalProblem[] };

/** The combobox list: its groups, and whether its first option is a strong match (pre-selected). */
export type ProblemList = { groups: ProblemGroup[]; strongFirst: boolean };

type Rank = (problems: readonly LegalProblem[], query: string) => ProblemMatch[];

/**
 * The combobox list. Without words: every problem, grouped in the list's order. With words: the
 * problems the one matcher finds (rankLegalProblems from lib/reference/problem-match.ts, passed in so
 * that it and its synonyms load with the list, not with the page), best first — a group comes where
 * its best problem ranks, and its problems in their rank — and whether the best is strong.
 */
export function filterLegalProblems(problems: readonly LegalProblem[], query: string, rank: Rank): ProblemList {
  const wanted = query.trim();
  const ranked = wanted ? rank(problems, wanted) : problems.map((problem) => ({ problem, strong: false }));
  const groups = new Map<string, LegalProblem[]>();
  for (const { problem } of ranked) {
    const list = groups.get(problem.group_label) ?? [];
    list.push(problem);
    groups.set(problem.group_label, list);
  }
  return { groups: [...groups].map(([label, list]) => ({ label, problems: list })), strongFirst: Boolean(wanted && ranked[0]?.strong) };
}
