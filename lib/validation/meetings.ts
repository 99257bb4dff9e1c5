import { z } from './zod';
import { isoInstantSchema, optionalText, requiredText, uuidField } from './fields';
import { pagingQueryFields } from './paging';
import { whereToStartCodesField } from '@/features/where-to-start/validation/where-to-start-codes';
import { issueMessage } from '@/lib/errors/issue';

// One set of schemas for the booking form, the meeting pages and the /api/v1/meeting handlers. The
// texts and file rules are in meeting-messages.ts (no zod), so pages that only show them stay light.
export { ATTACHMENT_ACCEPT, ATTACHMENT_RULES, MEETING_MESSAGES, checkAttachmentList, createMeetingError } from './meeting-messages';

const SUBJECT_MAX = 200;
const DESCRIPTION_MAX = 5000;
const REASON_MAX = 200;
const COMMENT_MAX = 2000;

const uuid = uuidField;

export const CALL_TYPES = ['VIDEO', 'PHONE'] as const;

/** Booking input (spec §3): the schedule, subject (short summary, required), description. */
export const bookingFieldsSchema = z.object({
  duration: z.union([z.literal(30), z.literal(60), z.enum(['30', '60']).transform(Number)], {
    error: issueMessage('meetings.choose3060Minutes'),
  }),
  call_type: z.enum(CALL_TYPES, { error: issueMessage('meetings.chooseVideoPhone') }),
  start_time: isoInstantSchema,
  subject: requiredText(SUBJECT_MAX),
  description: optionalText(DESCRIPTION_MAX),
});

export const createMeetingSchema = bookingFieldsSchema.extend({
  lawyer_id: uuid('lawyer'),
  // Sent only when the client ticks "Show my answers to the lawyer": their answers from "Where do I
  // start?" as the flow's address has them (short codes, e.g. m=work&s=company&me=cebu-city), read and
  // checked by the server (features/where-to-start/validation/where-to-start.ts readSharedWhereToStart).
  triage: whereToStartCodesField(issueMessage('meetings.triageUnreadable')).optional().meta({
    description:
      'Answers from "Where do I start?" the client shares with the lawyer (its address query, e.g. m=work&s=company&me=cebu-city).',
  }),
});
export type CreateMeetingInput = z.output<typeof createMeetingSchema>;

const MEETING_FILTERS = ['today', 'upcoming', 'past'] as const;
export type MeetingFilter = (typeof MEETING_FILTERS)[number];

export const meetingsQuerySchema = z.object({
  filter: z.enum(MEETING_FILTERS, { error: issueMessage('meetings.unknownFilter') }).optional(),
  /** Calendar range instead of a filter: meetings overlapping [from, to). */
  from: isoInstantSchema.optional(),
  to: isoInstantSchema.optional(),
  client_id: uuid('client').optional(),
  ...pagingQueryFields,
  tz: z.string().max(64, issueMessage('common.unknownTimeZone')).optional(),
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
  rating: z.coerce
    .number({ error: issueMessage('common.required') })
    .int(issueMessage('common.required'))
    .min(1, issueMessage('common.required'))
    .max(5, issueMessage('common.required')),
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
