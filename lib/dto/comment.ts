// Comments (spec §3 "Comment: _id, meeting_id or item_id") on a meeting or a work item.

export type CommentKind = 'meeting' | 'work-item';

export type CommentDto = {
  _id: string;
  /** Set on a meeting's comments. */
  meeting_id?: string;
  /** Set on a work item's comments. */
  item_id?: string;
  comment: string;
  author: { _id: string; name: string; type: 'CUSTOMER' | 'LAWYER' };
  mine: boolean;
  created_at: string;
  updated_at: string;
};
