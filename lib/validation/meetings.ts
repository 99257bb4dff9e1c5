import { z } from './zod';
import { AUTH_MESSAGES, MESSAGES, fileSizeMessage, tooManyFilesMessage } from './messages';
import { pagingQueryFields } from './paging';
import { isoInstantSchema, optionalText, requiredText, uuidField } from './fields';

// One set of schemas for the booking form, the meeting pages and the /api/v1/meeting handlers.

/** Spec §5/§9: at most 30 files and 20MB in total per booking (and per meeting afterwards). */
export const ATTACHMENT_RULES = {
  maxFiles: 30,
  maxTotalMb: 20,
  extensions: ['pdf', 'jpg', 'jpeg', 'png', 'webp', 'gif', 'docx', 'xlsx'],
} as const;
export const ATTACHMENT_ACCEPT = ATTACHMENT_RULES.extensions.map((e) => `.${e}`).join(',');
const MAX_TOTAL_BYTES = ATTACHMENT_RULES.maxTotalMb * 1024 * 1024;

/**
 * Spec §8 texts of the booking and meeting screens, letter for letter (the trailing space of the
 * file error included). Texts the spec does not give are marked as ours.
 */
export const MEETING_MESSAGES = {
  conflict: 'Schedule conflict. Please try different time.',
  paymentUnavailable: 'This payment method is currently unavailable. Please try a different one.',
  maxMeetings: 'You have already reached maximum number of two meetings for this event.',
  createFailed: 'Failed to create meeting',
  rescheduled: 'Meeting rescheduled successfully',
  rescheduleFailed: 'Failed to reschedule meeting',
  fileError: 'There was an error. :) ',
  fileSuccess: 'Success',
  commentDeleted: 'Comment deleted :)',
  commentUpdated: 'Comment updated successfully!',
  commentDeleteFailed: 'Failed to delete the comment',
  commentUpdateFailed: 'Failed to update the comment',
  // Ours: the spec names the 30-file rule (§5) but gives no sentence for it.
  tooManyFiles: tooManyFilesMessage(ATTACHMENT_RULES.maxFiles, ATTACHMENT_RULES.maxTotalMb),
  totalTooLarge: fileSizeMessage(ATTACHMENT_RULES.maxTotalMb),
  fileType: AUTH_MESSAGES.fileType,
  // Ours: no spec text for these outcomes.
  commentAddFailed: 'Failed to add comment',
  slotUnavailable: 'This time is not available. Please choose another time.',
  notBookable: 'This lawyer cannot be booked for this consultation.',
  reviewSaved: 'Thank you for your review!',
  reviewFailed: 'Failed to save review',
  reviewTooEarly: 'You can review this meeting once it has ended.',
  reviewNotHeld: 'Only a consultation that took place can be reviewed.',
  reviewNotAttended: 'You can review a consultation you attended.',
  cancelled: 'Meeting cancelled',
  cancelFailed: 'Failed to cancel meeting',
} as const;

/** Spec §8: the toast for a failed create, by HTTP status. */
export function createMeetingErrorMessage(status: number | undefined, serverMessage: string | undefined): string {
  if (status === 409) return MEETING_MESSAGES.conflict;
  if (status === 422) return MEETING_MESSAGES.paymentUnavailable;
  if (status === 429) return MEETING_MESSAGES.maxMeetings;
  if (status === 400) return serverMessage || MEETING_MESSAGES.createFailed;
  return MEETING_MESSAGES.createFailed;
}

const SUBJECT_MAX = 200;
const DESCRIPTION_MAX = 5000;
const REASON_MAX = 200;
const COMMENT_MAX = 2000;

const uuid = uuidField;

export const CALL_TYPES = ['VIDEO', 'PHONE'] as const;

/** Booking input (spec §3): the schedule, subject (short summary, required), description. */
export const bookingFieldsSchema = z.object({
  duration: z.union([z.literal(30), z.literal(60), z.enum(['30', '60']).transform(Number)], { error: 'Choose 30 or 60 minutes.' }),
  call_type: z.enum(CALL_TYPES, { error: 'Choose video or phone.' }),
  start_time: isoInstantSchema,
  subject: requiredText(SUBJECT_MAX),
  description: optionalText(DESCRIPTION_MAX),
});

export const createMeetingSchema = bookingFieldsSchema.extend({ lawyer_id: uuid('lawyer') });
export type CreateMeetingInput = z.output<typeof createMeetingSchema>;

const MEETING_FILTERS = ['today', 'upcoming', 'past'] as const;
export type MeetingFilter = (typeof MEETING_FILTERS)[number];

export const meetingsQuerySchema = z.object({
  filter: z.enum(MEETING_FILTERS, { error: 'Unknown filter.' }).optional(),
  /** Calendar range instead of a filter: meetings overlapping [from, to). */
  from: isoInstantSchema.optional(),
  to: isoInstantSchema.optional(),
  client_id: uuid('client').optional(),
  ...pagingQueryFields,
  tz: z.string().max(64, 'Unknown time zone.').optional(),
});

export const rescheduleSchema = z.object({
  meeting_id: uuid('meeting').optional(),
  start_time: isoInstantSchema,
  reason: requiredText(REASON_MAX),
  details: optionalText(DESCRIPTION_MAX),
});
export type RescheduleInput = z.input<typeof rescheduleSchema>;

export const commentSchema = z.object({ comment: requiredText(COMMENT_MAX) });
export type CommentInput = z.input<typeof commentSchema>;

export const reviewSchema = z.object({
  _id: uuid('review').optional(),
  meeting_id: uuid('meeting'),
  rating: z.coerce.number({ error: MESSAGES.required }).int(MESSAGES.required).min(1, MESSAGES.required).max(5, MESSAGES.required),
  comment: optionalText(1000),
});
export type ReviewInput = z.input<typeof reviewSchema>;
export const reviewUpdateSchema = reviewSchema.omit({ _id: true, meeting_id: true });

export const cancelSchema = z.object({
  reason: optionalText(REASON_MAX),
  /** The refund the dialog showed; when the policy's answer has changed since, the cancel is refused (409). */
  expect_refund: z.enum(['FULL', 'NONE']).optional(),
});
export type CancelInput = z.input<typeof cancelSchema>;

/** The path of a meeting's own routes that read their id with zod (a malformed id is a 400, not a database error). */
export const meetingParamsSchema = z.object({ id: uuidField('meeting id') });

/** Browser-side check of the chosen files with the rules the server applies (it also sniffs the bytes). */
export function checkAttachmentList(files: { name: string; size: number }[]): string | null {
  if (files.length > ATTACHMENT_RULES.maxFiles) return MEETING_MESSAGES.tooManyFiles;
  if (files.reduce((sum, f) => sum + f.size, 0) > MAX_TOTAL_BYTES) return MEETING_MESSAGES.totalTooLarge;
  const bad = files.find((f) => !(ATTACHMENT_RULES.extensions as readonly string[]).includes(f.name.split('.').pop()?.toLowerCase() ?? ''));
  if (bad) return MEETING_MESSAGES.fileType;
  return null;
}
