import { api } from './client';
import type { CommentDto, CommentKind } from '@/lib/dto/comment';

export type { CommentDto, CommentKind };

/** Spec §7 comment calls of one kind: {kind}/{item_id}/comment, …/comment/{id}, {kind}/{id}/comments. */
export function commentsApi(kind: CommentKind) {
  return {
    list: (itemId: string) => api.get<{ results: CommentDto[] }>(`${kind}/${itemId}/comments`),
    add: (itemId: string, comment: string) => api.post<{ _id: string }>(`${kind}/${itemId}/comment`, { comment }),
    edit: (itemId: string, commentId: string, comment: string) =>
      api.put<{ _id: string }>(`${kind}/${itemId}/comment/${commentId}`, { comment }),
    remove: (itemId: string, commentId: string) => api.delete<{ _id: string }>(`${kind}/${itemId}/comment/${commentId}`),
  };
}
