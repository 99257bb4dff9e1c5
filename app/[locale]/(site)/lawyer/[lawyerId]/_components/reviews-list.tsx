import { StarRating } from '@/components/home/star-rating';
import type { PublicReviewPage } from '@/lib/dto/lawyer-profile';
import { DEFAULT_TIME_ZONE } from '@/lib/config/time';

const date = new Intl.DateTimeFormat('en-PH', { year: 'numeric', month: 'long', day: 'numeric', timeZone: DEFAULT_TIME_ZONE });

/** Reviews, newest first, paged with plain links (?reviews=N) so every page is crawlable and needs no JS. */
export function ReviewsList({ lawyerId, reviews }: { lawyerId: string; reviews: PublicReviewPage }) {
  const href = (page: number) => (page === 0 ? `/lawyer/${lawyerId}#reviews` : `/lawyer/${lawyerId}?reviews=${page}#reviews`);
  return (
    <section id="reviews" aria-labelledby="reviews-heading" className="scroll-mt-20">
      <h2 id="reviews-heading" className="text-xl font-semibold text-slate-900">
        Reviews ({reviews.total})
      </h2>
      {reviews.results.length === 0 ? (
        <p className="mt-2 text-slate-700">No reviews yet.</p>
      ) : (
        <ul className="mt-3 flex flex-col gap-3">
          {reviews.results.map((review) => (
            <li key={review._id} className="rounded-lg border border-slate-200 bg-white p-4">
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <StarRating rating={review.rating} />
                <span className="font-semibold text-slate-900">{review.reviewer}</span>
                <span className="text-sm text-slate-600">{date.format(new Date(review.created_at))}</span>
              </div>
              {review.comment ? <p className="mt-2 text-slate-800">{review.comment}</p> : null}
              {/* A plain link to the report form (moderation): no script on the profile page. */}
              <a
                href={`/report/review/${review._id}`}
                rel="nofollow"
                className="mt-2 inline-block text-xs text-slate-600 underline hover:text-slate-900"
              >
                Report this review
              </a>
            </li>
          ))}
        </ul>
      )}
      {reviews.page > 0 || reviews.hasMore ? (
        <nav aria-label="Review pages" className="mt-4 flex items-center justify-between gap-3">
          {reviews.page > 0 ? (
            <a href={href(reviews.page - 1)} className="btn-outline">
              Newer reviews
            </a>
          ) : (
            <span />
          )}
          <span className="text-sm text-slate-600">Page {reviews.page + 1}</span>
          {reviews.hasMore ? (
            <a href={href(reviews.page + 1)} className="btn-outline">
              Older reviews
            </a>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </section>
  );
}
