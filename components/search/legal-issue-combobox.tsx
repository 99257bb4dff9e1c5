'use client';

import { ChevronDownIcon, SearchIcon } from '@/components/ui/icons';
import { useDeferredValue, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { LegalProblem } from '@/lib/reference/legal-problems';
import { useHref, useWords } from '@/lib/i18n/context';
import { FREE_LEGAL_HELP_PATH } from '@/lib/reference/free-legal-help-link';
import { problemLabel } from '@/lib/reference/problem-label';
import type { ProblemList } from './filter-legal-problems';
import { ProblemOptions } from './problem-options';
import { useProblemCatalog } from './use-problem-catalog';
import { useSimilarProblems } from './use-similar-problems';

const NO_LIST: ProblemList = { groups: [], strongFirst: false };

type Props = {
  value: LegalProblem | null;
  onChange: (problem: LegalProblem | null) => void;
  invalid?: boolean;
  describedBy?: string;
};

/**
 * Legal-issue combobox (WAI-ARIA combobox with a grouped listbox popup). The filter ignores case
 * and accents and matches anywhere in label, value or additional text (spec §5), the Filipino and
 * Taglish words of legalProblemSearchText and the label in the page's language, in the browser, at
 * once. When that finds nothing, the server's search (pg_trgm) offers the problems the words nearly
 * spell, under "Did you mean". Words that ask for free help put the free legal help directory first;
 * choosing it opens that page.
 *
 * Typed words are ranked by the one matcher of the legal-problem search (rankLegalProblems, with the
 * synonyms table: "SPA", "hindi pinasahod"), and only a strong first match is pre-selected, so Enter
 * never picks a problem the words merely brush against (issue 56). Words that find nothing offer
 * "Where do I start?" rather than a dead end.
 */
export function LegalIssueCombobox({ value, onChange, invalid = false, describedBy }: Props) {
  const id = useId();
  const inputId = `${id}-input`;
  const listId = `${id}-list`;
  const t = useWords('search');
  const href = useHref();
  const { mod, labels, warmUp } = useProblemCatalog();
  const label = (problem: LegalProblem) => problemLabel(labels, problem);
  const [query, setQuery] = useState(value ? label(value) : '');
  const [open, setOpen] = useState(false);
  // 'auto': the first option when it is a strong match (or the free-help option), none otherwise.
  const [active, setActive] = useState<number | 'auto'>(0);

  // While a problem is chosen the input shows its label; the full list is offered again on open.
  const filterText = value && query === label(value) ? '' : query;
  // The input answers each key at once; the list (up to ~190 options) follows in a deferred render
  // React may interrupt with the next key. Filtering and rendering it inside the keystroke took
  // 300–500 ms at 4x CPU (issue 28, INP).
  const listText = useDeferredValue(filterText);
  const wanted = listText.trim();
  const local = useMemo(() => {
    if (!mod) return NO_LIST;
    const { filterLegalProblems, LEGAL_PROBLEMS, rankLegalProblems } = mod;
    // A problem is found by its label in the page's language ("kulang na sahod") as by its English words.
    return filterLegalProblems(LEGAL_PROBLEMS, listText, (problems, q) => rankLegalProblems(problems, q, labels));
  }, [mod, listText, labels]);
  // Words that ask for free help ("tulong legal", "libreng abogado", "PAO") get the free legal help
  // directory as the first option, above any legal issue they also match (issue 45).
  const freeHelp = Boolean(mod?.asksForFreeLegalHelp(wanted));
  const { groups, searching, noMatch } = useSimilarProblems({ mod, open, local, freeHelp, wanted });
  const flat = useMemo(() => groups.flatMap((g) => g.problems), [groups]);
  // The free-help option, when shown, is option 0; the problems follow it.
  const offset = freeHelp ? 1 : 0;
  const count = offset + flat.length;
  // The server's near misses are never strong: a typo's guess waits for the visitor's choice.
  const activeIndex = active === 'auto' ? (freeHelp || local.strongFirst ? 0 : -1) : Math.min(active, count - 1);
  const freeHelpActive = open && freeHelp && activeIndex === 0;
  const activeProblem = open && !freeHelpActive ? flat[activeIndex - offset] : undefined;
  const optionId = (problem: LegalProblem) => `${id}-opt-${problem._id}`;
  const freeHelpId = `${id}-opt-free-help`;

  const activeId = freeHelpActive ? freeHelpId : activeProblem ? optionId(activeProblem) : undefined;
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' });
  }, [activeId]);

  const choose = (problem: LegalProblem) => {
    onChange(problem);
    setQuery(label(problem));
    setOpen(false);
  };
  // A page of its own, not a search filter: a full page load, as the header's links are.
  const openFreeHelp = () => {
    setOpen(false);
    window.location.assign(href(FREE_LEGAL_HELP_PATH));
  };
  // The options are made once per list, active and selected option (below): they call the latest `choose`.
  const latestChoose = useRef(choose);
  const latestOpenFreeHelp = useRef(openFreeHelp);
  useLayoutEffect(() => {
    latestChoose.current = choose;
    latestOpenFreeHelp.current = openFreeHelp;
  });
  const activeKey = activeProblem?._id;
  const selectedKey = value?._id;
  const options = (
    <ProblemOptions
      id={id}
      groups={groups}
      flat={flat}
      activeKey={activeKey}
      selectedKey={selectedKey}
      freeHelp={freeHelp}
      freeHelpActive={freeHelpActive}
      freeHelpId={freeHelpId}
      offset={offset}
      t={t}
      labels={labels}
      chooseRef={latestChoose}
      openFreeHelpRef={latestOpenFreeHelp}
      setActive={setActive}
    />
  );

  const openList = () => {
    warmUp();
    setOpen(true);
    const selectedIndex = value ? flat.findIndex((p) => p._id === value._id) : -1;
    setActive(selectedIndex >= 0 ? selectedIndex + offset : filterText.trim() ? 'auto' : 0);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) openList();
        else setActive(Math.min(activeIndex + 1, Math.max(count - 1, 0)));
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!open) openList();
        else setActive(Math.max(activeIndex - 1, 0));
        break;
      case 'PageDown':
        if (open) {
          event.preventDefault();
          setActive(Math.min(activeIndex + 8, Math.max(count - 1, 0)));
        }
        break;
      case 'PageUp':
        if (open) {
          event.preventDefault();
          setActive(Math.max(activeIndex - 8, 0));
        }
        break;
      case 'Enter':
        if (open && freeHelpActive) {
          event.preventDefault();
          openFreeHelp();
        } else if (open && activeProblem) {
          event.preventDefault();
          choose(activeProblem);
        }
        break;
      case 'Escape':
        if (open) {
          event.preventDefault();
          setOpen(false);
        } else if (query) {
          event.preventDefault();
          setQuery('');
          onChange(null);
        }
        break;
      case 'Tab':
        setOpen(false);
        break;
    }
  };

  return (
    <div className="relative">
      <label htmlFor={inputId} className="mb-1 block text-sm font-semibold text-slate-800">
        {t('combobox.label')}
      </label>
      <div className="relative">
        <SearchIcon className="pointer-events-none absolute left-3 top-1/2 h-5 w-5 -translate-y-1/2 text-slate-500" />
        <input
          id={inputId}
          type="text"
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activeId}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          autoComplete="off"
          spellCheck={false}
          placeholder={t('combobox.placeholder')}
          value={query}
          className={`input h-12 pl-10 pr-10 ${invalid ? 'border-red-600 focus:border-red-600 focus:ring-red-200' : ''}`}
          onPointerEnter={warmUp}
          onFocus={warmUp}
          onClick={() => (open ? undefined : openList())}
          onChange={(event) => {
            setQuery(event.target.value);
            if (value) onChange(null);
            warmUp();
            setOpen(true);
            setActive('auto');
          }}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
        />
        <ChevronDownIcon className="pointer-events-none absolute right-3 top-1/2 h-5 w-5 -translate-y-1/2 text-slate-500" />
      </div>
      {open && count === 0 && !noMatch ? (
        <p
          role="status"
          className="absolute left-0 right-0 z-30 mt-1 rounded-md border border-slate-200 bg-white px-3 py-2 text-sm text-slate-700 shadow-lg"
        >
          {t(!mod ? 'combobox.loading' : searching ? 'combobox.searching' : 'combobox.noMatch')}
        </p>
      ) : null}
      {noMatch && mod ? <mod.NoMatchNote t={t} href={href} /> : null}
      <div
        id={listId}
        role="listbox"
        aria-label={t('combobox.listLabel')}
        hidden={!open || count === 0}
        // Keeps focus in the input (so the list stays open) when the scrollbar or an option is pressed.
        onMouseDown={(event) => event.preventDefault()}
        className="absolute left-0 right-0 z-30 mt-1 max-h-[250px] overflow-y-auto overscroll-contain rounded-md border border-slate-200 bg-white py-1 text-left shadow-lg"
      >
        {options}
      </div>
    </div>
  );
}
