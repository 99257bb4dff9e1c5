'use client';

import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { useViewerTimeZone } from '@/components/lawyers/viewer-zone';
import { formatDayTime, zoneLabel } from '@/lib/format/zoned-time';
import { useLocale, useT } from '@/lib/i18n/client';
import { lazyZodResolver } from '@/components/ui/lazy-resolver';
import { useFailureText } from '@/components/ui/form-messages';
import type { CommentInput } from '@/lib/validation/meetings';

const validateComment = lazyZodResolver<CommentInput>(() => import('@/lib/validation/meetings').then((m) => m.commentSchema));
import type { CommentDto } from '@/lib/dto/comment';
import { OffPlatformWarning } from './off-platform-warning';

type Mutation<V> = { mutateAsync: (vars: V) => Promise<unknown>; isPending: boolean };

export type CommentThreadProps = {
  comments: CommentDto[];
  /** React Query's mutation: while it runs, its `variables` (the text sent) show as your comment. */
  add: Mutation<string> & { variables?: string };
  edit: Mutation<{ commentId: string; comment: string }>;
  remove: Mutation<string>;
  /** Spec §8 texts of the thread's kind. */
  messages: { addFailed: string; updated: string; updateFailed: string; deleted: string; deleteFailed: string };
  hint?: string;
  /** Why no comment can be added or edited any more (the server's sentence): shown in place of the form. */
  closed?: string | null;
};

/**
 * A comment thread between the two parties (a meeting's or a work item's); each author edits or
 * deletes their own. Its words are the page's language (the `threads` catalogue, which each page
 * that shows a thread sends).
 */
export function CommentThread({ comments, add, edit, remove, messages, hint, closed }: CommentThreadProps) {
  const t = useT('threads');
  const locale = useLocale();
  const w = {
    heading: t('comments.heading'),
    you: t('comments.you'),
    edited: t('comments.edited'),
    editComment: t('comments.editComment'),
    save: t('comments.save'),
    cancel: t('comments.cancel'),
    edit: t('comments.edit'),
    delete: t('comments.delete'),
    sending: t('comments.sending'),
    empty: t('comments.empty'),
    add: t('comments.add'),
    send: t('comments.send'),
    // In Filipino, Manila's time is "oras sa Pilipinas".
    timesShownIn: (zone: string) =>
      t(zone === 'Asia/Manila' ? 'comments.timesShownInManila' : 'comments.timesShownIn', { zone: zoneLabel(zone) }),
    dayTime: (iso: string, zone: string) => formatDayTime(iso, zone, locale),
  };
  const id = useId();
  const zone = useViewerTimeZone();
  // The handler's schema: an empty or over-long comment is refused here with the server's message.
  const { register, handleSubmit, reset, setValue, formState } = useForm<CommentInput>({
    resolver: validateComment,
    defaultValues: { comment: '' },
  });
  // The schema's codes, in the page's language (the same the server would answer).
  const say = useFailureText();
  const commentError = formState.errors.comment?.message && say(formState.errors.comment.message);
  const [editing, setEditing] = useState<{ id: string; text: string } | null>(null);

  // Optimistic (issue 45: on a phone your own comment took a 2.4 s round trip to appear): the text
  // shows at once as yours, from the mutation's own variables, until the thread the mutation refetches
  // has it. A failure drops it, says so, and puts the text back in the box to send again.
  const sending = add.isPending && add.variables ? add.variables : null;
  const submit = handleSubmit(async ({ comment }) => {
    const text = comment.trim();
    reset();
    try {
      await add.mutateAsync(text);
    } catch {
      setValue('comment', text);
      toast.error(messages.addFailed);
    }
  });
  const save = async () => {
    if (!editing || !editing.text.trim()) return;
    try {
      await edit.mutateAsync({ commentId: editing.id, comment: editing.text.trim() });
      setEditing(null);
      toast.success(messages.updated);
    } catch {
      toast.error(messages.updateFailed);
    }
  };
  const del = async (commentId: string) => {
    try {
      await remove.mutateAsync(commentId);
      toast.success(messages.deleted);
    } catch {
      toast.error(messages.deleteFailed);
    }
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <h2 id={`${id}-heading`} className="text-lg font-semibold text-slate-900">
        {w.heading}
      </h2>
      {hint && <p className="mt-1 text-sm text-slate-600">{hint}</p>}
      {comments.length > 0 && <p className="mt-1 text-xs text-slate-600">{w.timesShownIn(zone)}</p>}
      {comments.length || sending ? (
        <ul aria-label={w.heading} className="mt-3 flex flex-col gap-3">
          {comments.map((c) => (
            <li key={c._id} className={`rounded-lg p-3 ${c.mine ? 'bg-primary-50' : 'bg-slate-100'}`}>
              <p className="text-xs text-slate-600">
                <span className="font-semibold text-slate-800">{c.mine ? w.you : c.author.name}</span> · {w.dayTime(c.created_at, zone)}
                {c.updated_at !== c.created_at && w.edited}
              </p>
              {editing?.id === c._id ? (
                <div className="mt-2">
                  <label className="sr-only" htmlFor={`${id}-${c._id}`}>
                    {w.editComment}
                  </label>
                  <textarea
                    id={`${id}-${c._id}`}
                    className="input"
                    rows={3}
                    value={editing.text}
                    onChange={(e) => setEditing({ id: c._id, text: e.target.value })}
                  />
                  <div className="mt-2 flex gap-2">
                    <button type="button" className="btn-primary px-3 py-1.5" onClick={save} disabled={edit.isPending}>
                      {w.save}
                    </button>
                    <button type="button" className="btn-ghost px-3 py-1.5" onClick={() => setEditing(null)}>
                      {w.cancel}
                    </button>
                  </div>
                </div>
              ) : (
                <p className="mt-1 whitespace-pre-wrap break-words text-sm text-slate-900">{c.comment}</p>
              )}
              {c.off_platform && <OffPlatformWarning />}
              {c.mine && editing?.id !== c._id && (
                <div className="mt-2 flex gap-3 text-sm">
                  {!closed && (
                    <button
                      type="button"
                      className="font-medium text-primary hover:underline"
                      onClick={() => setEditing({ id: c._id, text: c.comment })}
                    >
                      {w.edit}
                    </button>
                  )}
                  <button
                    type="button"
                    className="font-medium text-red-700 hover:underline"
                    onClick={() => del(c._id)}
                    disabled={remove.isPending}
                  >
                    {w.delete}
                  </button>
                </div>
              )}
            </li>
          ))}
          {sending ? (
            <li data-testid="comment-sending" aria-busy="true" className="rounded-lg bg-primary-50 p-3">
              <p className="text-xs text-slate-600">
                <span className="font-semibold text-slate-800">{w.you}</span> · {w.sending}
              </p>
              <p className="mt-1 whitespace-pre-wrap break-words text-sm text-slate-900">{sending}</p>
            </li>
          ) : null}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-slate-600">{w.empty}</p>
      )}
      {closed ? (
        <p className="mt-4 rounded-lg bg-slate-100 p-3 text-sm text-slate-700" data-testid="comments-closed">
          {closed}
        </p>
      ) : (
        <form method="post" onSubmit={submit} className="mt-4">
          <label htmlFor={id} className="block text-sm font-medium text-slate-800">
            {w.add}
          </label>
          <textarea
            id={id}
            className="input mt-1"
            rows={3}
            aria-invalid={Boolean(commentError)}
            aria-describedby={commentError ? `${id}-error` : undefined}
            {...register('comment')}
          />
          {commentError && (
            <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-700">
              {commentError}
            </p>
          )}
          <button type="submit" className="btn-primary mt-2" disabled={add.isPending}>
            {w.send}
          </button>
        </form>
      )}
    </section>
  );
}
