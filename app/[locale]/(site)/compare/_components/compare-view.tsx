'use client';

import { BadgeCheck, X } from 'lucide-react';
import Link from 'next/link';
import { useEffect } from 'react';
import { toast } from 'sonner';
import { useCompare } from '@/components/lawyers/compare-store';
import { formatPeso, nextSlots } from '@/components/lawyers/format';
import { SlotLink, ZoneNote } from '@/components/lawyers/slot-link';
import { useViewerTimeZone } from '@/components/lawyers/viewer-zone';
import { useCompareLawyers, type PublicLawyerProfile } from '@/lib/api/lawyers';
import { AREAS_OF_PRACTICE } from '@/lib/reference/areas';
import type { AvailabilityCalendar } from '@/lib/dto/search';
import { NEW_LAWYER_LABEL, ratingParts } from '@/lib/format/rating';
import { countLabel } from '@/lib/format/plural';

const FETCH_PROFILE_WARNING = 'Failed to fetch Lawyer profile';
const areaLabel = (slug: string) => AREAS_OF_PRACTICE.find((a) => a.slug === slug)?.label ?? slug;

type Column = {
  id: string;
  name: string;
  profile?: PublicLawyerProfile;
  calendar?: AvailabilityCalendar;
  failed: boolean;
  loading: boolean;
};

const ROWS: { label: string; render: (c: Column) => React.ReactNode }[] = [
  { label: 'Fee, 30 minutes', render: (c) => formatPeso(c.profile?.services[0]?.price) },
  { label: 'Fee, 60 minutes', render: (c) => formatPeso(c.profile?.services[1]?.price) },
  {
    label: 'Rating',
    render: (c) => {
      if (!c.profile) return '—';
      const parts = ratingParts(c.profile.rating, c.profile.review_count);
      return parts ? `${parts.score} of 5 (${parts.reviews})` : NEW_LAWYER_LABEL;
    },
  },
  {
    label: 'Experience',
    render: (c) =>
      c.profile?.years_of_experience != null ? `${countLabel(c.profile.years_of_experience, 'year')} (Bar ${c.profile.bar_year})` : '—',
  },
  { label: 'Languages', render: (c) => c.profile?.languages.join(', ') ?? '—' },
  { label: 'Areas of law', render: (c) => c.profile?.areas.map(areaLabel).join(', ') ?? '—' },
  { label: 'Location', render: (c) => [c.profile?.city, c.profile?.region].filter(Boolean).join(', ') || '—' },
  {
    label: 'Next free times',
    render: (c) => {
      const slots = c.calendar ? nextSlots(c.calendar, 3) : [];
      if (!slots.length) return c.calendar ? 'None in the next 14 days' : '—';
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

/** Spec §1 "compare": up to three lawyers side by side, from the selection kept in this browser. */
export function CompareView() {
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
    if (failed) toast.warning(FETCH_PROFILE_WARNING, { id: 'fetch-profile' });
  }, [failed]);

  if (compare.items.length === 0) {
    return (
      <div className="rounded-lg border border-slate-200 bg-white p-6 text-center">
        <p className="text-slate-800">
          You have not picked anyone to compare yet. Choose up to three lawyers with the Compare button on the results or on a profile.
        </p>
        <Link href="/lawyers-online" className="btn-primary mt-4">
          Find lawyers
        </Link>
      </div>
    );
  }

  const header = (c: Column) => (
    <div className="flex items-start justify-between gap-2">
      <div className="min-w-0">
        <Link href={`/lawyer/${c.id}`} className="font-semibold text-primary-700 hover:underline">
          Atty. {c.name}
        </Link>
        {c.profile?.ibp_verified ? (
          <span className="ml-1 inline-flex items-center gap-0.5 text-xs font-semibold text-primary-700">
            <BadgeCheck aria-hidden="true" className="h-3.5 w-3.5" /> Verified
          </span>
        ) : null}
        {c.failed ? <p className="text-sm text-red-700">This profile is not available.</p> : null}
        {c.loading ? <p className="text-sm text-slate-600">Loading…</p> : null}
      </div>
      <button
        type="button"
        className="rounded p-1 text-slate-600 hover:bg-slate-100"
        aria-label={`Remove Atty. ${c.name} from compare`}
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
          <section key={c.id} aria-label={`Atty. ${c.name}`} className="rounded-lg border border-slate-200 bg-white p-4">
            {header(c)}
            <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-2 text-sm">
              {ROWS.map((row) => (
                <div key={row.label} className="contents">
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
        <caption className="sr-only">Lawyers compared side by side</caption>
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
            <tr key={row.label} className="align-top">
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
