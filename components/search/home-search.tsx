'use client';

import { ArrowRightIcon, StampIcon, VideoIcon } from '@/components/ui/icons';
import { useRouter } from 'next/navigation';
import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useHref, useWords } from '@/lib/i18n/context';
import type { LegalProblem } from '@/lib/reference/legal-problems';
import { LegalIssueCombobox } from './legal-issue-combobox';
import { RegionSelect } from './region-select';
import { buildLawyerSearchUrl } from './search-url';

type Tab = 'consultation' | 'notary';

const TABS: { key: Tab; label: string; icon: typeof VideoIcon }[] = [
  { key: 'consultation', label: 'form.consultationTab', icon: VideoIcon },
  { key: 'notary', label: 'form.notaryTab', icon: StampIcon },
];

type Props = {
  /** The 18 search regions, passed from the server so the list is not bundled twice. */
  regions: string[];
  initialRegion?: string | null;
};

/** Spec §2 home search: tabs Online Consultation and Notary Public. */
export function HomeSearch({ regions, initialRegion = null }: Props) {
  const id = useId();
  const t = useWords('search');
  const href = useHref();
  const router = useRouter();
  const [tab, setTab] = useState<Tab>('consultation');
  const [problem, setProblem] = useState<LegalProblem | null>(null);
  const [region, setRegion] = useState<string | null>(initialRegion);
  const [error, setError] = useState<string | null>(null);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const errorId = `${id}-error`;

  const onTabKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const moves: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1, Home: -index, End: TABS.length - 1 - index };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const next = (index + moves[event.key] + TABS.length) % TABS.length;
    setTab(TABS[next].key);
    tabRefs.current[next]?.focus();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!problem) {
      setError(t('form.selectArea'));
      return;
    }
    router.push(href(buildLawyerSearchUrl(problem, region)));
  };

  return (
    <div className="rounded-xl bg-white p-4 text-left shadow-xl ring-1 ring-slate-900/5 sm:p-6">
      <div role="tablist" aria-label={t('form.whatDoYouNeed')} className="flex gap-1 border-b border-slate-200">
        {TABS.map(({ key, label, icon: Icon }, index) => {
          const selected = tab === key;
          return (
            <button
              key={key}
              ref={(el) => {
                tabRefs.current[index] = el;
              }}
              id={`${id}-tab-${key}`}
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls={`${id}-panel-${key}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => setTab(key)}
              onKeyDown={(event) => onTabKeyDown(event, index)}
              className={`-mb-px inline-flex items-center gap-2 border-b-2 px-3 py-3 text-sm font-semibold focus-visible:outline focus-visible:outline-2 focus-visible:outline-primary sm:px-4 sm:text-base ${
                selected ? 'border-primary text-primary-800' : 'border-transparent text-slate-600 hover:text-slate-900'
              }`}
            >
              <Icon className="h-4 w-4" />
              {t(label)}
            </button>
          );
        })}
      </div>

      <div
        id={`${id}-panel-consultation`}
        role="tabpanel"
        aria-labelledby={`${id}-tab-consultation`}
        hidden={tab !== 'consultation'}
        className="pt-4"
      >
        <form
          method="post"
          onSubmit={onSubmit}
          noValidate
          className="grid grid-cols-1 gap-3 md:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)_auto] md:items-start"
        >
          <div>
            <LegalIssueCombobox
              value={problem}
              onChange={(next) => {
                setProblem(next);
                if (next) setError(null);
              }}
              invalid={Boolean(error)}
              describedBy={error ? errorId : undefined}
            />
            <p id={errorId} role="alert" className="mt-1 min-h-5 text-sm font-medium text-red-700">
              {error}
            </p>
          </div>
          <RegionSelect regions={regions} value={region} onChange={setRegion} />
          <button type="submit" className="btn-primary h-12 px-6 text-base md:mt-6">
            {t('form.search')}
            <ArrowRightIcon className="h-5 w-5" />
          </button>
        </form>
      </div>

      <div id={`${id}-panel-notary`} role="tabpanel" aria-labelledby={`${id}-tab-notary`} hidden={tab !== 'notary'} className="pt-4">
        <p className="text-slate-700">
          {t('form.notaryBefore')} <strong>{t('form.notaryAppearance')}</strong> {t('form.notaryAfter')}
        </p>
        <a href={href('/notary-public')} className="btn-primary mt-4 h-12 px-6 text-base">
          {t('form.findNotary')}
          <ArrowRightIcon className="h-5 w-5" />
        </a>
      </div>
    </div>
  );
}
