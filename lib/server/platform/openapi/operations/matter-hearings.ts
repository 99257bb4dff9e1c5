import 'server-only';
import { z } from 'zod';
import { clientFeedSchema, hearingDtoSchema, noticeReadSchema } from '@/features/matters/dto/matters';
import { reminderRunSchema } from '@/lib/dto/system';
import { runHearingRemindersSchema } from '@/lib/validation/dev';
import { hearingChangeSchema, hearingSchema } from '@/features/matters/validation/matters';
import { binaryFile, del, get, patch, post, uuidParam, type ApiOperation } from '@/lib/server/platform/openapi/operation';

// Issue 64: a matter's court notices and hearings, their reminders, and the client's own calendar feed.
const T = 'Matters';
const id = { id: uuidParam('Matter id') };
const hearing = { ...id, hearingId: uuidParam('Hearing id') };

export const matterHearingOperations: ApiOperation[] = [
  post(
    '/api/v1/matters/{id}/notices',
    "The matter's lawyer uploads a court notice (one PDF): kept as a private file entry, its reading queued; answered at once with status reading (no hearing is added). Poll GET …/notices/{entryId} for what the text offers",
    T,
    'lawyer',
    {
      params: id,
      multipart: z.object({ file: binaryFile('The notice or order, a PDF') }),
      response: noticeReadSchema,
      success: { status: 202, description: 'The notice was stored; its reading is queued (status reading)' },
    },
  ),
  get(
    '/api/v1/matters/{id}/notices/{entryId}',
    "A court notice's reading, for the matter's lawyer only: reading (waiting or being read; at most one per lawyer and two site-wide at once), then done with the dates, court, branch and case number its text offers, or failed",
    T,
    'lawyer',
    {
      params: { ...id, entryId: uuidParam("The notice's file entry id (POST …/notices answered it)") },
      response: noticeReadSchema,
    },
  ),
  post('/api/v1/matters/{id}/hearings', "The matter's lawyer confirms a hearing (a HEARING entry, shared as asked)", T, 'lawyer', {
    params: id,
    json: hearingSchema,
    response: hearingDtoSchema,
    success: { status: 201, description: 'The hearing was added' },
  }),
  patch(
    '/api/v1/matters/{id}/hearings/{hearingId}',
    'The lawyer changes a hearing: revision + 1, its reminders due again; the client of a shared one is told',
    T,
    'lawyer',
    { params: hearing, json: hearingChangeSchema, response: hearingDtoSchema },
  ),
  del(
    '/api/v1/matters/{id}/hearings/{hearingId}',
    'The lawyer cancels a hearing (kept as cancelled); the client of a shared one is told',
    T,
    'lawyer',
    {
      params: hearing,
      response: hearingDtoSchema,
    },
  ),
  get('/api/v1/auth/account/calendar-feed', "The client's private calendar feed address (null: none made yet)", 'Accounts', 'customer', {
    response: clientFeedSchema,
  }),
  post(
    '/api/v1/auth/account/calendar-feed',
    "Make the client's calendar feed address, or replace it (the old one stops working)",
    'Accounts',
    'customer',
    {
      response: clientFeedSchema,
    },
  ),
  get(
    '/api/v1/calendars/client/{file}',
    "A client's meetings and the shared hearings of their matters as iCal (the token in the name is the credential)",
    'Calendar',
    'token',
    {
      params: { file: z.string().meta({ description: '{token}.ics' }) },
      success: { description: 'An iCalendar feed', contentType: 'text/calendar' },
    },
  ),
  post(
    '/api/v1/dev/hearing-reminders/run',
    "Run the hearing reminders' pass as at an instant, into the outboxes (only without SMTP and an SMS provider; ADMIN only in production)",
    'Operations',
    'optional',
    { json: runHearingRemindersSchema, response: reminderRunSchema },
  ),
];
