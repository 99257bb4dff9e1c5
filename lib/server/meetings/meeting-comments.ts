import 'server-only';
import { createComment, deleteComment, listComments, updateComment } from '../comments/comments';
import type { CommentDto } from '@/lib/dto/comment';

// A meeting's comment thread: the comments of kind "meeting" (lib/server/comments).

export const listMeetingComments = (userId: string, meetingId: string): Promise<{ results: CommentDto[] }> => listComments('meeting', userId, meetingId);
export const createMeetingComment = (userId: string, meetingId: string, body: string) => createComment('meeting', userId, meetingId, body);
export const updateMeetingComment = (userId: string, meetingId: string, commentId: string, body: string) => updateComment('meeting', userId, meetingId, commentId, body);
export const deleteMeetingComment = (userId: string, meetingId: string, commentId: string) => deleteComment('meeting', userId, meetingId, commentId);
