'use client';

import { Star } from 'lucide-react';
import { useId, useState } from 'react';
import { useActionForm } from '@/components/forms/use-action-form';
import { useSaveReview } from '@/lib/api/meetings';
import { useT } from '@/lib/i18n/client';
import type { ReviewDto } from '@/lib/dto/meeting';

/** A review as the form shows it: a meeting's, or a written answer's (issue 60). */
type SavedReview = { _id: string; rating: number; comment: string | null };
type ReviewFields = { rating: number; comment?: string };
type ReviewBoxes = { rating: number; comment: string };

/** The review form of a meeting's summary page: creates the review, or updates it by its _id. */
export function ReviewForm({ meetingId, review }: { meetingId: string; review: ReviewDto | null }) {
  const save = useSaveReview();
  return (
    <StarReviewForm
      review={review}
      pending={save.isPending}
      save={(fields, saved) => save.mutateAsync({ _id: saved?._id, meeting_id: meetingId, ...fields })}
    />
  );
}

/**
 * The stars and the comment of a review, whatever it is about: a meeting (ReviewForm) or a written
 * answer (features/questions/components/question-detail.tsx). `save` creates it, or updates `saved`; `title`
 * replaces "Review this consultation" before the first save.
 */
export function StarReviewForm<T extends SavedReview>({
  review,
  title,
  pending,
  save,
}: {
  review: T | null;
  title?: string;
  pending: boolean;
  save: (fields: ReviewFields, saved: T | null) => Promise<T>;
}) {
  const id = useId();
  const [saved, setSaved] = useState<T | null>(review);
  const t = useT('meetings');
  const { form, submit } = useActionForm<ReviewBoxes, T>({
    defaultValues: { rating: review?.rating ?? 0, comment: review?.comment ?? '' },
    action: ({ rating, comment }) => save({ rating, comment: comment.trim() || undefined }, saved),
    done: t('review.saved'),
    onDone: (result) => setSaved(result),
    failure: t('review.failed'),
  });
  const rating = form.watch('rating');

  return (
    <form
      method="post"
      onSubmit={(e) => {
        // No stars, no review: the button waits for a rating, and Enter in the comment sends nothing.
        if (!rating) return e.preventDefault();
        void submit(e);
      }}
      aria-labelledby={`${id}-title`}
      className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
        {saved ? t('review.yours') : (title ?? t('review.title'))}
      </h2>
      <fieldset className="mt-3">
        <legend className="text-sm font-medium text-slate-800">{t('review.rating')}</legend>
        <div className="mt-1 flex gap-1">
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n} className="cursor-pointer">
              <input
                type="radio"
                name="rating"
                value={n}
                checked={rating === n}
                onChange={() => form.setValue('rating', n)}
                className="sr-only"
              />
              <span className="sr-only">{t('review.stars', { count: n })}</span>
              <Star aria-hidden="true" className={`h-8 w-8 ${n <= rating ? 'fill-secondary text-secondary-600' : 'text-slate-300'}`} />
            </label>
          ))}
        </div>
      </fieldset>
      <label htmlFor={id} className="mt-4 block text-sm font-medium text-slate-800">
        {t('review.comment')}
      </label>
      <textarea id={id} className="input mt-1" rows={4} maxLength={1000} {...form.register('comment')} />
      <button type="submit" className="btn-primary mt-3" disabled={!rating || pending}>
        {saved ? t('review.update') : t('review.submit')}
      </button>
    </form>
  );
}
