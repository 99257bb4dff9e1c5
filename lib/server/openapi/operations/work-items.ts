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
import { binaryFile, del, get, post, put, uuidParam, type ApiOperation } from '../operation';

const T = 'Work items';
const id = { id: uuidParam('Work item id') };

export const workItemOperations: ApiOperation[] = [
  get('/api/v1/work-items', 'Your engagements, paged', T, 'session', { query: workItemsQuerySchema }),
  post('/api/v1/work-items', 'A lawyer drafts (or sends) an engagement for a client', T, 'lawyer', { json: createWorkItemSchema }),
  get('/api/v1/work-items/{id}', 'One engagement with terms, timeline, meetings, services, comments and files', T, 'session', {
    params: id,
  }),
  put('/api/v1/work-items/{id}', 'New terms and/or a status move, as the transition table allows', T, 'session', {
    params: id,
    json: updateWorkItemSchema,
  }),
  del('/api/v1/work-items/{id}', 'The lawyer deletes a draft', T, 'lawyer', { params: id }),
  post('/api/v1/work-items/{id}/accept-proposal', 'The client accepts a revision; returns checkout_url', T, 'customer', {
    params: id,
    json: acceptProposalSchema,
  }),
  post('/api/v1/work-items/{id}/additional-services', 'The lawyer offers more work', T, 'lawyer', {
    params: id,
    json: additionalServiceSchema,
  }),
  put(
    '/api/v1/work-items/{id}/additional-services/purchase',
    'The client buys an additional service; returns checkout_url',
    T,
    'customer',
    { params: id, json: purchaseServiceSchema },
  ),
  put('/api/v1/work-items/{id}/complete', "The client confirms the lawyer's completion", T, 'customer', { params: id }),
  put('/api/v1/work-items/{id}/complete/lawyer', 'The lawyer marks the work done', T, 'lawyer', { params: id }),
  put('/api/v1/work-items/{id}/files', 'Attach files to the engagement', T, 'session', {
    params: id,
    multipart: z.object({ files: z.array(binaryFile('PDF, images, Word or Excel')) }),
  }),
  del('/api/v1/work-items/{id}/file/{fileId}', 'Remove a file you uploaded', T, 'session', {
    params: { ...id, fileId: uuidParam('File id') },
  }),
  post('/api/v1/work-items/{id}/meetings', 'The lawyer adds an included meeting', T, 'lawyer', {
    params: id,
    json: addWorkItemMeetingSchema,
  }),
  put('/api/v1/work-items/{id}/meetings/create', 'Book an included meeting', T, 'session', {
    params: id,
    json: scheduleWorkItemMeetingSchema,
  }),
  put('/api/v1/work-items/{id}/meetings/{meetingId}', 'Move a scheduled included meeting', T, 'session', {
    params: { ...id, meetingId: uuidParam('Meeting id') },
    json: rescheduleWorkItemMeetingSchema,
  }),
  get('/api/v1/work-items/{id}/meetings/slots', "The lawyer's free slots for an included meeting", T, 'session', {
    params: id,
    query: workItemSlotsQuerySchema,
  }),
  post('/api/v1/work-item/{id}/comment', 'A comment of kind work-item', T, 'session', { params: id, json: commentSchema }),
  put('/api/v1/work-item/{id}/comment/{commentId}', 'Edit your own comment', T, 'session', {
    params: { ...id, commentId: uuidParam('Comment id') },
    json: commentSchema,
  }),
  del('/api/v1/work-item/{id}/comment/{commentId}', 'Delete your own comment', T, 'session', {
    params: { ...id, commentId: uuidParam('Comment id') },
  }),
  get('/api/v1/work-item/{id}/comments', "The work item's comments, oldest first", T, 'session', { params: id }),
];
