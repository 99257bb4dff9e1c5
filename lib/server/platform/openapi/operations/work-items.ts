import 'server-only';
import { z } from 'zod';
import { commentSchema } from '@/lib/validation/meetings';
import {
  acceptProposalSchema,
  addWorkItemMeetingSchema,
  additionalServiceSchema,
  createWorkItemSchema,
  purchaseServiceSchema,
  rescheduleWorkItemMeetingSchema,
  scheduleWorkItemMeetingSchema,
  updateWorkItemSchema,
  workItemSlotsQuerySchema,
  workItemsQuerySchema,
} from '@/lib/validation/work-items';
import { commentListSchema, commentRefSchema } from '@/lib/dto/comment';
import { fileListSchema, meetingDetailDtoSchema, rescheduledMeetingSchema } from '@/lib/dto/meeting';
import {
  createdWorkItemSchema,
  workItemCheckoutSchema,
  workItemDtoSchema,
  workItemPageSchema,
  workItemRefSchema,
  workItemSlotsSchema,
} from '@/lib/dto/work-item';
import { binaryFile, del, get, post, put, uuidParam, type ApiOperation } from '@/lib/server/platform/openapi/operation';

const T = 'Work items';
const id = { id: uuidParam('Work item id') };

export const workItemOperations: ApiOperation[] = [
  get('/api/v1/work-items', 'Your engagements, paged', T, 'session', { query: workItemsQuerySchema, response: workItemPageSchema }),
  post('/api/v1/work-items', 'A lawyer drafts (or sends) an engagement for a client', T, 'lawyer', {
    json: createWorkItemSchema,
    response: createdWorkItemSchema,
    success: { status: 201, description: 'The engagement was created' },
  }),
  get('/api/v1/work-items/{id}', 'One engagement with terms, timeline, meetings, services, comments and files', T, 'session', {
    params: id,
    response: workItemDtoSchema,
  }),
  put('/api/v1/work-items/{id}', 'New terms and/or a status move, as the transition table allows', T, 'session', {
    params: id,
    json: updateWorkItemSchema,
    response: workItemDtoSchema,
  }),
  del('/api/v1/work-items/{id}', 'The lawyer deletes a draft', T, 'lawyer', { params: id, response: workItemRefSchema }),
  post('/api/v1/work-items/{id}/accept-proposal', 'The client accepts a revision; returns checkout_url', T, 'customer', {
    params: id,
    json: acceptProposalSchema,
    response: workItemCheckoutSchema,
  }),
  post('/api/v1/work-items/{id}/additional-services', 'The lawyer offers more work', T, 'lawyer', {
    params: id,
    json: additionalServiceSchema,
    response: workItemRefSchema,
    success: { status: 201, description: 'The additional service was offered' },
  }),
  put(
    '/api/v1/work-items/{id}/additional-services/purchase',
    'The client buys an additional service; returns checkout_url',
    T,
    'customer',
    { params: id, json: purchaseServiceSchema, response: workItemCheckoutSchema },
  ),
  put('/api/v1/work-items/{id}/complete', "The client confirms the lawyer's completion", T, 'customer', {
    params: id,
    response: workItemDtoSchema,
  }),
  put('/api/v1/work-items/{id}/complete/lawyer', 'The lawyer marks the work done', T, 'lawyer', {
    params: id,
    response: workItemDtoSchema,
  }),
  put('/api/v1/work-items/{id}/files', 'Attach files to the engagement', T, 'session', {
    params: id,
    multipart: z.object({ files: z.array(binaryFile('PDF, images, Word or Excel')) }),
    response: fileListSchema,
  }),
  del('/api/v1/work-items/{id}/file/{fileId}', 'Remove a file you uploaded', T, 'session', {
    params: { ...id, fileId: uuidParam('File id') },
    response: workItemRefSchema,
  }),
  post('/api/v1/work-items/{id}/meetings', 'The lawyer adds an included meeting', T, 'lawyer', {
    params: id,
    json: addWorkItemMeetingSchema,
    response: workItemRefSchema,
    success: { status: 201, description: 'The included meeting was added' },
  }),
  put('/api/v1/work-items/{id}/meetings/create', 'Book an included meeting', T, 'session', {
    params: id,
    json: scheduleWorkItemMeetingSchema,
    response: meetingDetailDtoSchema,
  }),
  put(
    '/api/v1/work-items/{id}/meetings/{meetingId}',
    'Move a scheduled included meeting (the meeting reschedule limit: 409 RESCHEDULE_LIMIT)',
    T,
    'session',
    {
      params: { ...id, meetingId: uuidParam('Meeting id') },
      json: rescheduleWorkItemMeetingSchema,
      response: rescheduledMeetingSchema,
    },
  ),
  get('/api/v1/work-items/{id}/meetings/slots', "The lawyer's free slots for an included meeting", T, 'session', {
    params: id,
    query: workItemSlotsQuerySchema,
    response: workItemSlotsSchema,
  }),
  post('/api/v1/work-item/{id}/comment', 'A comment of kind work-item', T, 'session', {
    params: id,
    json: commentSchema,
    response: commentRefSchema,
  }),
  put('/api/v1/work-item/{id}/comment/{commentId}', 'Edit your own comment', T, 'session', {
    params: { ...id, commentId: uuidParam('Comment id') },
    json: commentSchema,
    response: commentRefSchema,
  }),
  del('/api/v1/work-item/{id}/comment/{commentId}', 'Delete your own comment', T, 'session', {
    params: { ...id, commentId: uuidParam('Comment id') },
    response: commentRefSchema,
  }),
  get('/api/v1/work-item/{id}/comments', "The work item's comments, oldest first", T, 'session', {
    params: id,
    response: commentListSchema,
  }),
];
