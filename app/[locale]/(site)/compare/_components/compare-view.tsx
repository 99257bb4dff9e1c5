'use client';

import { BadgeCheck, X } from 'lucide-react';
import Link from 'next/link';
import { useEffect, useMemo } from 'react';
import { toast } from 'sonner';
import { useCompare } from '@/components/lawyers/compare-store';
import { formatPeso, nextSlots } from '@/components/lawyers/format';
import { SlotLink, ZoneNote } from '@/components/lawyers/slot-link';
import { useViewerTimeZone } from '@/components/lawyers/viewer-zone';
import { useCompareLawyers, type PublicLawyerProfile } from '@/lib/api/lawyers';
import type { AvailabilityCalendar } from '@/lib/dto/search';
import { ratingParts } from '@/lib/format/rating';
import { useHref, useT, type Translate } from '@/lib/i18n/client';
import { areaLabel } from '@/app/[locale]/(site)/lawyer/[lawyerId]/_components/profile-text';

type Column = {
  id: string;
  name: string;
  profile?: PublicLawyerProfile;
  calendar?: AvailabilityCalendar;
  failed: boolean;
  loading: boolean;
};

type Row = { key: string; label: string; render: (c: Column) => React.ReactNode };

/** The rows of the comparison, labelled in the page's language; what a lawyer listed stays as listed. */
function rows(t: Translate, areaText: Translate): Row[] {
  return [
    { key: 'fee30', label: t('comparePage.rows.fee30'), render: (c) => formatPeso(c.profile?.services[0]?.price) },
    { key: 'fee60', label: t('comparePage.rows.fee60'), render: (c) => formatPeso(c.profile?.services[1]?.price) },
    {
      key: 'rating',
      label: t('comparePage.rows.rating'),
      render: (c) => {
        if (!c.profile) return '—';
        const parts = ratingParts(c.profile.rating, c.profile.review_count);
        if (!parts) return t('rating.new');
        return t('comparePage.ratingValue', { score: parts.score, reviews: t('rating.reviews', { count: c.profile.review_count }) });
      },
    },
    {
      key: 'experience',
      label: t('comparePage.rows.experience'),
      render: (c) =>
        c.profile?.years_of_experience != null
          ? // The Bar year as text: a number would get a thousands separator ("2,019").
            t('comparePage.experienceValue', { years: c.profile.years_of_experience, bar: String(c.profile.bar_year) })
          : '—',
    },
    { key: 'languages', label: t('comparePage.rows.languages'), render: (c) => c.profile?.languages.join(', ') ?? '—' },
    {
      key: 'areas',
      label: t('comparePage.rows.areas'),
      render: (c) => c.profile?.areas.map((slug) => areaLabel(areaText, slug)).join(', ') ?? '—',
    },
    {
      key: 'location',
      label: t('comparePage.rows.location'),
      render: (c) => [c.profile?.city, c.profile?.region].filter(Boolean).join(', ') || '—',
    },
    {
      key: 'next',
      label: t('comparePage.rows.nextTimes'),
      render: (c) => {
        const slots = c.calendar ? nextSlots(c.calendar, 3) : [];
        if (!slots.length) return c.calendar ? t('comparePage.noneIn14Days') : '—';
        return (
          <ul className="flex flex-col items-start gap-1.5">
            {slots.map((start) => (
              <li key={start}>
                <SlotLink lawyerId={c.id} startTime={start} />
              </li>
            ))}
          </ul>
        );
      },
    },
  ];
}

/** Spec §1 "compare": up to three lawyers side by side, from the selection kept in this browser. */
export function CompareView() {
  const t = useT('profile');
  const areaText = useT('search');
  const href = useHref();
  const ROWS = useMemo(() => rows(t, areaText), [t, areaText]);
  const compare = useCompare();
  const zone = useViewerTimeZone();
  const ids = compare.items.map((i) => i._id);
  const { profiles, calendars } = useCompareLawyers(ids, zone);
  const failed = profiles.some((p) => p.isError);
  const columns: Column[] = compare.items.map((item, i) => ({
    id: item._id,
    name: profiles[i]?.data?.display_name ?? item.display_name,
    profile: profiles[i]?.data,
    calendar: calendars[i]?.data?.calendar,
    failed: profiles[i]?.isError ?? false,
    loading: profiles[i]?.isPending ?? true,
  }));

  useEffect(() => {
    if (failed) toast.warning(t('comparePage.fetchWarning'), { id: 'fetch-profile' });
  }, [failed, t]);

  if (compare.items.length === 0) {
    return (
      <div className="rounded-lg border border-slate-200 bg-white p-6 text-center">
        <p className="text-slate-800">{t('comparePage.empty')}</p>
        <Link href={href('/lawyers-online')} className="btn-primary mt-4">
          {t('comparePage.findLawyers')}
        </Link>
      </div>
    );
  }

  const header = (c: Column) => (
    <div className="flex items-start justify-between gap-2">
      <div className="min-w-0">
        <Link href={href(`/lawyer/${c.id}`)} className="font-semibold text-primary-700 hover:underline">
          {t('attyName', { name: c.name })}
        </Link>
        {c.profile?.ibp_verified ? (
          <span className="ml-1 inline-flex items-center gap-0.5 text-xs font-semibold text-primary-700">
            <BadgeCheck aria-hidden="true" className="h-3.5 w-3.5" /> {t('comparePage.verified')}
          </span>
        ) : null}
        {c.failed ? <p className="text-sm text-red-700">{t('comparePage.unavailable')}</p> : null}
        {c.loading ? <p className="text-sm text-slate-600">{t('comparePage.loading')}</p> : null}
      </div>
      <button
        type="button"
        className="rounded p-1 text-slate-600 hover:bg-slate-100"
        aria-label={t('compare.remove', { name: c.name })}
        onClick={() => compare.remove(c.id)}
      >
        <X aria-hidden="true" className="h-4 w-4" />
      </button>
    </div>
  );

  return (
    <div>
      <ZoneNote className="mb-3" />
      {/* Phones: one card per lawyer. */}
      <div className="flex flex-col gap-4 md:hidden">
        {columns.map((c) => (
          <section key={c.id} aria-label={t('attyName', { name: c.name })} className="rounded-lg border border-slate-200 bg-white p-4">
            {header(c)}
            <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-2 text-sm">
              {ROWS.map((row) => (
                <div key={row.key} className="contents">
                  <dt className="text-slate-600">{row.label}</dt>
                  <dd className="min-w-0 break-words text-slate-900">{row.render(c)}</dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
      </div>
      {/* Wider screens: side by side. */}
      <table className="hidden w-full table-fixed border-collapse rounded-lg bg-white text-sm md:table">
        <caption className="sr-only">{t('comparePage.caption')}</caption>
        <thead>
          <tr>
            <td className="w-44 border-b border-slate-200 p-3" />
            {columns.map((c) => (
              <th key={c.id} scope="col" className="border-b border-slate-200 p-3 text-left align-top font-normal">
                {header(c)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {ROWS.map((row) => (
            <tr key={row.key} className="align-top">
              <th scope="row" className="border-b border-slate-100 p-3 text-left font-medium text-slate-600">
                {row.label}
              </th>
              {columns.map((c) => (
                <td key={c.id} className="break-words border-b border-slate-100 p-3 text-slate-900">
                  {row.render(c)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
