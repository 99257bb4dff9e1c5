import 'server-only';
import { z } from 'zod';
import { adminDisputeListSchema, adminDisputeSchema, serviceDisputeDtoSchema } from '@/features/services/dto/service-orders';
import { disputeAnswerSchema, disputeDecisionSchema, disputeFieldsSchema } from '@/features/services/validation/service-orders';
import { binaryFile, get, post, uuidParam, type ApiOperation } from '@/lib/server/platform/openapi/operation';

// Issue 62, the guarantee of fixed-price services: the client's dispute, the lawyer's answer, the admin's decision.
const T = 'Service disputes';
const id = { id: uuidParam('Service order id (its work item id)') };

export const serviceDisputeOperations: ApiOperation[] = [
  post(
    '/api/v1/service-orders/{id}/dispute',
    'The order’s client disputes it within 7 days of the last delivery (delivered or accepted; once per order): what is wrong and 0–5 files',
    T,
    'customer',
    {
      params: id,
      multipart: z.object({
        ...disputeFieldsSchema.shape,
        files: z.array(binaryFile('PDF, JPEG, PNG, WebP, GIF, DOCX or XLSX; at most 5 files, 20 MB in all')).optional(),
      }),
      response: serviceDisputeDtoSchema,
    },
  ),
  post('/api/v1/service-orders/{id}/dispute/answer', 'The order’s lawyer answers its open dispute, once (due within 3 days)', T, 'lawyer', {
    params: id,
    json: disputeAnswerSchema,
    response: serviceDisputeDtoSchema,
  }),
  get(
    '/api/v1/admin/disputes',
    'Service-order disputes: open ones first (oldest first), then those decided in the last 90 days',
    T,
    'admin',
    {
      response: adminDisputeListSchema,
    },
  ),
  post(
    '/api/v1/admin/disputes/{disputeId}/decision',
    'Decides a dispute: no refund, a partial refund (less than paid) or a full one, through the refund path; the order RESOLVED; audited; both told',
    T,
    'admin',
    {
      params: { disputeId: uuidParam('Dispute id') },
      json: disputeDecisionSchema,
      response: adminDisputeSchema,
    },
  ),
];
