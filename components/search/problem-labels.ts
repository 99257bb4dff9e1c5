'use client';

import { useContext, useEffect, useMemo, useState } from 'react';
import { MessagesContext } from '@/lib/i18n/context';
import type { Locale } from '@/lib/i18n/paths';
import type { ProblemLabels } from '@/lib/reference/problem-label';

// The labels of all ~200 problems are not sent with a page: the legal-issue combobox loads them with
// its list, in the page's language only. English needs no file: its labels are the reference labels
// the list already holds (problemLabel falls back to them; lib/i18n/problem-labels.test.ts).
const NONE: ProblemLabels = {};
const loading: Partial<Record<Locale, Promise<ProblemLabels>>> = {};
const loaded: Partial<Record<Locale, ProblemLabels>> = {};

/** Every problem's label in `locale`, fetched once per page (a chunk of its own for Filipino). */
export function loadProblemLabels(locale: Locale): Promise<ProblemLabels> {
  loading[locale] ??= (locale === 'fil' ? import('@/messages/fil/problems.json').then((mod) => mod.default) : Promise.resolve(NONE)).then(
    (labels: ProblemLabels) => (loaded[locale] = labels),
  );
  return loading[locale];
}

/**
 * The problem labels a client island has in its page's language: those its page sent (ClientMessages
 * with the `problems` namespace, or some of its keys), and every label once loaded on this page (by
 * the combobox, or here). `needs`: the problems the island names; when the page did not send the
 * label of one of them, all are loaded (loadProblemLabels). Until they arrive, problemLabel shows
 * the reference label.
 */
export function useProblemLabels(needs: readonly (number | string)[] = []): ProblemLabels {
  const { locale, messages } = useContext(MessagesContext);
  const [, setArrived] = useState(0);
  // Plain text: a label compiles to the same string (lib/i18n/problem-labels.test.ts).
  const sent = (messages.problems ?? NONE) as ProblemLabels;
  const missing = needs.some((id) => !(id in sent));
  useEffect(() => {
    if (!missing || loaded[locale]) return;
    let live = true;
    void loadProblemLabels(locale).then(() => {
      if (live) setArrived((n) => n + 1);
    });
    return () => {
      live = false;
    };
  }, [missing, locale]);
  // Once loaded on this page, every label is at hand at once, even in an island mounted later.
  const every = loaded[locale];
  return useMemo(() => (every ? { ...sent, ...every } : sent), [sent, every]);
}
