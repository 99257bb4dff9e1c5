import { StarRating } from '@/components/home/star-rating';
import type { PublicReviewPage } from '@/lib/dto/lawyer-profile';
import { DEFAULT_TIME_ZONE } from '@/lib/config/time';
import { INTL_LOCALE, localePath, type Locale } from '@/lib/i18n/config';
import { textFor } from '@/lib/i18n/server';

const dates = new Map<Locale, Intl.DateTimeFormat>();
const dateFormat = (locale: Locale) => {
  let f = dates.get(locale);
  if (!f) {
    f = new Intl.DateTimeFormat(INTL_LOCALE[locale], { year: 'numeric', month: 'long', day: 'numeric', timeZone: DEFAULT_TIME_ZONE });
    dates.set(locale, f);
  }
  return f;
};

/**
 * Reviews, newest first, paged with plain links (?reviews=N) so every page is crawlable and needs no JS.
 * A reviewer's words are shown as written.
 */
export async function ReviewsList({ lawyerId, reviews, locale }: { lawyerId: string; reviews: PublicReviewPage; locale: Locale }) {
  const t = await textFor(locale, 'profile');
  const questions = await textFor(locale, 'questions');
  const date = dateFormat(locale);
  const profilePath = localePath(locale, `/lawyer/${lawyerId}`);
  const href = (page: number) => (page === 0 ? `${profilePath}#reviews` : `${profilePath}?reviews=${page}#reviews`);
  return (
    <section id="reviews" aria-labelledby="reviews-heading" className="scroll-mt-20">
      <h2 id="reviews-heading" className="text-xl font-semibold text-slate-900">
        {t('reviews.heading', { total: reviews.total })}
      </h2>
      {reviews.results.length === 0 ? (
        <p className="mt-2 text-slate-700">{t('reviews.none')}</p>
      ) : (
        <ul className="mt-3 flex flex-col gap-3">
          {reviews.results.map((review) => (
            <li key={review._id} className="rounded-lg border border-slate-200 bg-white p-4">
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <StarRating rating={review.rating} locale={locale} />
                <span className="font-semibold text-slate-900">{review.reviewer}</span>
                <span className="text-sm text-slate-600">{date.format(new Date(review.created_at))}</span>
                {review.written ? (
                  <span className="rounded-full bg-primary-50 px-2 py-0.5 text-xs font-medium text-primary-800">
                    {questions('review.writtenAnswer')}
                  </span>
                ) : null}
              </div>
              {review.comment ? <p className="mt-2 text-slate-800">{review.comment}</p> : null}
              {/* A plain link to the report form (moderation): no script on the profile page. */}
              <a
                href={localePath(locale, `/report/review/${review._id}`)}
                rel="nofollow"
                className="mt-2 inline-block text-xs text-slate-600 underline hover:text-slate-900"
              >
                {t('reviews.report')}
              </a>
            </li>
          ))}
        </ul>
      )}
      {reviews.page > 0 || reviews.hasMore ? (
        <nav aria-label={t('reviews.pages')} className="mt-4 flex items-center justify-between gap-3">
          {reviews.page > 0 ? (
            <a href={href(reviews.page - 1)} className="btn-outline">
              {t('reviews.newer')}
            </a>
          ) : (
            <span />
          )}
          <span className="text-sm text-slate-600">{t('reviews.page', { page: reviews.page + 1 })}</span>
          {reviews.hasMore ? (
            <a href={href(reviews.page + 1)} className="btn-outline">
              {t('reviews.older')}
            </a>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </section>
  );
}
