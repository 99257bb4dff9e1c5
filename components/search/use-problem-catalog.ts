'use client';

import { useContext, useMemo, useState } from 'react';
import { MessagesContext, useLocale } from '@/lib/i18n/context';
import type { Locale } from '@/lib/i18n/paths';
import type { ProblemLabels } from '@/lib/reference/problem-label';

export type ProblemsModule = typeof import('./problem-catalog');

// The ~190 problems (about 12 kB gzip) load on first interaction, not with the page, and with them
// their labels in the page's language (Filipino: a chunk of its own, fetched alongside).
// (The labels' loader is in that lazy module too: the page's first load carries none of it.)
let problemsModule: Promise<ProblemsModule> | undefined;
function loadProblems(locale: Locale): Promise<{ mod: ProblemsModule; labels: ProblemLabels }> {
  problemsModule ??= import('./problem-catalog');
  return problemsModule.then((mod) => mod.loadProblemLabels(locale).then((labels) => ({ mod, labels })));
}

/**
 * The legal-issue combobox's list: `mod` (the problems and their matchers) once `warmUp` loaded it, null
 * before; `labels`, the problems' labels in the page's language.
 */
export function useProblemCatalog() {
  const locale = useLocale();
  const [mod, setMod] = useState<ProblemsModule | null>(null);
  // The chosen problem's label comes with the page (its search; plain text, as a label compiles to
  // itself); every label with the list (loadProblems).
  const sent = useContext(MessagesContext).messages.problems as ProblemLabels | undefined;
  const [loaded, setLoaded] = useState<ProblemLabels | null>(null);
  const labels = useMemo(() => ({ ...sent, ...loaded }), [sent, loaded]);

  const warmUp = () => {
    if (!mod)
      void loadProblems(locale).then((found) => {
        setLoaded(found.labels);
        setMod(found.mod);
      });
  };
  return { mod, labels, warmUp };
}
