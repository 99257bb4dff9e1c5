import 'server-only';
import { AppError } from '@/lib/server/platform/http/errors';
import { getLawyerAvailability } from './get-lawyer-availability';
import { listLawyerReviews } from '@/lib/server/lawyers/list-lawyer-reviews';

/**
 * What the public profile page (/lawyer/{id}) reads after the profile itself: a page of reviews and
 * the free slots of both durations. The lawyer may stop being listed between the two reads (hides
 * the profile, a save leaves it incomplete, an admin acts): the availability then answers
 * LAWYER_NOT_FOUND, and the page must be a 404 like any unlisted lawyer's — null here — not a 500.
 * Found by scripts/bench/day-of-traffic.mjs (visitors opening profiles while lawyers saved them).
 */
export async function loadProfilePageExtras(lawyerId: string, reviewsPage: number) {
  try {
    const [reviews, slots30, slots60] = await Promise.all([
      listLawyerReviews(lawyerId, { page: reviewsPage }),
      getLawyerAvailability(lawyerId, { durationMinutes: 30 }),
      getLawyerAvailability(lawyerId, { durationMinutes: 60 }),
    ]);
    return { reviews, slots30, slots60 };
  } catch (error) {
    if (error instanceof AppError && error.key === 'LAWYER_NOT_FOUND') return null;
    throw error;
  }
}
