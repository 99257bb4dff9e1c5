import { BadgeCheck, Star } from 'lucide-react';
import Link from 'next/link';
import { ImageWithPlaceholder } from '@/components/ui/image-with-placeholder';
import { AREAS_OF_PRACTICE } from '@/lib/reference/areas';
import type { LawyerSearchResult } from '@/lib/dto/search';
import { CompareToggle } from './compare-toggle';
import { formatPeso, nextSlots, slotText } from './format';
import { SlotLink } from './slot-link';
import { DEFAULT_TIME_ZONE } from '@/lib/config/time';

const areaLabel = (slug: string) => AREAS_OF_PRACTICE.find((a) => a.slug === slug)?.label ?? slug;
const NEXT_SLOTS = 4;

type Props = {
  lawyer: LawyerSearchResult;
  headingLevel?: 'h2' | 'h3' | 'h4';
  /** Above-the-fold cards load their photo eagerly. */
  priority?: boolean;
};

/** A lawyer in a result list (spec §2 /lawyers-online): server-rendered; only the slot times and the compare toggle run on the client. */
export function LawyerCard({ lawyer, headingLevel: Heading = 'h2', priority = false }: Props) {
  const slots = nextSlots(lawyer.calendar, NEXT_SLOTS);
  const profileHref = `/lawyer/${lawyer._id}`;
  return (
    <article className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:flex-row" aria-labelledby={`lawyer-${lawyer._id}`}>
      <Link href={profileHref} className="shrink-0 self-start" tabIndex={-1} aria-hidden="true">
        <ImageWithPlaceholder src={lawyer.picture_url} alt={`Atty. ${lawyer.display_name}`} width={96} height={96} className="rounded-full" priority={priority} />
      </Link>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <Heading id={`lawyer-${lawyer._id}`} className="text-lg font-semibold text-slate-900">
            <Link href={profileHref} className="hover:underline focus-visible:underline">
              Atty. {lawyer.display_name}
            </Link>
          </Heading>
          {lawyer.ibp_verified ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-primary-50 px-2 py-0.5 text-xs font-semibold text-primary-700">
              <BadgeCheck aria-hidden="true" className="h-3.5 w-3.5" /> IBP verified
            </span>
          ) : null}
          {lawyer.exactMatch ? (
            <span className="rounded-full bg-secondary-100 px-2 py-0.5 text-xs font-semibold text-secondary-900">Handles your legal problem</span>
          ) : null}
        </div>
        <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
          <span className="inline-flex items-center gap-1">
            <Star aria-hidden="true" className="h-4 w-4 fill-amber-400 text-amber-500" />
            <span>
              <span className="font-semibold text-slate-900">{lawyer.rating.toFixed(1)}</span>
              <span className="sr-only"> out of 5</span> ({lawyer.review_count} {lawyer.review_count === 1 ? 'review' : 'reviews'})
            </span>
          </span>
          {lawyer.years_of_experience !== null ? (
            <span>
              {lawyer.years_of_experience} {lawyer.years_of_experience === 1 ? 'year' : 'years'} of experience
            </span>
          ) : null}
          {lawyer.city || lawyer.region ? <span>{[lawyer.city, lawyer.region].filter(Boolean).join(', ')}</span> : null}
        </p>
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-slate-600">Fees</dt>
          <dd className="text-slate-900">
            <span className="font-semibold">{formatPeso(lawyer.price_30)}</span> / 30 min · <span className="font-semibold">{formatPeso(lawyer.price_60)}</span> / 60 min
          </dd>
          <dt className="text-slate-600">Languages</dt>
          <dd className="text-slate-900">{lawyer.languages.join(', ')}</dd>
          <dt className="text-slate-600">Practice</dt>
          <dd className="text-slate-900">{lawyer.areas.map(areaLabel).join(', ')}</dd>
        </dl>
        <div className="mt-3">
          <p className="text-sm font-medium text-slate-700">{slots.length ? 'Next available' : 'No free time in the next 14 days'}</p>
          {slots.length ? (
            <ul className="mt-1 flex flex-wrap gap-2">
              {slots.map((start) => (
                <li key={start}>
                  <SlotLink lawyerId={lawyer._id} startTime={start} manila={slotText(start, DEFAULT_TIME_ZONE)} />
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <div className="mt-3 flex flex-wrap gap-2">
          <Link href={profileHref} className="btn-outline px-3 py-1.5">
            View profile<span className="sr-only"> of Atty. {lawyer.display_name}</span>
          </Link>
          <CompareToggle lawyer={{ _id: lawyer._id, display_name: lawyer.display_name, picture_url: lawyer.picture_url }} />
        </div>
      </div>
    </article>
  );
}
