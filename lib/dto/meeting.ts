// Meeting wire types (spec §3 "Meeting", comments, files, reviews): shared by handlers and browser code.
import type { CommentDto } from './comment';
import type { AttendanceEntry } from './video-call';

export type MeetingStatus = 'PAYMENT_PENDING' | 'CONFIRMED' | 'COMPLETED' | 'CANCELLED' | 'EXPIRED' | 'PAYMENT_FAILED';

/** A meeting as lists and pages show it (spec §3: _id, start_time, ...), from the viewer's side. */
export type MeetingDto = {
  _id: string;
  start_time: string;
  end_time: string;
  duration: number;
  call_type: 'VIDEO' | 'PHONE';
  status: MeetingStatus;
  subject: string;
  description: string | null;
  price: number;
  currency: 'PHP';
  hold_expires_at: string | null;
  /** Set for a meeting included in a paid engagement (no fee of its own). */
  work_item_id: string | null;
  lawyer: { _id: string; display_name: string; picture_url: string | null };
  customer: { _id: string; first_name: string; last_name: string; picture_url: string | null };
  /** The viewer's side of the meeting. */
  role: 'CUSTOMER' | 'LAWYER';
  unread_count: number;
};

export type { CommentDto } from './comment';

export type MeetingFileDto = {
  _id: string;
  name: string;
  size: number;
  content_type: string;
  url: string;
  uploaded_by: string | null;
  mine: boolean;
  created_at: string;
};

export type ReviewDto = { _id: string; meeting_id: string; rating: number; comment: string | null; created_at: string; updated_at: string };

export type MeetingDetailDto = MeetingDto & {
  files: MeetingFileDto[];
  /** Who joined the call when, and for how long (the record for refunds and no-shows). */
  attendance: AttendanceEntry[];
  comments: CommentDto[];
  review: ReviewDto | null;
  reschedules: { previous_start_time: string; new_start_time: string; reason: string; details: string | null; created_at: string }[];
  payment: { status: string; method: string | null; amount: number; paid_at: string | null; checkout_url: string | null } | null;
};
