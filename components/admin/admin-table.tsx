import Link from 'next/link';
import type { ReactNode } from 'react';
import { DEFAULT_TIME_ZONE } from '@/lib/config/time';
import { formatStamp } from '@/lib/format/zoned-time';
import { INTL_LOCALE, type Locale } from '@/lib/i18n/config';
import type { ServerT } from '@/lib/i18n/server';

/** What the console's parts need to speak the page's language: its words (the `admin` catalogue) and the language. */
export type AdminWords = { t: ServerT<'admin'>; locale: Locale };

export type Column = { label: string; className?: string };

/**
 * The console's tables: a real table from md up; below that each row becomes a card whose cells
 * carry their column's label (data-label), so nothing scrolls sideways on a phone.
 */
export function AdminTable({
  caption,
  columns,
  rows,
  empty,
}: {
  caption: string;
  columns: Column[];
  rows: { key: string; cells: ReactNode[] }[];
  empty: string;
}) {
  if (!rows.length) {
    return <p className="rounded-xl bg-white p-6 text-center text-slate-600 shadow-sm ring-1 ring-slate-200">{empty}</p>;
  }
  return (
    <table className="block w-full text-left text-sm md:table md:rounded-xl md:bg-white md:shadow-sm md:ring-1 md:ring-slate-200">
      <caption className="sr-only">{caption}</caption>
      <thead className="hidden md:table-header-group">
        <tr className="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-500">
          {columns.map((c) => (
            <th key={c.label} scope="col" className={`px-4 py-3 font-semibold ${c.className ?? ''}`}>
              {c.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="block space-y-3 md:table-row-group md:space-y-0">
        {rows.map((row) => (
          <tr
            key={row.key}
            className="block rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 md:table-row md:rounded-none md:p-0 md:shadow-none md:ring-0 md:[&:not(:last-child)]:border-b md:[&:not(:last-child)]:border-slate-100"
          >
            {row.cells.map((cell, i) => (
              <td
                key={columns[i].label}
                data-label={columns[i].label}
                className={`block py-1 align-top before:mb-0.5 before:block before:text-xs before:font-semibold before:uppercase before:tracking-wide before:text-slate-500 before:content-[attr(data-label)] md:table-cell md:px-4 md:py-3 md:before:hidden ${columns[i].className ?? ''}`}
              >
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Filter tabs as plain links (the page renders on the server from its query). */
export function FilterTabs({
  label,
  tabs,
  current,
}: {
  label: string;
  tabs: { href: string; label: string; value: string; count?: number }[];
  current: string;
}) {
  return (
    <nav aria-label={label} className="-mx-1 flex flex-wrap gap-1">
      {tabs.map((tab) => (
        <Link
          key={tab.value}
          href={tab.href}
          aria-current={tab.value === current ? 'page' : undefined}
          className={`rounded-full px-3 py-1.5 text-sm font-medium ring-1 ${tab.value === current ? 'bg-primary text-white ring-primary' : 'bg-white text-slate-700 ring-slate-200 hover:bg-primary-50'}`}
        >
          {tab.label}
          {tab.count !== undefined ? <span className="ml-1.5 tabular-nums opacity-80">{tab.count}</span> : null}
        </Link>
      ))}
    </nav>
  );
}

export function Pager({
  page,
  hasMore,
  total,
  href,
  t,
}: {
  page: number;
  hasMore: boolean;
  total: number;
  href: (page: number) => string;
  t: ServerT<'admin'>;
}) {
  if (page === 0 && !hasMore) return <p className="mt-3 text-sm text-slate-600">{t('table.entries', { count: total })}</p>;
  return (
    <nav aria-label={t('table.pages')} className="mt-4 flex items-center justify-between gap-3 text-sm text-slate-700">
      <span>{t('table.page', { page: page + 1, total })}</span>
      <span className="flex gap-2">
        {page > 0 ? (
          <Link className="btn-ghost" href={href(page - 1)}>
            {t('table.previous')}
          </Link>
        ) : null}
        {hasMore ? (
          <Link className="btn-ghost" href={href(page + 1)}>
            {t('table.next')}
          </Link>
        ) : null}
      </span>
    </nav>
  );
}

const BADGE: Record<string, string> = {
  PENDING: 'bg-amber-50 text-amber-800 ring-amber-200',
  QUEUED: 'bg-amber-50 text-amber-800 ring-amber-200',
  OPEN: 'bg-amber-50 text-amber-800 ring-amber-200',
  REFUND_REQUIRED: 'bg-red-50 text-red-800 ring-red-200',
  FAILED: 'bg-red-50 text-red-800 ring-red-200',
  REJECTED: 'bg-red-50 text-red-800 ring-red-200',
  HIDDEN: 'bg-red-50 text-red-800 ring-red-200',
  SUSPENDED: 'bg-red-50 text-red-800 ring-red-200',
  ACTIVE: 'bg-primary-50 text-primary-800 ring-primary-200',
  VERIFIED: 'bg-primary-50 text-primary-800 ring-primary-200',
  PAID: 'bg-primary-50 text-primary-800 ring-primary-200',
  SENT: 'bg-primary-50 text-primary-800 ring-primary-200',
  REFUNDED: 'bg-sky-50 text-sky-800 ring-sky-200',
  ACTIONED: 'bg-sky-50 text-sky-800 ring-sky-200',
};

/** A status code in the page's words ("Pending", "Naghihintay"); a code the catalogue does not name reads as itself. */
export function statusLabel(t: ServerT<'admin'>, status: string): string {
  return t.has(`status.${status}`)
    ? t(`status.${status}`)
    : status
        .replace(/_/g, ' ')
        .toLowerCase()
        .replace(/^./, (c) => c.toUpperCase());
}

export function StatusBadge({ status, label }: { status: string; label: string }) {
  return (
    <span
      className={`inline-flex whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ${BADGE[status] ?? 'bg-slate-100 text-slate-700 ring-slate-200'}`}
    >
      {label}
    </span>
  );
}

/** Manila time, which is the operations team's: "Nov 23, 2026, 9:00 AM GMT+8", "Nob 23, 2026, 9:00 AM GMT+8". */
export function When({ iso, locale }: { iso: string | null; locale: Locale }) {
  if (!iso) return <span className="text-slate-400">—</span>;
  return (
    <time dateTime={iso} className="whitespace-nowrap">
      {formatStamp(iso, DEFAULT_TIME_ZONE, locale === 'en' ? undefined : INTL_LOCALE[locale])}
    </time>
  );
}

export function AdminPageHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mb-5">
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      {children ? <div className="mt-1 text-sm text-slate-600">{children}</div> : null}
    </div>
  );
}

/** "?a=1&b=2" from the set values. */
export function query(params: Record<string, string | number | undefined>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '' && !(k === 'page' && v === 0)) q.set(k, String(v));
  const s = q.toString();
  return s ? `?${s}` : '';
}
