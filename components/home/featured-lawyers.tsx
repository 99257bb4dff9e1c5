import { BadgeCheck } from '@/components/ui/lucide-static';
import { Avatar } from '@/components/ui/avatar';
import { findAreaBySlug } from '@/lib/reference/areas';
import { StarRating } from './star-rating';
import type { FeaturedLawyer } from '@/lib/dto/home';
import { formatPeso } from '@/lib/format/money';
import { NEW_LAWYER_LABEL, ratingLabel } from '@/lib/format/rating';

export function FeaturedLawyers({ lawyers }: { lawyers: FeaturedLawyer[] }) {
  if (lawyers.length === 0) return null;
  return (
    <section aria-labelledby="featured-heading" className="container-page py-12 sm:py-16">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id="featured-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
          Featured lawyers
        </h2>
        <a href="/lawyers-online" className="font-semibold text-primary underline-offset-2 hover:underline">
          See all lawyers
        </a>
      </div>
      <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {lawyers.map((lawyer) => {
          const areas = lawyer.areas.map((slug) => findAreaBySlug(slug)?.label ?? slug).join(', ');
          return (
            <li key={lawyer._id} className="relative flex gap-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm hover:shadow-md">
              <Avatar src={lawyer.picture_url} name={lawyer.display_name} size={72} />
              <div className="min-w-0">
                <h3 className="font-semibold text-slate-900">
                  <a href={`/lawyer/${lawyer._id}`} className="after:absolute after:inset-0 hover:underline">
                    Atty. {lawyer.display_name}
                  </a>
                </h3>
                <p className="mt-1 flex items-center gap-1 text-xs font-semibold text-primary-700">
                  <BadgeCheck aria-hidden="true" className="h-4 w-4" /> IBP verified
                </p>
                <p className="mt-2 flex flex-wrap items-center gap-x-2 text-sm text-slate-700" data-testid="rating">
                  {lawyer.review_count > 0 ? <StarRating rating={lawyer.rating} /> : null}
                  <span className={lawyer.review_count > 0 ? undefined : 'font-semibold text-secondary-900'}>
                    {lawyer.review_count > 0 ? ratingLabel(lawyer.rating, lawyer.review_count) : NEW_LAWYER_LABEL}
                  </span>
                </p>
                <p className="mt-1 text-sm text-slate-700">{areas}</p>
                <p className="mt-1 text-sm text-slate-600">{[lawyer.city, lawyer.region].filter(Boolean).join(', ')}</p>
                {lawyer.price_30 !== null ? (
                  <p className="mt-2 text-sm text-slate-900">
                    <span className="font-semibold">{formatPeso(lawyer.price_30)}</span> / 30 min
                  </p>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
