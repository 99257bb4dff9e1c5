// Meeting wire types (spec §3 "Meeting", comments, files, reviews): shared by handlers and browser code.
import { z } from 'zod';
import { commentDtoSchema } from './comment';
import { meetingRefundDtoSchema } from './refund';
import { attendanceEntrySchema, callTypeSchema } from './video-call';
import { isoDateTime, uuid } from './wire';

const MEETING_STATUSES = ['PAYMENT_PENDING', 'CONFIRMED', 'COMPLETED', 'CANCELLED', 'EXPIRED', 'PAYMENT_FAILED'] as const;
export const meetingStatusSchema = z.enum(MEETING_STATUSES);
export type MeetingStatus = z.infer<typeof meetingStatusSchema>;

/**
 * Who joined the call, recorded when the meeting was settled after its join window (or at the client's
 * no-show claim). Without the lawyer the meeting is CANCELLED with a full refund; with the lawyer it
 * is COMPLETED and the fee kept.
 */
const meetingOutcomeSchema = z.enum(['ATTENDED', 'CLIENT_NO_SHOW', 'LAWYER_NO_SHOW', 'NOBODY_ATTENDED']);
export type MeetingOutcome = z.infer<typeof meetingOutcomeSchema>;

/** The lawyer as a meeting or work item shows them. */
export const lawyerPartySchema = z
  .object({ _id: uuid, display_name: z.string(), picture_url: z.string().nullable() })
  .meta({ id: 'PartyLawyer' });
/** The client as a meeting or work item shows them. */
export const customerPartySchema = z
  .object({ _id: uuid, first_name: z.string(), last_name: z.string(), picture_url: z.string().nullable() })
  .meta({ id: 'PartyCustomer' });

/** A meeting as lists and pages show it (spec §3: _id, start_time, ...), from the viewer's side. */
const meetingDtoSchema = z
  .object({
    _id: uuid,
    start_time: isoDateTime,
    end_time: isoDateTime,
    /** The join window (lib/rules/join-window.ts): the Join button compares the clock with these, never the start. */
    join_opens_at: isoDateTime,
    join_closes_at: isoDateTime,
    duration: z.number().int(),
    call_type: callTypeSchema,
    status: meetingStatusSchema,
    /** Null until the meeting is settled (and for meetings closed before settlement existed). */
    outcome: meetingOutcomeSchema.nullable(),
    subject: z.string(),
    description: z.string().nullable(),
    price: z.number().int(),
    currency: z.literal('PHP'),
    hold_expires_at: isoDateTime.nullable(),
    /** Set for a meeting included in a paid engagement (no fee of its own). */
    work_item_id: uuid.nullable(),
    lawyer: lawyerPartySchema,
    customer: customerPartySchema,
    /** The viewer's side of the meeting. */
    role: z.enum(['CUSTOMER', 'LAWYER']),
    unread_count: z.number().int(),
    /**
     * A notarial appointment (issue 43): in person at the notary's office, never a call — the service,
     * the office as the client was told it, what to bring (checklist keys) and whether the fee is paid
     * there. Null for a consultation.
     */
    in_person: z
      .object({
        service: z.string(),
        address: z.string(),
        city: z.string().nullable(),
        map_url: z.string().nullable(),
        checklist: z.array(z.string()),
        pay_at_office: z.boolean(),
        /** The client prepared a draft when booking (issue 43): GET /api/v1/meeting/{id}/notary-draft. */
        has_draft: z.boolean(),
      })
      .nullable(),
  })
  .meta({ id: 'MeetingDto' });
export type MeetingDto = z.infer<typeof meetingDtoSchema>;

/** GET /api/v1/meetings: one page of the viewer's meetings. */
export const meetingPageSchema = z
  .object({ results: z.array(meetingDtoSchema), hasMore: z.boolean(), page: z.number().int() })
  .meta({ id: 'MeetingPage' });
export type MeetingPageDto = z.infer<typeof meetingPageSchema>;

export type { CommentDto } from './comment';

export const meetingFileDtoSchema = z
  .object({
    _id: uuid,
    name: z.string(),
    size: z.number().int(),
    content_type: z.string(),
    url: z.string(),
    uploaded_by: uuid.nullable(),
    mine: z.boolean(),
    created_at: isoDateTime,
    /** The client's view only: the lawyer's file is named as if asking to be paid outside Abogado (lib/rules/off-platform.ts). */
    off_platform: z.boolean().optional(),
  })
  .meta({ id: 'MeetingFileDto' });
export type MeetingFileDto = z.infer<typeof meetingFileDtoSchema>;

/** PUT meeting/{id}/files and work-items/{id}/files: every file after the upload. */
export const fileListSchema = z.object({ files: z.array(meetingFileDtoSchema) }).meta({ id: 'FileList' });

export const reviewDtoSchema = z
  .object({
    _id: uuid,
    meeting_id: uuid,
    rating: z.number().int(),
    comment: z.string().nullable(),
    created_at: isoDateTime,
    updated_at: isoDateTime,
  })
  .meta({ id: 'ReviewDto' });
export type ReviewDto = z.infer<typeof reviewDtoSchema>;

const CANCEL_REFUNDS = ['FULL', 'NONE'] as const;

/**
 * What cancelling would do if the viewer cancelled now (null: they cannot): the server's decision in
 * words, shown by the cancel dialog before confirming. `refund` goes back with the cancel
 * (`expect_refund`), so a decision that changed meanwhile (the 24-hour mark passed) is not applied unseen.
 */
const cancellationPreviewDtoSchema = z
  .object({
    refund: z.enum(CANCEL_REFUNDS),
    ground: z.enum(['UNPAID', 'LAWYER_CANCELLED', 'CLIENT_EARLY', 'CLIENT_LATE', 'LAWYER_NO_SHOW']),
    /** "Full refund of ₱1,100" / "No refund: less than 24 hours before the start". */
    summary: z.string(),
    /** One sentence of why. */
    detail: z.string(),
  })
  .meta({ id: 'CancellationPreviewDto' });
export type CancellationPreviewDto = z.infer<typeof cancellationPreviewDtoSchema>;

export const meetingDetailDtoSchema = meetingDtoSchema
  .extend({
    cancellation: cancellationPreviewDtoSchema.nullable(),
    /** When it was cancelled, and the reason given (or the policy's ground when none was). */
    cancelled: z.object({ at: isoDateTime, reason: z.string().nullable() }).nullable(),
    files: z.array(meetingFileDtoSchema),
    /** Why the meeting takes no new files or comments (null: it does): lib/rules/meeting-additions.ts, shown in place of the inputs. */
    additions_closed: z.string().nullable(),
    /** Who joined the call when, and for how long (the record for refunds and no-shows). */
    attendance: z.array(attendanceEntrySchema),
    comments: z.array(commentDtoSchema),
    review: reviewDtoSchema.nullable(),
    /** Whether the viewer may write or change the review now: the server's review rule, not the page's guess. */
    can_review: z.boolean(),
    /** Why not, in the words the API would answer (null when can_review). */
    review_refusal: z.string().nullable(),
    /** Its key in the errors catalogue (issue 59), for the page to say it in its language. */
    review_refusal_code: z.string().nullable(),
    /** How many more times the viewer may reschedule it (lib/rules/reschedule-limit.ts: each party, 2 times); the other party's moves do not count. */
    reschedules_left: z.number().int(),
    reschedules: z.array(
      z.object({
        previous_start_time: isoDateTime,
        new_start_time: isoDateTime,
        reason: z.string(),
        details: z.string().nullable(),
        created_at: isoDateTime,
      }),
    ),
    payment: z
      .object({
        status: z.string(),
        /** The short reference the client quotes ("ABG-7K3Q-9M2X"): the same on the receipt, e-mails and in the admin console. */
        reference: z.string(),
        method: z.string().nullable(),
        amount: z.number().int(),
        paid_at: isoDateTime.nullable(),
        checkout_url: z.string().nullable(),
        /** The client's PDF receipt, once paid (the lawyer did not pay: none). */
        receipt_url: z.string().nullable(),
      })
      .nullable(),
    /** The latest refund of the meeting's payment: requested, sent, or failed (then sent by hand). */
    refund: meetingRefundDtoSchema.nullable(),
    /**
     * The answers from "Where do I start?" the client chose to show the lawyer when booking (issue 41),
     * in words, with the address of the answer they were given; null when none were shared.
     */
    triage: z
      .object({
        rows: z.array(z.object({ question: z.string(), answer: z.string() })),
        answer_url: z.string(),
      })
      .nullable(),
  })
  .meta({ id: 'MeetingDetailDto' });
export type MeetingDetailDto = z.infer<typeof meetingDetailDtoSchema>;

/** POST /api/v1/meeting: the held booking and where to pay for it. */
export const createdMeetingSchema = z.object({ _id: uuid, checkout_url: z.string() }).meta({ id: 'CreatedMeeting' });

/** PUT meeting/{id}/cancel: the meeting cancelled, with the refund the policy gave. */
export const cancelledMeetingSchema = z
  .object({
    _id: uuid,
    status: z.literal('CANCELLED'),
    refund: z.enum(CANCEL_REFUNDS),
    /** The cancellation preview's summary ("Full refund of ₱1,100"). */
    summary: z.string(),
  })
  .meta({ id: 'CancelledMeeting' });

/** PUT meeting/{id}/reschedule (and a work item's included meeting moved): the new start. */
export const rescheduledMeetingSchema = z
  .object({ _id: uuid, start_time: isoDateTime, message: z.string() })
  .meta({ id: 'RescheduledMeeting' });

/** A file removed: its id. */
export const fileRefSchema = z.object({ _id: uuid }).meta({ id: 'FileRef' });
