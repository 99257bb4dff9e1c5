'use client';

import { Check, ChevronDown } from 'lucide-react';
import { useSelectListbox } from '@/components/ui/use-select-listbox';

type ListOption<V extends string> = { value: V | null; label: string };

type Props<V extends string> = { label: string; options: ListOption<V>[]; value: V | null; onChange: (value: V | null) => void };

/**
 * A select-only combobox whose list is at most 250 px tall (spec §9 "area dropdown list height"),
 * which a native <select> cannot promise.
 */
export function ListSelect<V extends string>({ label, options, value, onChange }: Props<V>) {
  const current = options.find((o) => o.value === value) ?? options[0];
  const { open, active, setActive, labelId, listId, optionId, choose, comboboxProps } = useSelectListbox({
    count: options.length,
    selectedIndex: options.findIndex((o) => o.value === value),
    onChoose: (index) => onChange(options[index].value),
  });

  return (
    <div className="relative">
      <span id={labelId} className="mb-1 block text-sm font-semibold text-slate-800">
        {label}
      </span>
      <div {...comboboxProps} className="input flex h-11 min-w-0 cursor-pointer items-center pr-10">
        <span className={`truncate ${value ? 'text-slate-900' : 'text-slate-600'}`}>{current.label}</span>
        <ChevronDown aria-hidden="true" className="pointer-events-none absolute right-3 top-[2.2rem] h-5 w-5 text-slate-500" />
      </div>
      <ul
        id={listId}
        role="listbox"
        aria-labelledby={labelId}
        hidden={!open}
        onMouseDown={(event) => event.preventDefault()}
        className="absolute left-0 right-0 z-30 mt-1 max-h-[250px] overflow-y-auto overscroll-contain rounded-md border border-slate-200 bg-white py-1 shadow-lg"
      >
        {options.map((option, index) => (
          <li
            key={option.value ?? ''}
            id={optionId(index)}
            role="option"
            aria-selected={option.value === value}
            className={`flex cursor-pointer items-center justify-between gap-2 px-3 py-2 text-sm ${index === active ? 'bg-primary-50 text-primary-800' : 'text-slate-800'}`}
            onClick={() => choose(index)}
            onMouseMove={() => setActive(index)}
          >
            {option.label}
            {option.value === value ? <Check aria-hidden="true" className="h-4 w-4 text-primary" /> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
