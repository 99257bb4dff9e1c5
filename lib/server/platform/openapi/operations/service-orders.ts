import 'server-only';
import { z } from 'zod';
import { serviceOrderCreatedSchema, serviceOrderDtoSchema } from '@/features/services/dto/service-orders';
import { workItemCheckoutSchema } from '@/lib/dto/work-item';
import { serviceDeclineSchema, serviceOrderSchema, serviceRevisionSchema } from '@/features/services/validation/service-orders';
import { binaryFile, get, post, uuidParam, type ApiOperation } from '@/lib/server/platform/openapi/operation';

// Issue 62, fixed-price services: a client orders a catalogue service from a lawyer's offer (a work item of kind
// SERVICE and its short-form engagement letter), signs, pays; the lawyer's countersignature takes it
// (POST work-items/{id}/letter/sign); deliveries, a revision, acceptance or a late cancellation follow.
const T = 'Service orders';
const id = { id: uuidParam('Service order id (its work item id)') };

export const serviceOrderOperations: ApiOperation[] = [
  post('/api/v1/service-orders', "Orders a catalogue service from a listed lawyer's offer (at most 3 unpaid at once)", T, 'customer', {
    json: serviceOrderSchema,
    response: serviceOrderCreatedSchema,
    success: { status: 201, description: 'Ordered: its engagement letter waits for your signature, then the checkout' },
  }),
  get(
    '/api/v1/service-orders/{id}',
    'One order, for its two parties: terms, clock, deliveries, dispute and the allowed actions',
    T,
    'session',
    {
      params: id,
      response: serviceOrderDtoSchema,
    },
  ),
  post('/api/v1/service-orders/{id}/pay', 'The client opens the checkout of the fixed price (after signing the letter)', T, 'customer', {
    params: id,
    response: workItemCheckoutSchema,
  }),
  post('/api/v1/service-orders/{id}/withdraw', 'The client withdraws an order not paid yet', T, 'customer', {
    params: id,
    response: serviceOrderDtoSchema,
  }),
  post('/api/v1/service-orders/{id}/decline', 'The lawyer declines a paid order, with the reason: refunded in full', T, 'lawyer', {
    params: id,
    json: serviceDeclineSchema,
    response: serviceOrderDtoSchema,
  }),
  post('/api/v1/service-orders/{id}/deliveries', 'The lawyer delivers the work: a note and 1–5 files', T, 'lawyer', {
    params: id,
    multipart: z.object({ note: z.string().optional(), files: z.array(binaryFile('PDF, images, Word or Excel (1–5, 20 MB)')) }),
    response: serviceOrderDtoSchema,
    success: { status: 201, description: 'Delivered' },
  }),
  post(
    '/api/v1/service-orders/{id}/sending-proof',
    'The lawyer of an order they send attaches the proof of sending the letter: 1–5 files',
    T,
    'lawyer',
    {
      params: id,
      multipart: z.object({ files: z.array(binaryFile('The registry receipt, the e-mail sent: PDF, images (1–5, 20 MB)')) }),
      response: serviceOrderDtoSchema,
      success: { status: 201, description: 'Attached' },
    },
  ),
  post('/api/v1/service-orders/{id}/revision', 'The client asks for an included revision: what to change', T, 'customer', {
    params: id,
    json: serviceRevisionSchema,
    response: serviceOrderDtoSchema,
  }),
  post('/api/v1/service-orders/{id}/accept', 'The client accepts the delivery', T, 'customer', {
    params: id,
    response: serviceOrderDtoSchema,
  }),
  post(
    '/api/v1/service-orders/{id}/cancel',
    'The client cancels an order past its due date, or delivered after it: refunded in full',
    T,
    'customer',
    { params: id, response: serviceOrderDtoSchema },
  ),
  get(
    '/api/v1/service-orders/{id}/files/{fileId}',
    "A delivery's or dispute's file, for the order's two parties and admins",
    T,
    'session',
    {
      params: { ...id, fileId: uuidParam('File id') },
      success: { description: 'The file, as an attachment in its own type', contentType: '*/*' },
    },
  ),
];
