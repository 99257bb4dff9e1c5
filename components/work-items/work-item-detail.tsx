'use client';

import { Check } from 'lucide-react';
import { useState } from 'react';
import { CommentThread } from '@/components/comments/comment-thread';
import { FileShelf } from '@/components/files/file-shelf';
import { Avatar } from '@/components/ui/avatar';
import { useViewerTimeZone } from '@/components/lawyers/viewer-zone';
import { formatPesoExact } from '@/lib/format/money';
import { useWorkItem, useWorkItemMutation, workItemComments, workItemsApi } from '@/lib/api/work-items';
import type { WorkItemDto } from '@/lib/dto/work-item';
import { ATTACHMENT_RULES, MEETING_MESSAGES } from '@/lib/validation/meeting-messages';
import { WORK_ITEM_MESSAGES } from '@/lib/validation/work-items';
import { AdditionalServices } from './additional-services';
import { displayStatus, nextStepText, otherPartyOf, stepOf } from './format';
import { IncludedMeetings } from './included-meetings';
import { WorkItemStatusBadge } from './status-badge';
import { WorkItemActions } from './work-item-actions';
import { WorkItemTerms } from './work-item-terms';
import { WorkItemTimeline } from './work-item-timeline';

const STEPS = ['Proposal', 'Payment', 'Work', 'Confirmation'];

const COMMENT_MESSAGES = {
  addFailed: WORK_ITEM_MESSAGES.addCommentFailed,
  updated: WORK_ITEM_MESSAGES.commentUpdated,
  updateFailed: WORK_ITEM_MESSAGES.commentUpdateFailed,
  deleted: WORK_ITEM_MESSAGES.commentDeleted,
  deleteFailed: WORK_ITEM_MESSAGES.commentDeleteFailed,
};

function Stepper({ item }: { item: WorkItemDto }) {
  if (item.status === 'DRAFT' || item.status === 'REJECTED') return null;
  const step = stepOf(item.status, Boolean(item.lawyer_completed_at));
  return (
    <ol aria-label="Progress" className="mt-5 grid grid-cols-4 gap-1 sm:gap-2">
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
              <span className="truncate">{label}</span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}

/** One engagement for either party: where it stands, what to do next, the terms, meetings, services, files, comments and its timeline. */
export function WorkItemDetail({ initial }: { initial: WorkItemDto }) {
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

  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="work-item-heading" className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
          <Avatar src={other.picture} name={`${other.first} ${other.last}`} size={56} priority />
          <div className="min-w-0 flex-1">
            <h1 id="work-item-heading" className="break-words text-xl font-bold text-slate-900 sm:text-2xl">
              {item.title}
            </h1>
            <p className="text-slate-700">
              {item.role === 'CUSTOMER' ? 'with ' : 'for '}
              {other.name}
            </p>
            <p className="mt-1 text-2xl font-bold text-slate-900">{formatPesoExact(item.price)}</p>
          </div>
          <div className="flex flex-col items-start gap-1 sm:items-end" data-testid="work-item-status">
            <WorkItemStatusBadge status={shown} />
            {shown !== item.status && <span className="text-xs text-slate-600">Waiting for your client to confirm</span>}
          </div>
        </div>
        <Stepper item={item} />
        <p className="mt-5 rounded-lg bg-primary-50 p-3 text-sm text-slate-800" data-testid="next-step">
          {nextStepText(item)}
        </p>
        <WorkItemActions item={item} />
      </section>
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
            listLabel="Engagement files"
            budget={`Up to ${ATTACHMENT_RULES.maxFiles} files and ${ATTACHMENT_RULES.maxTotalMb}MB in total, private to you and ${item.role === 'CUSTOMER' ? 'your lawyer' : 'your client'}.`}
            messages={{ success: MEETING_MESSAGES.fileSuccess, error: MEETING_MESSAGES.fileError }}
          />
          {item.allowed.includes('comment') || item.comments.length ? (
            <CommentThread
              comments={item.comments}
              add={addComment}
              edit={editComment}
              remove={deleteComment}
              messages={COMMENT_MESSAGES}
              hint={
                item.status === 'PROPOSAL' && item.role === 'CUSTOMER' ? 'Questions about the terms? Ask before you accept.' : undefined
              }
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
