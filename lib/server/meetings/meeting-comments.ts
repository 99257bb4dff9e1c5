import 'server-only';
import { createComment, deleteComment, listComments, updateComment } from '../comments/comments';
import { announceMeetingActivity } from '../video/announce-activity';
import type { CommentDto } from '@/lib/dto/comment';

// A meeting's comment thread: the comments of kind "meeting" (lib/server/comments). Each change is
// announced to a call in progress, so the other party's side panel shows it at once.

async function announced<T>(meetingId: string, userId: string, change: Promise<T>): Promise<T> {
  const result = await change;
  await announceMeetingActivity(meetingId, userId, 'comment');
  return result;
}

export const listMeetingComments = (userId: string, meetingId: string): Promise<{ results: CommentDto[] }> =>
  listComments('meeting', userId, meetingId);
export const createMeetingComment = (userId: string, meetingId: string, body: string) =>
  announced(meetingId, userId, createComment('meeting', userId, meetingId, body));
export const updateMeetingComment = (userId: string, meetingId: string, commentId: string, body: string) =>
  announced(meetingId, userId, updateComment('meeting', userId, meetingId, commentId, body));
export const deleteMeetingComment = (userId: string, meetingId: string, commentId: string) =>
  announced(meetingId, userId, deleteComment('meeting', userId, meetingId, commentId));
