import 'server-only';
import type { CommentDto, CommentKind } from '@/lib/dto/comment';
import { asksToPayOffPlatform } from '@/lib/rules/off-platform';

export type CommentRow = {
  id: string;
  itemId: string;
  body: string;
  authorId: string;
  firstName: string;
  lastName: string;
  type: 'CUSTOMER' | 'LAWYER';
  createdAt: Date;
  updatedAt: Date;
};

/** Spec §3 "Comment: _id, meeting_id or item_id": the parent's id under the name of its kind. */
export function toCommentDto(row: CommentRow, kind: CommentKind, viewerId: string): CommentDto {
  const name = `${row.firstName} ${row.lastName}`.trim();
  return {
    _id: row.id,
    ...(kind === 'meeting' ? { meeting_id: row.itemId } : { item_id: row.itemId }),
    comment: row.body,
    author: { _id: row.authorId, name: row.type === 'LAWYER' ? `Atty. ${name}` : name, type: row.type },
    mine: row.authorId === viewerId,
    // Only the client is warned, of what the lawyer wrote (issue 62).
    off_platform: row.authorId !== viewerId && row.type === 'LAWYER' && asksToPayOffPlatform(row.body),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
