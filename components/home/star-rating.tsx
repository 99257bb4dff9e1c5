import { Star } from 'lucide-react';

/** Five stars with the value for screen readers. */
export function StarRating({ rating, className = '' }: { rating: number; className?: string }) {
  const rounded = Math.round(rating);
  return (
    <span className={`inline-flex items-center gap-0.5 ${className}`} role="img" aria-label={`Rated ${rating.toFixed(1)} out of 5`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star key={n} aria-hidden="true" className={`h-4 w-4 ${n <= rounded ? 'fill-amber-400 text-amber-500' : 'fill-slate-200 text-slate-300'}`} />
      ))}
    </span>
  );
}
