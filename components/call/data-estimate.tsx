import type { Estimate } from '@/lib/reference/call-data';
import type { CallMode } from '@/lib/rules/call-mode';

/** A page's translator for its `data` group (booking, call and meetings each have the same one). */
type DataT = (key: 'data.video' | 'data.saver' | 'data.audio' | 'data.weak', values: { mb: number }) => string;

/** One mode's line: the typical figure, and the weak link's beside it where that differs (issue 63). */
export function estimateLine(t: DataT, e: Estimate): string {
  const typical = t(`data.${e.mode}`, { mb: e.mb });
  return e.weakMb === null ? typical : `${typical} ${t('data.weak', { mb: e.weakMb })}`;
}

type Props = {
  heading: string;
  /** One line per mode, worded by the page's own catalogue (its `data` group). */
  rows: { mode: CallMode; text: string }[];
  note: string;
  className?: string;
};

/**
 * How much mobile data a consultation uses in each mode (issue 44), from the measured table
 * (lib/reference/call-data.ts estimatesFor): on the booking page, the meeting page and the lobby.
 * No hooks: server and client pages both draw it.
 */
export function DataEstimate({ heading, rows, note, className = '' }: Props) {
  return (
    <section
      aria-label={heading}
      data-testid="data-estimate"
      className={`rounded-lg bg-slate-50 p-3 text-sm text-slate-700 ring-1 ring-slate-200 ${className}`}
    >
      <p className="font-medium text-slate-900">{heading}</p>
      <ul className="mt-1">
        {rows.map((r) => (
          <li key={r.mode} data-mode={r.mode}>
            {r.text}
          </li>
        ))}
      </ul>
      <p className="mt-1 text-xs text-slate-500">{note}</p>
    </section>
  );
}
