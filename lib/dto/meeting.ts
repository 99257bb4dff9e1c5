// Meeting wire types (spec §3 "Meeting", comments, files, reviews): shared by handlers and browser code.
import type { CommentDto } from './comment';
import type { MeetingRefundDto } from './refund';
import type { AttendanceEntry } from './video-call';

export type MeetingStatus = 'PAYMENT_PENDING' | 'CONFIRMED' | 'COMPLETED' | 'CANCELLED' | 'EXPIRED' | 'PAYMENT_FAILED';
/**
 * Who joined the call, recorded when the meeting was settled after its join window (or at the client's
 * no-show claim). Without the lawyer the meeting is CANCELLED with a full refund; with the lawyer it
 * is COMPLETED and the fee kept.
 */
export type MeetingOutcome = 'ATTENDED' | 'CLIENT_NO_SHOW' | 'LAWYER_NO_SHOW' | 'NOBODY_ATTENDED';

/** A meeting as lists and pages show it (spec §3: _id, start_time, ...), from the viewer's side. */
export type MeetingDto = {
  _id: string;
  start_time: string;
  end_time: string;
  /** The join window (lib/rules/join-window.ts): the Join button compares the clock with these, never the start. */
  join_opens_at: string;
  join_closes_at: string;
  duration: number;
  call_type: 'VIDEO' | 'PHONE';
  status: MeetingStatus;
  /** Null until the meeting is settled (and for meetings closed before settlement existed). */
  outcome: MeetingOutcome | null;
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

/**
 * What cancelling would do if the viewer cancelled now (null: they cannot): the server's decision in
 * words, shown by the cancel dialog before confirming. `refund` goes back with the cancel
 * (`expect_refund`), so a decision that changed meanwhile (the 24-hour mark passed) is not applied unseen.
 */
export type CancellationPreviewDto = {
  refund: 'FULL' | 'NONE';
  ground: 'UNPAID' | 'LAWYER_CANCELLED' | 'CLIENT_EARLY' | 'CLIENT_LATE' | 'LAWYER_NO_SHOW';
  /** "Full refund of ₱1,100" / "No refund: less than 24 hours before the start". */
  summary: string;
  /** One sentence of why. */
  detail: string;
};

export type MeetingDetailDto = MeetingDto & {
  cancellation: CancellationPreviewDto | null;
  /** When it was cancelled, and the reason given (or the policy's ground when none was). */
  cancelled: { at: string; reason: string | null } | null;
  files: MeetingFileDto[];
  /** Who joined the call when, and for how long (the record for refunds and no-shows). */
  attendance: AttendanceEntry[];
  comments: CommentDto[];
  review: ReviewDto | null;
  /** Whether the viewer may write or change the review now: the server's review rule, not the page's guess. */
  can_review: boolean;
  /** Why not, in the words the API would answer (null when can_review). */
  review_refusal: string | null;
  reschedules: { previous_start_time: string; new_start_time: string; reason: string; details: string | null; created_at: string }[];
  payment: {
    status: string;
    /** The short reference the client quotes ("ABG-7K3Q-9M2X"): the same on the receipt, e-mails and in the admin console. */
    reference: string;
    method: string | null;
    amount: number;
    paid_at: string | null;
    checkout_url: string | null;
    /** The client's PDF receipt, once paid (the lawyer did not pay: none). */
    receipt_url: string | null;
  } | null;
  /** The latest refund of the meeting's payment: requested, sent, or failed (then sent by hand). */
  refund: MeetingRefundDto | null;
};
