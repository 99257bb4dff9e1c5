import 'server-only';
import { z } from 'zod';
import {
  attendanceReportBodySchema,
  callEventSchema,
  eventStreamQuerySchema,
  joinQuerySchema,
  leaveCallSchema,
  liveMeetingsQuerySchema,
} from '@/lib/validation/call';
import {
  cancelSchema,
  commentSchema,
  createMeetingSchema,
  meetingsQuerySchema,
  rescheduleSchema,
  reviewSchema,
  reviewUpdateSchema,
} from '@/lib/validation/meetings';
import { commentListSchema, commentRefSchema } from '@/lib/dto/comment';
import {
  cancelledMeetingSchema,
  createdMeetingSchema,
  fileListSchema,
  fileRefSchema,
  meetingDetailDtoSchema,
  meetingPageSchema,
  rescheduledMeetingSchema,
  reviewDtoSchema,
} from '@/lib/dto/meeting';
import { attendanceReportSchema, callEventRefSchema, liveMeetingsDtoSchema, videoCallSchema } from '@/lib/dto/video-call';
import { okSchema } from '@/lib/dto/wire';
import { inPersonOutcomeResultSchema, notarySlotsSchema } from '@/lib/dto/notary-appointment';
import { inPersonOutcomeSchema } from '@/lib/validation/notary-appointment';
import { binaryFile, del, get, patch, post, put, uuidParam, type ApiOperation } from '@/lib/server/platform/openapi/operation';

const T = 'Meetings';
const id = { id: uuidParam('Meeting id') };

export const meetingOperations: ApiOperation[] = [
  post('/api/v1/meeting', 'Book a consultation: holds the slot and returns the checkout_url', T, 'customer', {
    json: createMeetingSchema,
    multipart: z.object({ ...createMeetingSchema.shape, attachments: z.array(binaryFile('Up to 30 files, 20 MB in all')).optional() }),
    response: createdMeetingSchema,
  }),
  get('/api/v1/meeting/{id}', 'One meeting with files, comments and review (its two parties only)', T, 'session', {
    params: id,
    response: meetingDetailDtoSchema,
  }),
  put(
    '/api/v1/meeting/{id}/cancel',
    'Either party cancels a meeting as the cancellation policy allows (answers refund FULL or NONE)',
    T,
    'session',
    { params: id, json: cancelSchema, response: cancelledMeetingSchema },
  ),
  put(
    '/api/v1/meeting/{id}/in-person-outcome',
    'The notary marks an in-person appointment done, or the client absent, once its time has come',
    T,
    'lawyer',
    { params: id, json: inPersonOutcomeSchema, response: inPersonOutcomeResultSchema },
  ),
  post('/api/v1/meeting/{id}/comment', 'Add a comment (409 MEETING_CLOSED once the meeting is cancelled)', T, 'session', {
    params: id,
    json: commentSchema,
    response: commentRefSchema,
  }),
  put('/api/v1/meeting/{id}/comment/{commentId}', 'Edit your own comment', T, 'session', {
    params: { ...id, commentId: uuidParam('Comment id') },
    json: commentSchema,
    response: commentRefSchema,
  }),
  del('/api/v1/meeting/{id}/comment/{commentId}', 'Delete your own comment', T, 'session', {
    params: { ...id, commentId: uuidParam('Comment id') },
    response: commentRefSchema,
  }),
  get('/api/v1/meeting/{id}/comments', "The meeting's comments, oldest first (marks them read)", T, 'session', {
    params: id,
    response: commentListSchema,
  }),
  post(
    '/api/v1/meeting/{id}/events',
    'Send the others in the call a signal, `to` one of them in a call of three (either party, or the admitted guest by their cookie; a lobby presence from a party already in the call is not stored: `_id` "0")',
    T,
    'session',
    {
      params: id,
      json: callEventSchema,
      response: callEventRefSchema,
    },
  ),
  post(
    '/api/v1/meeting/{id}/attendance',
    "The call page's media connection is up: the party (or the admitted guest) attended (a connection both ends negotiated; the settlement reads it)",
    T,
    'session',
    { params: id, json: attendanceReportBodySchema, response: attendanceReportSchema },
  ),
  get(
    '/api/v1/meeting/{id}/events',
    "The others' call signals for the reader as Server-Sent Events (Last-Event-ID resumes)",
    T,
    'session',
    {
      params: id,
      query: eventStreamQuerySchema,
      success: { description: 'An event stream', contentType: 'text/event-stream' },
    },
  ),
  del('/api/v1/meeting/{id}/file/{fileId}', 'Remove a file you attached', T, 'session', {
    params: { ...id, fileId: uuidParam('File id') },
    response: fileRefSchema,
  }),
  get(
    '/api/v1/meeting/{id}/ics',
    '"Add to calendar": the meeting as an iCalendar file for either party (METHOD:PUBLISH, the UID of its e-mails and the lawyer\'s feed)',
    T,
    'session',
    {
      params: id,
      success: { description: 'The meeting as iCalendar (text/calendar; method=PUBLISH)', contentType: 'text/calendar' },
    },
  ),
  get(
    '/api/v1/meeting/{id}/receipt',
    "The client's PDF receipt of a paid consultation: the lines of the checkout page and the confirmation e-mail",
    T,
    'session',
    {
      params: id,
      success: { description: 'The receipt (application/pdf)', contentType: 'application/pdf' },
    },
  ),
  get(
    '/api/v1/meeting/{id}/notary-draft',
    "A notarial appointment's prepared draft (affidavit of loss, SPA) to print and bring unsigned, in the client's language; its client and notary only (404 NO_DRAFT when none was prepared)",
    T,
    'session',
    {
      params: id,
      success: { description: 'The draft (application/pdf)', contentType: 'application/pdf' },
    },
  ),
  put(
    '/api/v1/meeting/{id}/files',
    'Attach files within the 30-file / 20 MB budget (409 MEETING_CLOSED once the meeting is cancelled)',
    T,
    'session',
    {
      params: id,
      multipart: z.object({ files: z.array(binaryFile('PDF, images, Word or Excel')) }),
      response: fileListSchema,
    },
  ),
  put(
    '/api/v1/meeting/{id}/reschedule',
    'Move a paid meeting to another offered slot (a notarial appointment: a time GET meeting/{id}/notary-slots offers): each party at most 2 times (409 RESCHEDULE_LIMIT; `reschedules_left` on GET meeting/{id})',
    T,
    'session',
    {
      params: id,
      json: rescheduleSchema,
      response: rescheduledMeetingSchema,
    },
  ),
  get(
    '/api/v1/meeting/{id}/notary-slots',
    "The times a notarial appointment may move to: its notary's free times for its service, with its own length, its own time among them; its client and notary only (404 for a consultation)",
    T,
    'session',
    { params: id, response: notarySlotsSchema },
  ),
  get('/api/v1/meeting/video/{id}', 'Join the call: the video call object (the join recorded as presence, not attendance)', T, 'session', {
    params: id,
    query: joinQuerySchema,
    response: videoCallSchema,
  }),
  post(
    '/api/v1/meeting/video/{id}',
    'Leave the call; `hangup` ends it for both, and a call both attended and both left is settled at once (COMPLETED)',
    T,
    'session',
    { params: id, json: leaveCallSchema, optionalBody: true, response: okSchema },
  ),
  get('/api/v1/meetings', 'Your meetings: today, upcoming, past or a range, paged', T, 'session', {
    query: meetingsQuerySchema,
    response: meetingPageSchema,
  }),
  get(
    '/api/v1/meetings/live',
    'Your meetings that can be joined now (paid, inside the join window), with the other party and whether they are waiting',
    T,
    'session',
    { query: liveMeetingsQuerySchema, response: liveMeetingsDtoSchema },
  ),
  post('/api/v1/review', 'The client reviews an ended meeting (with _id: updates it)', T, 'customer', {
    json: reviewSchema,
    response: reviewDtoSchema,
  }),
  patch('/api/v1/review/{id}', 'The client updates their review', T, 'customer', {
    params: { id: uuidParam('Review id') },
    json: reviewUpdateSchema,
    response: reviewDtoSchema,
  }),
];
