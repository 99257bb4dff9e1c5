// The meeting screens' texts and file rules without the zod schemas of meetings.ts (which re-exports
// them): the meeting page, the files shelf and the booking form render with these and load the
// schemas only when a form validates (issue 28: zod is about 90 kB gzip of a page's first load).
import { AUTH_MESSAGES, fileSizeMessage, tooManyFilesMessage } from './messages';
import { issueMessage } from '@/lib/errors/issue';
import type { CodedError } from '@/lib/errors/error-text';

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
  triageUnreadable: 'Your answers from “Where do I start?” could not be read. Book without them, or answer the questions again.',
  reviewSaved: 'Thank you for your review!',
  reviewFailed: 'Failed to save review',
  reviewTooEarly: 'You can review this meeting once it has ended.',
  reviewNotHeld: 'Only a consultation that took place can be reviewed.',
  reviewNotAttended: 'You can review a consultation you attended.',
  cancelled: 'Meeting cancelled',
  cancelFailed: 'Failed to cancel meeting',
} as const;

/**
 * Spec §8: the toast for a failed create, by HTTP status — its code (issue 59) and English words. A
 * failure this does not name (null) is the form's own "Failed to create meeting".
 */
export function createMeetingError<E extends CodedError>(status: number | undefined, error: E | undefined): CodedError | null {
  if (status === 409) return { code: 'meetings.conflict', message: MEETING_MESSAGES.conflict };
  if (status === 422) return { code: 'common.paymentUnavailable', message: MEETING_MESSAGES.paymentUnavailable };
  if (status === 429) return { code: 'meetings.maxMeetings', message: MEETING_MESSAGES.maxMeetings };
  if (status === 400 && error?.message) return error;
  return null;
}

/**
 * Browser-side check of the chosen files with the rules the server applies (it also sniffs the
 * bytes): null, or the refusal as a code with its arguments (lib/errors/issue.ts), as the server says it.
 */
export function checkAttachmentList(files: { name: string; size: number }[]): string | null {
  if (files.length > ATTACHMENT_RULES.maxFiles) {
    return issueMessage('storage.tooManyFiles', { maxFiles: ATTACHMENT_RULES.maxFiles, maxTotalMb: ATTACHMENT_RULES.maxTotalMb });
  }
  if (files.reduce((sum, f) => sum + f.size, 0) > MAX_TOTAL_BYTES)
    return issueMessage('storage.fileTooLarge', { max: ATTACHMENT_RULES.maxTotalMb });
  const bad = files.find((f) => !(ATTACHMENT_RULES.extensions as readonly string[]).includes(f.name.split('.').pop()?.toLowerCase() ?? ''));
  if (bad) return issueMessage('auth.fileType');
  return null;
}
