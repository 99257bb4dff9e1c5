import { BadgeCheck } from '@/components/ui/lucide-static';
import { Avatar } from '@/components/ui/avatar';
import { areaLabel, asText } from '@/components/search/names';
import { StarRating } from './star-rating';
import type { FeaturedLawyer } from '@/lib/dto/home';
import { formatPeso } from '@/lib/format/money';
import { localePath, type Locale } from '@/lib/i18n/paths';
import { textFor } from '@/lib/i18n/server';

export async function FeaturedLawyers({ lawyers, locale }: { lawyers: FeaturedLawyer[]; locale: Locale }) {
  if (lawyers.length === 0) return null;
  const [t, search] = await Promise.all([textFor(locale, 'home'), textFor(locale, 'search')]);
  const names = asText(search);
  return (
    <section aria-labelledby="featured-heading" className="container-page py-12 sm:py-16">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id="featured-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
          {t('featured.heading')}
        </h2>
        <a href={localePath(locale, '/lawyers-online')} className="font-semibold text-primary underline-offset-2 hover:underline">
          {t('featured.seeAll')}
        </a>
      </div>
      <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {lawyers.map((lawyer) => {
          const areas = lawyer.areas.map((slug) => areaLabel(names, slug)).join(', ');
          const reviewed = lawyer.review_count > 0;
          return (
            <li key={lawyer._id} className="relative flex gap-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm hover:shadow-md">
              <Avatar src={lawyer.picture_url} name={lawyer.display_name} size={72} />
              <div className="min-w-0">
                <h3 className="font-semibold text-slate-900">
                  <a href={localePath(locale, `/lawyer/${lawyer._id}`)} className="after:absolute after:inset-0 hover:underline">
                    {t('featured.atty', { name: lawyer.display_name })}
                  </a>
                </h3>
                <p className="mt-1 flex items-center gap-1 text-xs font-semibold text-primary-700">
                  <BadgeCheck aria-hidden="true" className="h-4 w-4" /> {t('featured.verified')}
                </p>
                <p className="mt-2 flex flex-wrap items-center gap-x-2 text-sm text-slate-700" data-testid="rating">
                  {reviewed ? <StarRating rating={lawyer.rating} locale={locale} /> : null}
                  <span className={reviewed ? undefined : 'font-semibold text-secondary-900'}>
                    {reviewed ? t('featured.rating', { score: lawyer.rating.toFixed(1), count: lawyer.review_count }) : t('featured.new')}
                  </span>
                </p>
                <p className="mt-1 text-sm text-slate-700">{areas}</p>
                <p className="mt-1 text-sm text-slate-600">{[lawyer.city, lawyer.region].filter(Boolean).join(', ')}</p>
                {lawyer.price_30 !== null ? (
                  <p className="mt-2 text-sm text-slate-900">
                    <span className="font-semibold">{formatPeso(lawyer.price_30)}</span> {t('featured.per30')}
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
