import 'server-only';
import type { CommentDto } from '@/lib/dto/meeting';

export type CommentRow = {
  id: string;
  meetingId: string;
  body: string;
  authorId: string;
  firstName: string;
  lastName: string;
  type: 'CUSTOMER' | 'LAWYER';
  createdAt: Date;
  updatedAt: Date;
};

export function toCommentDto(row: CommentRow, viewerId: string): CommentDto {
  const name = `${row.firstName} ${row.lastName}`.trim();
  return {
    _id: row.id,
    meeting_id: row.meetingId,
    comment: row.body,
    author: { _id: row.authorId, name: row.type === 'LAWYER' ? `Atty. ${name}` : name, type: row.type },
    mine: row.authorId === viewerId,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
