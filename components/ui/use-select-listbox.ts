'use client';

import { useEffect, useId, useState, type KeyboardEvent } from 'react';

type Options = {
  /** How many options the list has. */
  count: number;
  /** The index of the chosen option (-1 for none): the list opens on it. */
  selectedIndex: number;
  onChoose: (index: number) => void;
  /** With it, a typed letter jumps to the next option whose label starts with it. */
  labelAt?: (index: number) => string;
};

/**
 * State, ids and keyboard handling of a WAI-ARIA select-only combobox: a button-like element that
 * opens a listbox. We use it where the spec limits the list to 250 px, which a native <select>
 * cannot promise. The component renders the markup; this hook keeps the behaviour in one place.
 */
export function useSelectListbox({ count, selectedIndex, onChoose, labelAt }: Options) {
  const id = useId();
  const labelId = `${id}-label`;
  const listId = `${id}-list`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const optionId = (index: number) => `${id}-opt-${index}`;
  const activeId = open ? optionId(active) : undefined;

  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' });
  }, [activeId]);

  const openList = () => {
    setActive(Math.max(0, selectedIndex));
    setOpen(true);
  };
  const choose = (index: number) => {
    onChoose(index);
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!open) {
      if (['ArrowDown', 'ArrowUp', 'Enter', ' '].includes(event.key)) {
        event.preventDefault();
        openList();
      }
      return;
    }
    const last = count - 1;
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
    } else if (labelAt && event.key.length === 1 && /\S/.test(event.key)) {
      const letter = event.key.toLowerCase();
      const order = Array.from({ length: count }, (_, k) => (active + 1 + k) % count);
      const hit = order.find((i) => labelAt(i).toLowerCase().startsWith(letter));
      if (hit !== undefined) setActive(hit);
    }
  };

  return {
    open,
    active,
    setActive,
    labelId,
    listId,
    optionId,
    choose,
    /** Spread on the combobox element. */
    comboboxProps: {
      role: 'combobox' as const,
      tabIndex: 0,
      'aria-labelledby': labelId,
      'aria-haspopup': 'listbox' as const,
      'aria-expanded': open,
      'aria-controls': listId,
      'aria-activedescendant': activeId,
      onClick: () => (open ? setOpen(false) : openList()),
      onBlur: () => setOpen(false),
      onKeyDown,
    },
  };
}
