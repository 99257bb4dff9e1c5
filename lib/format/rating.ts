import { countLabel } from './plural';

/** Shown instead of "0.0 (0 reviews)": a lawyer nobody has reviewed yet is new, not rated zero. */
export const NEW_LAWYER_LABEL = 'New';

/** { score: "4.6", reviews: "12 reviews" }, or null for a lawyer without reviews (show NEW_LAWYER_LABEL). */
export function ratingParts(rating: number, reviewCount: number): { score: string; reviews: string } | null {
  if (reviewCount <= 0) return null;
  return { score: rating.toFixed(1), reviews: countLabel(reviewCount, 'review') };
}

/** "4.6 (12 reviews)", "5.0 (1 review)" or "New". */
export function ratingLabel(rating: number, reviewCount: number): string {
  const parts = ratingParts(rating, reviewCount);
  return parts ? `${parts.score} (${parts.reviews})` : NEW_LAWYER_LABEL;
}
