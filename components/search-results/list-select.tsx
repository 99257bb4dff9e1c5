'use client';

import { Check, ChevronDown } from 'lucide-react';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';

export type ListOption<V extends string> = { value: V | null; label: string };

type Props<V extends string> = { label: string; options: ListOption<V>[]; value: V | null; onChange: (value: V | null) => void };

/**
 * A select-only combobox whose list is at most 250 px tall (spec §9 "area dropdown list height"),
 * which a native <select> cannot promise.
 */
export function ListSelect<V extends string>({ label, options, value, onChange }: Props<V>) {
  const id = useId();
  const labelId = `${id}-label`;
  const listId = `${id}-list`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const optionId = (index: number) => `${id}-opt-${index}`;
  const activeId = open ? optionId(active) : undefined;
  const current = options.find((o) => o.value === value) ?? options[0];

  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' });
  }, [activeId]);

  const openList = () => {
    setActive(Math.max(0, options.findIndex((o) => o.value === value)));
    setOpen(true);
  };
  const choose = (index: number) => {
    onChange(options[index].value);
    setOpen(false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!open) {
      if (['ArrowDown', 'ArrowUp', 'Enter', ' '].includes(event.key)) {
        event.preventDefault();
        openList();
      }
      return;
    }
    const last = options.length - 1;
    const moves: Record<string, () => void> = {
      ArrowDown: () => setActive((i) => Math.min(i + 1, last)),
      ArrowUp: () => setActive((i) => Math.max(i - 1, 0)),
      Home: () => setActive(0),
      End: () => setActive(last),
      Enter: () => choose(active),
      ' ': () => choose(active),
      Escape: () => setOpen(false),
    };
    if (moves[event.key]) {
      event.preventDefault();
      moves[event.key]();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  return (
    <div className="relative">
      <span id={labelId} className="mb-1 block text-sm font-semibold text-slate-800">
        {label}
      </span>
      <div
        role="combobox"
        tabIndex={0}
        aria-labelledby={labelId}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={activeId}
        className="input flex h-11 min-w-0 cursor-pointer items-center pr-10"
        onClick={() => (open ? setOpen(false) : openList())}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      >
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
