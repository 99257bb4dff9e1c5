import { Quote } from '@/components/ui/lucide-static';
import { formatLongDate } from '@/components/content/format-date';
import { StarRating } from './star-rating';
import type { HomeReview } from '@/lib/dto/home';

export function CustomerReviews({ reviews }: { reviews: HomeReview[] }) {
  if (reviews.length === 0) return null;
  return (
    <section aria-labelledby="reviews-heading" className="bg-primary-50">
      <div className="container-page py-12 sm:py-16">
        <h2 id="reviews-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
          What our clients say
        </h2>
        <p className="mt-2 max-w-2xl text-slate-700">Recent reviews written by clients after a completed consultation.</p>
        <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {reviews.map((review) => (
            <li key={review._id}>
              <figure className="flex h-full flex-col rounded-lg bg-white p-5 shadow-sm">
                <Quote aria-hidden="true" className="h-6 w-6 text-secondary-600" />
                <StarRating rating={review.rating} className="mt-3" />
                <blockquote className="mt-3 flex-1 leading-relaxed text-slate-800">
                  <p>{review.comment}</p>
                </blockquote>
                <figcaption className="mt-4 text-sm text-slate-600">
                  <span className="font-semibold text-slate-900">{review.reviewer_name}</span> about{' '}
                  <a href={`/lawyer/${review.lawyer._id}`} className="font-medium text-primary underline-offset-2 hover:underline">
                    Atty. {review.lawyer.display_name}
                  </a>
                  <span className="block">
                    <time dateTime={review.created_at}>{formatLongDate(review.created_at.slice(0, 10))}</time>
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
