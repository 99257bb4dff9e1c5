import { api } from './client';
import type { z } from 'zod';
import type { CommentKind, commentListSchema, commentRefSchema } from '@/lib/dto/comment';

export type { CommentKind };

/** Spec §7 comment calls of one kind: {kind}/{item_id}/comment, …/comment/{id}, {kind}/{id}/comments. */
export function commentsApi(kind: CommentKind) {
  return {
    list: (itemId: string) => api.get<z.infer<typeof commentListSchema>>(`${kind}/${itemId}/comments`),
    add: (itemId: string, comment: string) => api.post<z.infer<typeof commentRefSchema>>(`${kind}/${itemId}/comment`, { comment }),
    edit: (itemId: string, commentId: string, comment: string) =>
      api.put<z.infer<typeof commentRefSchema>>(`${kind}/${itemId}/comment/${commentId}`, { comment }),
    remove: (itemId: string, commentId: string) => api.delete<z.infer<typeof commentRefSchema>>(`${kind}/${itemId}/comment/${commentId}`),
  };
}
