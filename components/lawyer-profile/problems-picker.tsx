'use client';

import { useMemo, useState, type Ref } from 'react';
import { useProblemLabels } from '@/components/search/problem-labels';
import { useT } from '@/lib/i18n/client';
import { LEGAL_PROBLEMS, normalizeSearchText } from '@/lib/reference/legal-problems';
import { problemLabel } from '@/lib/reference/problem-label';
import { fieldError } from './fields';

type Props = {
  /** The areas ticked above: only their problems are offered. */
  areas: string[];
  chosen: Set<number>;
  onToggle: (id: number) => void;
  /** The form's error for the list (its words found by fieldError), if any. */
  error: unknown;
  errorId: string;
  /** The box, focused by hand from the error summary (its first input or button). */
  boxRef: Ref<HTMLFieldSetElement>;
};

/** The legal problems a lawyer takes, picked as toggles among those of the chosen areas, with a filter. */
export function ProblemsPicker({ areas, chosen, onToggle, error, errorId, boxRef }: Props) {
  const t = useT('editor');
  // The page sends every problem's label in its language (the editor offers them all).
  const labels = useProblemLabels();
  const [problemFilter, setProblemFilter] = useState('');

  // Problems offered are those of the chosen areas (a labor lawyer is not asked about visas), found
  // by their label in the page's language or in English.
  const offered = useMemo(() => {
    const chosenAreas = new Set(areas);
    const needle = normalizeSearchText(problemFilter.trim());
    const has = (text: string) => normalizeSearchText(text).includes(needle);
    return LEGAL_PROBLEMS.filter(
      (p) =>
        p.group_label !== 'Most Common' &&
        p.value.some((a) => chosenAreas.has(a)) &&
        (!needle || has(problemLabel(labels, p)) || has(p.label)),
    );
  }, [areas, problemFilter, labels]);

  return (
    <fieldset ref={boxRef} aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium text-slate-800">{t('basicInfo.problemsChosen', { count: chosen.size })}</legend>
      {areas?.length ? (
        <>
          <input
            type="search"
            value={problemFilter}
            onChange={(e) => setProblemFilter(e.target.value)}
            placeholder={t('basicInfo.filterProblems')}
            aria-label={t('basicInfo.filterProblemsLabel')}
            className="input mt-2 max-w-sm"
          />
          <div className="mt-2 flex max-h-72 flex-wrap gap-2 overflow-y-auto rounded-md border border-slate-200 p-2">
            {offered.map((p) => (
              <button
                key={p._id}
                type="button"
                aria-pressed={chosen.has(p._id)}
                onClick={() => onToggle(p._id)}
                className={`rounded-full border px-3 py-1.5 text-sm ${chosen.has(p._id) ? 'border-primary-500 bg-primary-600 text-white' : 'border-slate-300 bg-white text-slate-800 hover:border-primary-400'}`}
              >
                {problemLabel(labels, p)}
              </button>
            ))}
            {!offered.length ? (
              <p className="p-2 text-sm text-slate-600">{t('basicInfo.noProblemMatch', { filter: problemFilter })}</p>
            ) : null}
          </div>
        </>
      ) : (
        <p className="mt-2 text-sm text-slate-600">{t('basicInfo.chooseAreasFirst')}</p>
      )}
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {fieldError(error)}
        </p>
      ) : null}
    </fieldset>
  );
}
