import type { Locale } from '@/lib/i18n/paths';
import { translator } from '@/lib/i18n/translator';

// Five stars in one small SVG (two paths): a page lists dozens of ratings, so no icon per star.
const star = (i: number) => `M${10 + 20 * i} 1l2.6 5.6 6.1.7-4.5 4.2 1.2 6-5.4-3-5.4 3 1.2-6-4.5-4.2 6.1-.7z`;
const stars = (from: number, to: number) => Array.from({ length: to - from }, (_, k) => star(from + k)).join('');

/**
 * Rounded to whole stars; the exact value is in the accessible name, in the page's language. Server
 * HTML only (its words come from the server's catalogue, synchronously: lists render many).
 */
export function StarRating({ rating, className = '', locale }: { rating: number; className?: string; locale: Locale }) {
  const full = Math.max(0, Math.min(5, Math.round(rating)));
  const label = translator(locale, 'home')('reviews.stars', { rating: rating.toFixed(1) });
  return (
    <svg role="img" aria-label={label} viewBox="0 0 100 20" width="80" height="16" className={className}>
      {full > 0 ? <path d={stars(0, full)} fill="#f59e0b" /> : null}
      {full < 5 ? <path d={stars(full, 5)} fill="#cbd5e1" /> : null}
    </svg>
  );
}
