import 'server-only';
import { tables as t } from '@/lib/db';
import type { CommentDto } from '@/lib/dto/comment';
import { createComment, deleteComment, listComments, updateComment } from '@/lib/server/engagements/comments/comments';
import { portalOf, type CommentTargetFinder } from '@/lib/server/engagements/comments/comment-target';
import { announceMeetingActivity } from './call-signals/announce-activity';
import { assertMeetingOpen } from './assert-meeting-open';
import { findPartyMeetingOrThrow } from './find-party-meeting';
import { markMeetingRead } from './mark-meeting-read';

// A meeting's comment thread: the comments of kind "meeting" (lib/server/engagements/comments). Each change is
// announced to a call in progress, so the other party's side panel shows it at once.

/** A meeting as a thread's parent: a party's meeting; no new comment on a cancelled one (lib/rules/meeting-additions.ts). */
const findMeetingTarget: CommentTargetFinder = async (userId, id, options = {}) => {
  const m = await findPartyMeetingOrThrow(userId, id);
  if (options.forWriting) assertMeetingOpen(m);
  return {
    kind: 'meeting',
    id,
    role: m.role,
    lawyerId: m.lawyerId,
    customerId: m.customerId,
    column: t.comments.meetingId,
    pathFor: (role) => `/${portalOf(role)}/meeting/${id}`,
    markRead: (reader) => markMeetingRead(reader, id),
  };
};

async function announced<T>(meetingId: string, userId: string, change: Promise<T>): Promise<T> {
  const result = await change;
  await announceMeetingActivity(meetingId, userId, 'comment');
  return result;
}

export const listMeetingComments = (userId: string, meetingId: string): Promise<{ results: CommentDto[] }> =>
  listComments(findMeetingTarget, userId, meetingId);
export const createMeetingComment = (userId: string, meetingId: string, body: string) =>
  announced(meetingId, userId, createComment(findMeetingTarget, userId, meetingId, body));
export const updateMeetingComment = (userId: string, meetingId: string, commentId: string, body: string) =>
  announced(meetingId, userId, updateComment(findMeetingTarget, userId, meetingId, commentId, body));
export const deleteMeetingComment = (userId: string, meetingId: string, commentId: string) =>
  announced(meetingId, userId, deleteComment(findMeetingTarget, userId, meetingId, commentId));
