'use client';

import { useEffect, useMemo, useState } from 'react';
import type { LegalProblem } from '@/lib/reference/legal-problems';
import type { ProblemList } from './filter-legal-problems';
import type { ProblemsModule } from './use-problem-catalog';

// Words the list does not hold (a typo: "anulment") go to the server's trigram search once typing pauses.
const SIMILAR_MIN_LENGTH = 3;
const SIMILAR_DELAY_MS = 250;
/** The group of the server's near misses (shown under "Did you mean"). */
export const SIMILAR_GROUP = 'similar';

/**
 * The legal-issue combobox's groups: the list's own matches (`local`), or, when it has none (and the words
 * do not ask for free help), the problems the server finds the words nearly spell. `searching` while that
 * answer is awaited; `noMatch` when neither finds anything (or there are too few letters to ask).
 */
export function useSimilarProblems({
  mod,
  open,
  local,
  freeHelp,
  wanted,
}: {
  mod: ProblemsModule | null;
  open: boolean;
  local: ProblemList;
  freeHelp: boolean;
  wanted: string;
}) {
  const [similar, setSimilar] = useState<{ query: string; ids: number[] } | null>(null);
  const asksServer = Boolean(mod) && open && local.groups.length === 0 && !freeHelp && wanted.length >= SIMILAR_MIN_LENGTH;
  useEffect(() => {
    if (!asksServer || !mod) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      mod
        .findSimilarLegalProblems(wanted, controller.signal)
        .then((ids) => setSimilar({ query: wanted, ids }))
        // Offline or refused: the list simply says nothing matched.
        .catch(() => setSimilar({ query: wanted, ids: [] }));
    }, SIMILAR_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [asksServer, mod, wanted]);
  const similarAnswer = asksServer && similar?.query === wanted ? similar.ids : undefined;
  const groups = useMemo(() => {
    if (!mod || !similarAnswer?.length) return local.groups;
    const problems = similarAnswer.map((id) => mod.findLegalProblem(id)).filter((p): p is LegalProblem => p !== undefined);
    return [{ label: SIMILAR_GROUP, problems }];
  }, [mod, local, similarAnswer]);
  const searching = asksServer && similarAnswer === undefined;
  // Nothing in the list, and the server's near misses asked for and none found (or too few letters to ask).
  const serverFound = similar?.query === wanted ? similar.ids.length > 0 : undefined;
  const noMatch =
    Boolean(mod) &&
    wanted.length > 0 &&
    local.groups.length === 0 &&
    !freeHelp &&
    (wanted.length < SIMILAR_MIN_LENGTH || serverFound === false);
  return { groups, searching, noMatch };
}
