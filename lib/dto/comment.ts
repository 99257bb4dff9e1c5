// Comments (spec §3 "Comment: _id, meeting_id or item_id") on a meeting or a work item.
import { z } from 'zod';
import { isoDateTime, uuid } from './wire';

export type CommentKind = 'meeting' | 'work-item';

export const commentDtoSchema = z
  .object({
    _id: uuid,
    /** Set on a meeting's comments. */
    meeting_id: uuid.optional(),
    /** Set on a work item's comments. */
    item_id: uuid.optional(),
    comment: z.string(),
    author: z.object({ _id: uuid, name: z.string(), type: z.enum(['CUSTOMER', 'LAWYER']) }),
    mine: z.boolean(),
    /**
     * Issue 62: the lawyer's comment seems to ask the reader (the client) to pay outside Abogado
     * (lib/rules/off-platform.ts): the thread shows them that such payments are not protected. False for the
     * lawyer's own view and the client's own comments.
     */
    off_platform: z.boolean().optional(),
    created_at: isoDateTime,
    updated_at: isoDateTime,
  })
  .meta({ id: 'CommentDto' });
export type CommentDto = z.infer<typeof commentDtoSchema>;

/** GET meeting/{id}/comments and work-item/{id}/comments: the thread, oldest first. */
export const commentListSchema = z.object({ results: z.array(commentDtoSchema) }).meta({ id: 'CommentList' });

/** A comment added, edited or deleted: its id. */
export const commentRefSchema = z.object({ _id: uuid }).meta({ id: 'CommentRef' });
