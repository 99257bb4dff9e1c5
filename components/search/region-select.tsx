'use client';

import { CheckIcon, ChevronDownIcon, MapPinIcon } from '@/components/ui/icons';
import { useSelectListbox } from '@/components/ui/use-select-listbox';
import { useWords } from '@/lib/i18n/context';

type Props = {
  regions: string[];
  value: string | null;
  onChange: (region: string | null) => void;
};

/**
 * The optional region dropdown (WAI-ARIA select-only combobox). A native <select> cannot limit its
 * list to the spec's 250 px height, hence a listbox.
 */
export function RegionSelect({ regions, value, onChange }: Props) {
  const t = useWords('search');
  const anyRegion = t('form.anyRegion');
  // The regions themselves are proper names, the same in both languages.
  const options: (string | null)[] = [null, ...regions];
  const { open, active, setActive, labelId, listId, optionId, choose, comboboxProps } = useSelectListbox({
    count: options.length,
    selectedIndex: options.indexOf(value),
    onChoose: (index) => onChange(options[index]),
    labelAt: (index) => options[index] ?? anyRegion,
  });

  return (
    <div className="relative">
      <span id={labelId} className="mb-1 block text-sm font-semibold text-slate-800">
        {t('form.region')} <span className="font-normal text-slate-600">{t('form.optional')}</span>
      </span>
      <div {...comboboxProps} className="input flex h-12 min-w-0 cursor-pointer items-center gap-2 pr-10 focus:border-primary">
        <MapPinIcon className="h-5 w-5 shrink-0 text-slate-500" />
        <span className={`truncate ${value ? 'text-slate-900' : 'text-slate-600'}`}>{value ?? anyRegion}</span>
        <ChevronDownIcon className="pointer-events-none absolute right-3 top-[2.35rem] h-5 w-5 text-slate-500" />
      </div>
      <ul
        id={listId}
        role="listbox"
        aria-labelledby={labelId}
        hidden={!open}
        onMouseDown={(event) => event.preventDefault()}
        className="absolute left-0 right-0 z-30 mt-1 max-h-[250px] overflow-y-auto overscroll-contain rounded-md border border-slate-200 bg-white py-1 shadow-lg"
      >
        {/* Options exist only while open: less markup to send and hydrate on every page. */}
        {open &&
          options.map((region, index) => {
            const selected = region === value;
            return (
              <li
                key={region ?? ''}
                id={optionId(index)}
                role="option"
                aria-selected={selected}
                className={`flex cursor-pointer items-center justify-between gap-2 px-3 py-2 text-sm ${index === active ? 'bg-primary-50 text-primary-800' : 'text-slate-800'}`}
                onClick={() => choose(index)}
                onMouseMove={() => setActive(index)}
              >
                {region ?? anyRegion}
                {selected ? <CheckIcon className="h-4 w-4 text-primary" /> : null}
              </li>
            );
          })}
      </ul>
    </div>
  );
}
