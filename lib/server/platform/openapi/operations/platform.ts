import 'server-only';
import { fileQuerySchema } from '@/lib/validation/files';
import { z } from 'zod';
import { blockerSchema, blockerScopeQuerySchema, blockersQuerySchema } from '@/lib/validation/blockers';
import { mailboxQuerySchema } from '@/lib/validation/mail';
import { runReminderSchema } from '@/lib/validation/dev';
import { smsInboundSchema, smsOutboxQuerySchema } from '@/lib/validation/phone';
import { smsInboundResultSchema, smsOutboxSchema } from '@/lib/dto/sms';
import { notaryProfileSchema, notaryVisibilitySchema } from '@/lib/validation/notary';
import { notaryOfferSchema } from '@/lib/validation/notary-offer';
import { bookNotaryAppointmentSchema, notarySlotsQuerySchema } from '@/lib/validation/notary-appointment';
import { notaryAppointmentCreatedSchema, notarySlotsSchema } from '@/lib/dto/notary-appointment';
import { notificationsQuerySchema, pushSubscriptionSchema, pushUnsubscribeSchema } from '@/lib/validation/notifications';
import { sandboxActionSchema } from '@/lib/validation/payments';
import { reportSchema } from '@/lib/validation/admin';
import { blockerDtoSchema, blockersPageDtoSchema, createdBlockerDtoSchema } from '@/lib/dto/blocker';
import {
  notaryCommissionDocSaveSchema,
  notaryOfferSaveSchema,
  notaryPictureSaveSchema,
  notaryPrivateProfileSchema,
  notarySaveSchema,
  notaryVisibilitySaveSchema,
} from '@/lib/dto/notary';
import { notificationDtoSchema, notificationPageSchema, pushKeySchema } from '@/lib/dto/notification';
import { sandboxCompletionSchema, webhookReceiptSchema } from '@/lib/dto/payment-event';
import { createdReportSchema } from '@/lib/dto/report';
import { whereToStartEmailSentSchema } from '@/features/where-to-start/dto/where-to-start';
import { emailWhereToStartSchema } from '@/features/where-to-start/validation/where-to-start';
import { healthSchema, mailboxSchema, openApiDocumentSchema, reminderRunSchema } from '@/lib/dto/system';
import { okSchema } from '@/lib/dto/wire';
import { binaryFile, del, get, post, put, uuidParam, type ApiOperation } from '@/lib/server/platform/openapi/operation';

export const platformOperations: ApiOperation[] = [
  post('/api/v1/blockers', 'Block out time: one-off, all-day or weekly', 'Calendar', 'lawyer', {
    json: blockerSchema,
    response: createdBlockerDtoSchema,
  }),
  get('/api/v1/blockers', 'Your blockers in a range, with your zone and weekly hours', 'Calendar', 'lawyer', {
    query: blockersQuerySchema,
    response: blockersPageDtoSchema,
  }),
  put(
    '/api/v1/blockers/{id}',
    'Change one of your blockers (a weekly occurrence stands for its series unless scope=occurrence)',
    'Calendar',
    'lawyer',
    {
      params: { id: uuidParam('Blocker id') },
      query: blockerScopeQuerySchema,
      json: blockerSchema,
      response: blockerDtoSchema,
    },
  ),
  del('/api/v1/blockers/{id}', 'Remove one of your blockers (or its series)', 'Calendar', 'lawyer', {
    params: { id: uuidParam('Blocker id') },
    query: blockerScopeQuerySchema,
    response: createdBlockerDtoSchema,
  }),
  get(
    '/api/v1/calendars/feed/{file}',
    "A lawyer's meetings and blockers as iCal (the token in the name is the credential)",
    'Calendar',
    'token',
    {
      params: { file: z.string().meta({ description: '{token}.ics' }) },
      success: { description: 'An iCalendar feed', contentType: 'text/calendar' },
    },
  ),
  get('/api/v1/dev/mailbox', 'The outbox as JSON while SMTP is not configured (ADMIN only in production)', 'Operations', 'optional', {
    query: mailboxQuerySchema,
    response: mailboxSchema,
  }),
  get('/api/v1/dev/sms', 'The SMS outbox as JSON while Semaphore is not configured (ADMIN only in production)', 'Operations', 'optional', {
    query: smsOutboxQuerySchema,
    response: smsOutboxSchema,
  }),
  post(
    '/api/v1/dev/reminders/run',
    "Send one meeting's 10-minute reminder now, into the outboxes (only without SMTP and Semaphore; ADMIN only in production)",
    'Operations',
    'optional',
    { json: runReminderSchema, response: reminderRunSchema },
  ),
  post(
    '/api/v1/sms/inbound',
    "A provider's report of a text received (STOP, START …) or of an opt-out; Authorization: Bearer SMS_INBOUND_SECRET (404 when unset)",
    'Operations',
    'token',
    { json: smsInboundSchema, response: smsInboundResultSchema },
  ),
  get('/api/v1/files/{fileId}', 'A stored file: public pictures to anyone, private documents to allowed users', 'Files', 'optional', {
    params: { fileId: uuidParam('File id') },
    query: fileQuerySchema,
    success: {
      description: 'The file, in its own type (a public picture asked for at a width: that size as WebP)',
      contentType: '*/*',
    },
  }),
  get('/api/v1/health', 'Liveness, the database engine and migration state', 'Operations', 'none', {
    response: healthSchema,
  }),
  get('/api/v1/openapi.json', 'This document', 'Operations', 'none', { response: openApiDocumentSchema }),
  put('/api/v1/notary-public', 'Save your commission and office details', 'Notary public', 'lawyer', {
    json: notaryProfileSchema,
    response: notarySaveSchema,
  }),
  put(
    '/api/v1/notary-public/offer',
    'Your in-person appointments: on or off, paying at the office, each service',
    'Notary public',
    'lawyer',
    {
      json: notaryOfferSchema,
      response: notaryOfferSaveSchema,
    },
  ),
  get(
    '/api/v1/notary-public/slots',
    "A notary's free in-person appointment times for one service, with its fee and length (a signed-in client's sign-up hold counts as free for them)",
    'Notary public',
    'optional',
    {
      query: notarySlotsQuerySchema,
      response: notarySlotsSchema,
    },
  ),
  post(
    '/api/v1/notary-public/appointment',
    'Book an in-person notarial appointment: pay online (checkout_url) or, where the notary allows it, at the office',
    'Notary public',
    'customer',
    { json: bookNotaryAppointmentSchema, response: notaryAppointmentCreatedSchema },
  ),
  get('/api/v1/notary-public/private', 'Your own notary profile (a draft before the first save)', 'Notary public', 'lawyer', {
    response: notaryPrivateProfileSchema,
  }),
  post('/api/v1/notary-public/picture', 'Upload your notary picture', 'Notary public', 'lawyer', {
    multipart: z.object({ picture: binaryFile('JPEG, PNG or WebP, at most 10 MB') }),
    response: notaryPictureSaveSchema,
  }),
  post('/api/v1/notary-public/notarial-commission-doc', 'Upload your commission document (stored privately)', 'Notary public', 'lawyer', {
    multipart: z.object({ document: binaryFile('PDF or image, at most 10 MB') }),
    response: notaryCommissionDocSaveSchema,
  }),
  put('/api/v1/notary-public/toggle-visibility', 'Public ↔ hidden; 422 says what is missing', 'Notary public', 'lawyer', {
    json: notaryVisibilitySchema,
    response: notaryVisibilitySaveSchema,
  }),
  get('/api/v1/notifications/in-app', 'Your notifications, newest first, with the unseen count', 'Notifications', 'session', {
    query: notificationsQuerySchema,
    response: notificationPageSchema,
  }),
  put('/api/v1/notifications/in-app/{id}/seen', 'Mark one of your notifications seen', 'Notifications', 'session', {
    params: { id: uuidParam('Notification id') },
    response: notificationDtoSchema,
  }),
  get('/api/v1/notifications/push/key', 'The VAPID key browsers subscribe with', 'Notifications', 'none', { response: pushKeySchema }),
  post('/api/v1/notifications/push/subscribe', "Store this browser's push subscription", 'Notifications', 'session', {
    json: pushSubscriptionSchema,
    response: okSchema,
  }),
  del('/api/v1/notifications/push/unsubscribe', 'Drop your push subscriptions (one, with endpoint)', 'Notifications', 'session', {
    json: pushUnsubscribeSchema,
    response: okSchema,
  }),
  post('/api/v1/payments/sandbox/{sessionId}', "The sandbox checkout's Pay, Fail or Cancel", 'Payments', 'customer', {
    params: { sessionId: z.string() },
    json: sandboxActionSchema,
    response: sandboxCompletionSchema,
  }),
  post('/api/v1/payments/webhooks/{provider}', 'Signed payment events from PayMongo or the built-in sandbox', 'Payments', 'token', {
    params: { provider: z.enum(['paymongo', 'sandbox']) },
    json: z.object({ data: z.unknown() }).meta({ description: "The provider's event, verified by its signature header" }),
    response: webhookReceiptSchema,
  }),
  post('/api/v1/reports', 'Report a review, a lawyer profile or a notary profile to the moderators', 'Moderation', 'session', {
    json: reportSchema,
    response: createdReportSchema,
    success: { status: 201, description: 'The report joined the moderation queue' },
  }),
  post(
    '/api/v1/where-to-start/email',
    'E-mail the answer of "Where do I start?" to the signed-in person\'s own address (5 an hour)',
    'Where to start',
    'session',
    { json: emailWhereToStartSchema, response: whereToStartEmailSentSchema },
  ),
];
