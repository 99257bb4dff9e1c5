import { NEW_LAWYER_LABEL, ratingParts } from '@/lib/format/rating';

/**
 * The words of a rating in the page's language, from the `profile` namespace: `newLawyer` is
 * `rating.new`, `outOf5` is `rating.outOf5`, `reviews(n)` is `rating.reviews` with `count: n`.
 */
export type RatingText = { newLawyer: string; outOf5: string; reviews: (count: number) => string };

/**
 * "★ 4.6 (12 reviews)", or "New" for a lawyer nobody has reviewed yet (never "0.0 (0 reviews)").
 * Server-rendered, no client code: used by result cards, featured lawyers and profile summaries.
 * It renders on the server and inside client trees alike, so it reads no catalogue itself: a page in
 * another language passes `text`; without it the words are English (lib/format/rating.ts).
 */
export function RatingSummary({
  rating,
  reviewCount,
  className = '',
  text,
  compact = false,
}: {
  rating: number;
  reviewCount: number;
  className?: string;
  text?: RatingText;
  /**
   * A result card on a phone: "★ 4.6 (12)", the count without its word below `sm`, so the years of experience fit
   * beside it and the card keeps its height with a written-answer badge (issue 72). Screen readers hear the words.
   */
  compact?: boolean;
}) {
  const parts = ratingParts(rating, reviewCount);
  if (!parts) {
    return (
      <span
        data-testid="rating"
        className={`inline-flex items-center rounded-full bg-secondary-100 px-2 py-0.5 text-xs font-semibold text-secondary-900 ${className}`}
      >
        {text ? text.newLawyer : NEW_LAWYER_LABEL}
      </span>
    );
  }
  return (
    <span data-testid="rating" className={`inline-flex items-center gap-1 ${className}`}>
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="h-4 w-4 shrink-0 fill-amber-400 stroke-amber-500"
        strokeWidth="2"
        strokeLinejoin="round"
      >
        <path d="M12 2.5l2.9 6 6.6.8-4.9 4.5 1.3 6.5L12 17l-5.9 3.3 1.3-6.5-4.9-4.5 6.6-.8z" />
      </svg>
      <span>
        <span className="font-semibold text-slate-900">{parts.score}</span>
        <span className="sr-only"> {text ? text.outOf5 : 'out of 5'}</span>{' '}
        {compact ? (
          <>
            <span aria-hidden="true" className="sm:hidden">
              ({reviewCount})
            </span>
            <span className="sr-only sm:not-sr-only">({text ? text.reviews(reviewCount) : parts.reviews})</span>
          </>
        ) : (
          <>({text ? text.reviews(reviewCount) : parts.reviews})</>
        )}
      </span>
    </span>
  );
}
