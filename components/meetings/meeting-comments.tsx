'use client';

import { CommentThread } from '@/components/comments/comment-thread';
import { useAddComment, useDeleteComment, useEditComment } from '@/lib/api/meetings';
import { MEETING_MESSAGES } from '@/lib/validation/meeting-messages';
import type { CommentDto } from '@/lib/dto/meeting';

const MESSAGES = {
  addFailed: MEETING_MESSAGES.commentAddFailed,
  updated: MEETING_MESSAGES.commentUpdated,
  updateFailed: MEETING_MESSAGES.commentUpdateFailed,
  deleted: MEETING_MESSAGES.commentDeleted,
  deleteFailed: MEETING_MESSAGES.commentDeleteFailed,
};

/** Comments between the two parties of a meeting (spec §8 toasts). */
export function MeetingComments({ meetingId, comments, closed }: { meetingId: string; comments: CommentDto[]; closed: string | null }) {
  const add = useAddComment(meetingId);
  const edit = useEditComment(meetingId);
  const remove = useDeleteComment(meetingId);
  return <CommentThread comments={comments} add={add} edit={edit} remove={remove} messages={MESSAGES} closed={closed} />;
}
