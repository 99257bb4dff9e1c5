import type { ReactNode } from 'react';

/** A card's next free times: one swipeable row on a phone, wrapped from `sm` up. Its items are `<li>`s. */
export function SlotStrip({ children }: { children: ReactNode }) {
  return (
    <ul className="-mx-3 mt-1.5 flex gap-2 overflow-x-auto px-3 pb-1 [scrollbar-width:none] sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0 sm:pb-0">
      {children}
    </ul>
  );
}
