'use client';

import { CompareToggle } from './compare-toggle';
import type { CompareItem } from './compare-store';
import type { SlotText } from './format';
import { useWords } from '@/lib/i18n/context';
import { SlotLink } from './slot-link';
import { SlotStrip } from './slot-strip';

type Props = {
  lawyer: CompareItem;
  /** The next free starts, with the server's Manila text (hydration formats nothing in Manila). */
  slots: { start: string; manila: SlotText }[];
  /** Already in the page's language (`/fil/lawyer/…`). */
  profileHref: string;
};

/**
 * A card's chip abroad: the viewer's day and time, then Philippine time under it — on one line the pair was wider
 * than a phone and cut off (issue 72 item 7); the " · " stays for whoever reads the text. At home, the time alone.
 */
function cardChipText(text: SlotText) {
  if (!text.beside) return text.label;
  return (
    // `relative`: the hidden " · " (absolutely placed) stays inside the swiped strip, not past the page's edge.
    <span className="relative flex flex-col py-0.5 leading-tight">
      <span>{text.local}</span>
      <span className="sr-only"> · </span>
      <span className="text-xs font-normal text-primary-800">{text.beside}</span>
    </span>
  );
}

/**
 * The one client island of a lawyer card: the next free times (in the viewer's zone) and the compare
 * toggle. Everything else on the card is server HTML. On a phone the times are one swipeable row.
 */
export function CardBooking({ lawyer, slots, profileHref }: Props) {
  const t = useWords('search');
  return (
    <div className="mt-2 sm:mt-3 sm:pl-28">
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm font-medium text-slate-700">{t(slots.length ? 'card.nextAvailable' : 'card.noFreeTime')}</p>
        <div className="flex shrink-0 gap-2">
          <a href={profileHref} className="btn-outline hidden px-3 py-1.5 sm:inline-flex">
            {t('card.viewProfile')}
            <span className="sr-only"> {t('card.ofAtty', { name: lawyer.display_name })}</span>
          </a>
          <CompareToggle lawyer={lawyer} className="min-h-9" />
        </div>
      </div>
      {slots.length ? (
        <SlotStrip>
          {slots.map((slot) => (
            <li key={slot.start} className="shrink-0">
              <SlotLink lawyerId={lawyer._id} startTime={slot.start} manila={slot.manila} display={cardChipText} />
            </li>
          ))}
        </SlotStrip>
      ) : null}
    </div>
  );
}
