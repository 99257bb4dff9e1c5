'use client';

import { Star } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { useSaveReview } from '@/lib/api/meetings';
import { useT } from '@/lib/i18n/client';
import { useFailureText } from '@/components/ui/form-messages';
import type { ReviewDto } from '@/lib/dto/meeting';

/** A review as the form shows it: a meeting's, or a written answer's (issue 60). */
type SavedReview = { _id: string; rating: number; comment: string | null };
type ReviewFields = { rating: number; comment?: string };

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
 * answer (components/questions/question-detail.tsx). `save` creates it, or updates `saved`; `title`
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
  const [rating, setRating] = useState(review?.rating ?? 0);
  const [comment, setComment] = useState(review?.comment ?? '');
  const [saved, setSaved] = useState<T | null>(review);
  const t = useT('meetings');
  const say = useFailureText();

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!rating) return;
    try {
      setSaved(await save({ rating, comment: comment.trim() || undefined }, saved));
      toast.success(t('review.saved'));
    } catch (error) {
      toast.error(say(error, t('review.failed')));
    }
  };

  return (
    <form
      method="post"
      onSubmit={submit}
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
              <input type="radio" name="rating" value={n} checked={rating === n} onChange={() => setRating(n)} className="sr-only" />
              <span className="sr-only">{t('review.stars', { count: n })}</span>
              <Star aria-hidden="true" className={`h-8 w-8 ${n <= rating ? 'fill-secondary text-secondary-600' : 'text-slate-300'}`} />
            </label>
          ))}
        </div>
      </fieldset>
      <label htmlFor={id} className="mt-4 block text-sm font-medium text-slate-800">
        {t('review.comment')}
      </label>
      <textarea id={id} className="input mt-1" rows={4} maxLength={1000} value={comment} onChange={(e) => setComment(e.target.value)} />
      <button type="submit" className="btn-primary mt-3" disabled={!rating || pending}>
        {saved ? t('review.update') : t('review.submit')}
      </button>
    </form>
  );
}
