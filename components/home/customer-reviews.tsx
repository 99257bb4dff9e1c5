import { Quote } from '@/components/ui/lucide-static';
import { formatLongDate } from '@/lib/format/date-time';
import { localePath, type Locale } from '@/lib/i18n/paths';
import { textFor } from '@/lib/i18n/server';
import { StarRating } from './star-rating';
import type { HomeReview } from '@/lib/dto/home';

/** Reviews are the clients' own words: shown as written, in either language. */
export async function CustomerReviews({ reviews, locale }: { reviews: HomeReview[]; locale: Locale }) {
  if (reviews.length === 0) return null;
  const t = await textFor(locale, 'home');
  return (
    <section aria-labelledby="reviews-heading" className="bg-primary-50">
      <div className="container-page py-12 sm:py-16">
        <h2 id="reviews-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
          {t('reviews.heading')}
        </h2>
        <p className="mt-2 max-w-2xl text-slate-700">{t('reviews.intro')}</p>
        <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {reviews.map((review) => (
            <li key={review._id}>
              <figure className="flex h-full flex-col rounded-lg bg-white p-5 shadow-sm">
                <Quote aria-hidden="true" className="h-6 w-6 text-secondary-600" />
                <StarRating rating={review.rating} className="mt-3" locale={locale} />
                <blockquote className="mt-3 flex-1 leading-relaxed text-slate-800">
                  <p>{review.comment}</p>
                </blockquote>
                <figcaption className="mt-4 text-sm text-slate-600">
                  {t.rich('reviews.about', {
                    reviewer: review.reviewer_name,
                    lawyer: review.lawyer.display_name,
                    name: (chunks) => <span className="font-semibold text-slate-900">{chunks}</span>,
                    link: (chunks) => (
                      <a
                        href={localePath(locale, `/lawyer/${review.lawyer._id}`)}
                        className="font-medium text-primary underline-offset-2 hover:underline"
                      >
                        {chunks}
                      </a>
                    ),
                  })}
                  <span className="block">
                    <time dateTime={review.created_at}>{formatLongDate(review.created_at.slice(0, 10), locale)}</time>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
