'use client';

import { useMemo } from 'react';
import { CommentThread } from '@/components/comments/comment-thread';
import { useAddComment, useDeleteComment, useEditComment } from '@/lib/api/meetings';
import { useT } from '@/lib/i18n/client';
import type { CommentDto, MeetingStatus } from '@/lib/dto/meeting';
import { useAdditionsClosed } from './additions-closed';

/** Comments between the two parties of a meeting (spec §8 toasts, in the page's language). */
export function MeetingComments({
  meetingId,
  comments,
  status,
  closed,
}: {
  meetingId: string;
  comments: CommentDto[];
  status: MeetingStatus;
  closed: string | null;
}) {
  const closedText = useAdditionsClosed(status, closed);
  const add = useAddComment(meetingId);
  const edit = useEditComment(meetingId);
  const remove = useDeleteComment(meetingId);
  const t = useT('meetings');
  const messages = useMemo(
    () => ({
      addFailed: t('comments.addFailed'),
      updated: t('comments.updated'),
      updateFailed: t('comments.updateFailed'),
      deleted: t('comments.deleted'),
      deleteFailed: t('comments.deleteFailed'),
    }),
    [t],
  );
  return <CommentThread comments={comments} add={add} edit={edit} remove={remove} messages={messages} closed={closedText} />;
}
