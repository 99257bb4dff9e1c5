import 'server-only';
import { tables as t } from '@/lib/db';
import type { CommentDto } from '@/lib/dto/comment';
import { createComment, deleteComment, listComments, updateComment } from '@/lib/server/engagements/comments/comments';
import { portalOf, type CommentTargetFinder } from '@/lib/server/engagements/comments/comment-target';
import { findPartyWorkItemOrThrow } from './find-party-work-item';
import { assertMayDo } from './work-item-rules';

// A work item's comment thread: the comments of kind "work-item" (lib/server/engagements/comments).

/** A work item the client has been sent, as a thread's parent; no comment on a draft (its transition table). */
const findWorkItemTarget: CommentTargetFinder = async (userId, id, options = {}) => {
  const w = await findPartyWorkItemOrThrow(userId, id);
  if (options.forWriting) assertMayDo('comment', w.role, w.status, w.kind);
  return {
    kind: 'work-item',
    id,
    role: w.role,
    lawyerId: w.lawyerId,
    customerId: w.customerId,
    column: t.comments.workItemId,
    pathFor: (role) => `/${portalOf(role)}/work-items/${id}`,
    markRead: async () => {},
  };
};

export const listWorkItemComments = (userId: string, id: string): Promise<{ results: CommentDto[] }> =>
  listComments(findWorkItemTarget, userId, id);
export const createWorkItemComment = (userId: string, id: string, body: string) => createComment(findWorkItemTarget, userId, id, body);
export const updateWorkItemComment = (userId: string, id: string, commentId: string, body: string) =>
  updateComment(findWorkItemTarget, userId, id, commentId, body);
export const deleteWorkItemComment = (userId: string, id: string, commentId: string) =>
  deleteComment(findWorkItemTarget, userId, id, commentId);
