'use client';

import { memo, type RefObject } from 'react';
import type { useWords } from '@/lib/i18n/context';
import type { LegalProblem } from '@/lib/reference/legal-problems';
import { problemLabel, type ProblemLabels } from '@/lib/reference/problem-label';
import { groupLabel } from './names';
import { SIMILAR_GROUP } from './use-similar-problems';

/**
 * The legal-issue combobox's options: the free-help option first when the words ask for it, then the groups of
 * problems. Memoised: the (up to ~190) options are made again only when the list, the active or the selected
 * option changes, not on each key; so they call the latest `choose` through refs.
 */
export const ProblemOptions = memo(function ProblemOptions({
  id,
  groups,
  flat,
  activeKey,
  selectedKey,
  freeHelp,
  freeHelpActive,
  freeHelpId,
  offset,
  t,
  labels,
  chooseRef,
  openFreeHelpRef,
  setActive,
}: {
  id: string;
  groups: { label: string; problems: LegalProblem[] }[];
  flat: LegalProblem[];
  activeKey: number | undefined;
  selectedKey: number | undefined;
  freeHelp: boolean;
  freeHelpActive: boolean;
  freeHelpId: string;
  /** 1 when the free-help option comes first: the problems' indexes follow it. */
  offset: number;
  t: ReturnType<typeof useWords>;
  labels: ProblemLabels;
  chooseRef: RefObject<(problem: LegalProblem) => void>;
  openFreeHelpRef: RefObject<() => void>;
  setActive: (index: number) => void;
}) {
  return [
    freeHelp ? (
      <div key="free-help" role="group" aria-labelledby={`${id}-gfree`}>
        <div
          id={`${id}-gfree`}
          role="presentation"
          className="px-3 pb-1 pt-2 text-xs font-semibold uppercase tracking-wide text-primary-700"
        >
          {t('combobox.cantAfford')}
        </div>
        <div
          id={freeHelpId}
          role="option"
          aria-selected={false}
          className={`cursor-pointer px-3 py-2 text-sm font-semibold ${freeHelpActive ? 'bg-secondary-100 text-slate-900' : 'text-primary-800'}`}
          onClick={() => openFreeHelpRef.current()}
          onMouseMove={() => setActive(0)}
        >
          {t('combobox.freeHelp')}
        </div>
      </div>
    ) : null,
    ...groups.map((group, groupIndex) => (
      <div key={group.label} role="group" aria-labelledby={`${id}-g${groupIndex}`}>
        <div
          id={`${id}-g${groupIndex}`}
          role="presentation"
          className="px-3 pb-1 pt-2 text-xs font-semibold uppercase tracking-wide text-primary-700"
        >
          {group.label === SIMILAR_GROUP ? t('combobox.didYouMean') : groupLabel(t, group)}
        </div>
        {group.problems.map((problem) => {
          const isActive = activeKey === problem._id;
          const isSelected = selectedKey === problem._id;
          return (
            <div
              key={problem._id}
              id={`${id}-opt-${problem._id}`}
              role="option"
              aria-selected={isSelected}
              className={`cursor-pointer px-3 py-2 text-sm ${isActive ? 'bg-primary-50 text-primary-800' : 'text-slate-800'} ${isSelected ? 'font-semibold' : ''}`}
              onClick={() => chooseRef.current(problem)}
              onMouseMove={() => setActive(flat.indexOf(problem) + offset)}
            >
              {problemLabel(labels, problem)}
            </div>
          );
        })}
      </div>
    )),
  ];
});
