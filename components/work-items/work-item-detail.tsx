'use client';

import { Check } from 'lucide-react';
import { useMemo, useState, type ReactNode } from 'react';
import { CommentThread } from '@/components/comments/comment-thread';
import { FileShelf } from '@/components/files/file-shelf';
import { Avatar } from '@/components/ui/avatar';
import { useViewerTimeZone } from '@/components/lawyers/viewer-zone';
import { formatPesoExact } from '@/lib/format/money';
import { formatDayTime } from '@/lib/format/zoned-time';
import { useWorkItem, useWorkItemMutation, workItemComments, workItemsApi } from '@/lib/api/work-items';
import type { WorkItemDto } from '@/lib/dto/work-item';
import { useLocale, useT, type Translate } from '@/lib/i18n/client';
import { ATTACHMENT_RULES } from '@/lib/validation/meeting-messages';
import { AdditionalServices } from './additional-services';
import { displayStatus, nextStepText, otherPartyOf, stepOf } from './format';
import { IncludedMeetings } from './included-meetings';
import { WorkItemStatusBadge } from './status-badge';
import { WorkItemActions } from './work-item-actions';
import { WorkItemTerms } from './work-item-terms';
import { WorkItemTimeline } from './work-item-timeline';
import { ServiceOrderPanel } from '@/features/services/components/service-order-panel';

const STEPS = ['stepProposal', 'stepPayment', 'stepWork', 'stepConfirmation'];

/** The spec §8 comment and file toasts (English letter for letter), in the page's language; the thread's and shelf's own words are theirs. */
function useThreadText(t: Translate) {
  return useMemo(
    () => ({
      comments: {
        addFailed: t('toast.addCommentFailed'),
        updated: t('toast.commentUpdated'),
        updateFailed: t('toast.commentUpdateFailed'),
        deleted: t('toast.commentDeleted'),
        deleteFailed: t('toast.commentDeleteFailed'),
      },
      files: { success: t('toast.fileSuccess'), error: t('toast.fileError') },
    }),
    [t],
  );
}

function Stepper({ item }: { item: WorkItemDto }) {
  const t = useT('work');
  if (item.status === 'DRAFT' || item.status === 'REJECTED') return null;
  const step = stepOf(item.status, Boolean(item.lawyer_completed_at));
  return (
    <ol aria-label={t('detail.progress')} className="mt-5 grid grid-cols-4 gap-1 sm:gap-2">
      {STEPS.map((label, i) => {
        const done = i < step;
        const current = i === step;
        return (
          <li key={label} aria-current={current ? 'step' : undefined} className="flex min-w-0 flex-col gap-1">
            <span className={`h-1.5 rounded-full ${done ? 'bg-primary' : current ? 'bg-secondary-400' : 'bg-slate-200'}`} />
            <span
              className={`flex min-w-0 items-center gap-1 text-[11px] sm:text-xs ${done || current ? 'font-semibold text-slate-900' : 'text-slate-500'}`}
            >
              {done && <Check className="h-3 w-3 shrink-0 text-primary" aria-hidden="true" />}
              <span className="truncate">{t(`detail.${label}`)}</span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}

/**
 * One engagement for either party: where it stands, what to do next, the engagement letter (`letter`,
 * the page's own panel), the terms, meetings, services, files, comments and its timeline.
 */
export function WorkItemDetail({ initial, letter }: { initial: WorkItemDto; letter?: ReactNode }) {
  const { data } = useWorkItem(initial._id, initial);
  const item = data ?? initial;
  const zone = useViewerTimeZone();
  const other = otherPartyOf(item);
  const [progress, setProgress] = useState<number | null>(null);
  const addFiles = useWorkItemMutation(item._id, (form: FormData) => workItemsApi.addFiles(item._id, form, setProgress));
  const removeFile = useWorkItemMutation(item._id, (fileId: string) => workItemsApi.deleteFile(item._id, fileId));
  const addComment = useWorkItemMutation(item._id, (comment: string) => workItemComments.add(item._id, comment));
  const editComment = useWorkItemMutation(item._id, (v: { commentId: string; comment: string }) =>
    workItemComments.edit(item._id, v.commentId, v.comment),
  );
  const deleteComment = useWorkItemMutation(item._id, (commentId: string) => workItemComments.remove(item._id, commentId));
  const shown = displayStatus(item);
  const t = useT('work');
  const locale = useLocale();
  const words = useThreadText(t);
  // A work item of kind SERVICE carries its fixed-price order (issue 62); any other has none.
  const order = item.service_order;

  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="work-item-heading" className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
          <Avatar src={other.picture} name={`${other.first} ${other.last}`} size={56} priority />
          <div className="min-w-0 flex-1">
            <h1 id="work-item-heading" className="break-words text-xl font-bold text-slate-900 sm:text-2xl">
              {item.title}
            </h1>
            <p className="text-slate-700">{t(item.role === 'CUSTOMER' ? 'detail.with' : 'detail.for', { name: other.name })}</p>
            <p className="mt-1 text-2xl font-bold text-slate-900">{formatPesoExact(item.price)}</p>
          </div>
          <div className="flex flex-col items-start gap-1 sm:items-end" data-testid="work-item-status">
            <WorkItemStatusBadge status={shown} label={t(`status.${shown}`)} />
            {shown !== item.status && <span className="text-xs text-slate-600">{t('detail.waitingClient')}</span>}
          </div>
        </div>
        {/* A service order has no proposal round: its own panel says what comes next and offers its steps. */}
        {!order && (
          <>
            <Stepper item={item} />
            <p className="mt-5 rounded-lg bg-primary-50 p-3 text-sm text-slate-800" data-testid="next-step">
              {nextStepText(t, item)}
              {item.proposal_expires_at && !item.proposal_expired && (
                <span className="mt-1 block font-medium" data-testid="proposal-open-until">
                  {t('detail.openUntil', { date: formatDayTime(item.proposal_expires_at, zone, locale) })}
                </span>
              )}
            </p>
            <WorkItemActions item={item} />
          </>
        )}
      </section>
      {order && <ServiceOrderPanel initial={order} party={item.role} />}
      {letter}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="flex min-w-0 flex-col gap-6">
          <WorkItemTerms item={item} zone={zone} />
          <IncludedMeetings item={item} zone={zone} />
          <AdditionalServices item={item} />
          <FileShelf
            files={item.files}
            add={addFiles}
            remove={removeFile}
            progress={progress}
            setProgress={setProgress}
            listLabel={t('detail.filesLabel')}
            budget={t(item.role === 'CUSTOMER' ? 'detail.budgetClient' : 'detail.budgetLawyer', {
              files: ATTACHMENT_RULES.maxFiles,
              mb: ATTACHMENT_RULES.maxTotalMb,
            })}
            messages={words.files}
          />
          {item.allowed.includes('comment') || item.comments.length ? (
            <CommentThread
              comments={item.comments}
              add={addComment}
              edit={editComment}
              remove={deleteComment}
              messages={words.comments}
              hint={item.status === 'PROPOSAL' && item.role === 'CUSTOMER' ? t('detail.commentHint') : undefined}
            />
          ) : null}
        </div>
        <div className="min-w-0">
          <WorkItemTimeline item={item} zone={zone} />
        </div>
      </div>
    </div>
  );
}
