'use client';

import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import Link from 'next/link';
import type { CSSProperties } from 'react';
import type { CalendarBlocker } from '@/lib/api/blockers';
import type { MeetingDto, MeetingStatus } from '@/lib/dto/meeting';
import { rulesOfWire } from '@/lib/rules/meeting-kinds';
import { useHref, useT } from '@/lib/i18n/client';

const STATUS_CLASS: Record<MeetingStatus, string> = {
  PAYMENT_PENDING: 'border-amber-500 bg-amber-100 text-amber-950',
  CONFIRMED: 'border-primary bg-primary-100 text-primary-900',
  COMPLETED: 'border-emerald-600 bg-emerald-100 text-emerald-950',
  CANCELLED: 'border-slate-400 bg-slate-100 text-slate-500 line-through',
  EXPIRED: 'border-slate-400 bg-slate-100 text-slate-500 line-through',
  PAYMENT_FAILED: 'border-slate-400 bg-slate-100 text-slate-500 line-through',
};
/** A blocker's look, timed or all day: grey stripes. */
export const STRIPES = { backgroundImage: 'repeating-linear-gradient(135deg, #e2e8f0 0 6px, #f8fafc 6px 12px)' };
const hm = (iso: string, zone: string) => format(new TZDate(Date.parse(iso), zone), 'HH:mm');

/**
 * A meeting in the week grid, as a block of its real length (`style`: where placeInDay put it), linked to its
 * page; `compact` (a short block) keeps it to one line.
 */
export function MeetingBlock({
  meeting: m,
  zone,
  style,
  compact,
}: {
  meeting: MeetingDto;
  zone: string;
  style: CSSProperties;
  compact: boolean;
}) {
  const t = useT('calendar');
  const href = useHref();
  const who = `${m.customer.first_name} ${m.customer.last_name}`;
  const tag = rulesOfWire(m).texts.calendarTag;
  return (
    <Link
      href={href(`/lawyer-portal/meeting/${m._id}`)}
      data-testid="meeting-block"
      className={`absolute z-20 overflow-hidden rounded border-l-4 px-1 py-0.5 text-xs leading-tight shadow-sm ${STATUS_CLASS[m.status]}`}
      style={style}
    >
      <span className="font-semibold">
        {hm(m.start_time, zone)}–{hm(m.end_time, zone)}
      </span>
      {compact ? ' ' : <br />}
      <span>{who}</span>
      {/* A notarial appointment (issue 43) is at the office, not a call: its kind's mark. */}
      {tag && (
        <span className="block truncate font-medium" data-testid="in-person-mark">
          {t(tag)}
        </span>
      )}
      {!compact && <span className="block truncate opacity-80">{m.subject}</span>}
    </Link>
  );
}

/** A timed blocker in the week grid, striped; a click opens it (`onBlocker`). */
export function BlockerBlock({
  blocker: b,
  zone,
  style,
  compact,
  onBlocker,
}: {
  blocker: CalendarBlocker;
  zone: string;
  style: CSSProperties;
  compact: boolean;
  onBlocker: (blocker: CalendarBlocker) => void;
}) {
  const t = useT('calendar');
  return (
    <button
      type="button"
      data-testid="blocker-block"
      onClick={() => onBlocker(b)}
      className="absolute z-10 overflow-hidden rounded px-1 py-0.5 text-left text-xs leading-tight text-slate-800 ring-1 ring-slate-300"
      style={{ ...style, ...STRIPES }}
    >
      <span className="font-semibold">
        {hm(b.start_time, zone)}–{hm(b.end_time, zone)}
      </span>
      {compact ? ' ' : <br />}
      <span>{b.title || t('grid.blocked')}</span>
      {b.series && <span className="sr-only">{t('grid.repeatsWeekly')}</span>}
    </button>
  );
}
