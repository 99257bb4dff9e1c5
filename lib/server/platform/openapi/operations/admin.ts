import 'server-only';
import { z } from 'zod';
import {
  adminEmailsQuerySchema,
  adminPaymentsQuerySchema,
  adminUsersQuerySchema,
  auditQuerySchema,
  createPayoutBatchSchema,
  dismissReportSchema,
  moderationQuerySchema,
  moderationSchema,
  paymentTotalsQuerySchema,
  payoutPaidSchema,
  payoutsQuerySchema,
  refundDecisionSchema,
  refundSchema,
  reportsQuerySchema,
  suspensionSchema,
  verificationDecisionSchema,
  verificationQuerySchema,
} from '@/lib/validation/admin';
import { MODERATION_KINDS } from '@/lib/validation/admin';
import { adminSmsSchema } from '@/lib/dto/sms';
import {
  adminEmailPageSchema,
  adminEmailSchema,
  adminOverviewSchema,
  adminPaymentPageSchema,
  adminRefundResultSchema,
  adminUserDetailSchema,
  adminUserPageSchema,
  auditLogPageSchema,
  moderationPageSchema,
  moderationResultSchema,
  paymentRefundedSchema,
  paymentTotalsSchema,
  payoutBatchPaidSchema,
  reportDismissedSchema,
  reportPageSchema,
  suspensionResultSchema,
  verificationDecisionResultSchema,
  verificationQueuePageSchema,
} from '@/lib/dto/admin';
import { payoutBatchDtoSchema, payoutsOverviewDtoSchema } from '@/lib/dto/refund';
import { get, post, put, uuidParam, type ApiOperation } from '@/lib/server/platform/openapi/operation';

import { adminErasureResultSchema, adminPrivacyRequestListSchema } from '@/lib/dto/privacy';
import { adminErasureSchema } from '@/lib/validation/privacy';

const T = 'Admin';

export const adminOperations: ApiOperation[] = [
  get('/api/v1/admin/overview', 'What waits for the operations team', T, 'admin', { response: adminOverviewSchema }),
  get('/api/v1/admin/verifications', 'The verification queue by status', T, 'admin', {
    query: verificationQuerySchema,
    response: verificationQueuePageSchema,
  }),
  put('/api/v1/admin/verifications/{lawyerId}', 'Approve, or reject with what to fix; the lawyer is told (audited)', T, 'admin', {
    params: { lawyerId: uuidParam("The lawyer's id") },
    json: verificationDecisionSchema,
    response: verificationDecisionResultSchema,
  }),
  get('/api/v1/admin/reports', 'The moderation queue: reports by status', T, 'admin', {
    query: reportsQuerySchema,
    response: reportPageSchema,
  }),
  put('/api/v1/admin/reports/{id}', 'Dismiss an open report with a reason (audited)', T, 'admin', {
    params: { id: uuidParam('Report id') },
    json: dismissReportSchema,
    response: reportDismissedSchema,
  }),
  get('/api/v1/admin/moderation', 'Hidden content, recent reviews, or profiles by name', T, 'admin', {
    query: moderationQuerySchema,
    response: moderationPageSchema,
  }),
  put('/api/v1/admin/moderation/{kind}/{id}', 'Hide or restore a review or profile; the owner is told (audited)', T, 'admin', {
    params: { kind: z.enum(MODERATION_KINDS), id: uuidParam('Review id, lawyer id or notary profile id') },
    json: moderationSchema,
    response: moderationResultSchema,
  }),
  get('/api/v1/admin/payments', 'Payments by state, newest first', T, 'admin', {
    query: adminPaymentsQuerySchema,
    response: adminPaymentPageSchema,
  }),
  get('/api/v1/admin/payments/totals', 'Paid, refunded and owed-back totals per Manila day', T, 'admin', {
    query: paymentTotalsQuerySchema,
    response: paymentTotalsSchema,
  }),
  put(
    '/api/v1/admin/payments/{id}/refund',
    'Record a refund the provider could not make as sent by hand, with its reference; the client is told (audited)',
    T,
    'admin',
    {
      params: { id: uuidParam('Payment id') },
      json: refundSchema,
      response: paymentRefundedSchema,
    },
  ),
  post('/api/v1/admin/payments/{id}/refunds', "Refund a payment through the provider by an admin's decision (audited)", T, 'admin', {
    params: { id: uuidParam('Payment id') },
    json: refundDecisionSchema,
    response: adminRefundResultSchema,
    success: { status: 201, description: 'The refund, sent to the provider' },
  }),
  get('/api/v1/admin/payouts', 'What is owed to each lawyer now, and the payout batches', T, 'admin', {
    query: payoutsQuerySchema,
    response: payoutsOverviewDtoSchema,
  }),
  post(
    '/api/v1/admin/payouts',
    'Make a payout batch of the items chosen (each owed now; otherwise 409 and nothing is paid), one transfer per lawyer (audited)',
    T,
    'admin',
    {
      json: createPayoutBatchSchema,
      response: payoutBatchDtoSchema,
      success: { status: 201, description: 'The batch' },
    },
  ),
  get('/api/v1/admin/payouts/{id}/csv', "A payout batch as the bank's bulk-transfer CSV (audited)", T, 'admin', {
    params: { id: uuidParam('Batch id') },
    success: { description: 'A CSV file, one line per lawyer', contentType: 'text/csv' },
  }),
  put('/api/v1/admin/payouts/{id}/paid', "Mark a batch paid with the bank's reference; each lawyer is told (audited)", T, 'admin', {
    params: { id: uuidParam('Batch id') },
    json: payoutPaidSchema,
    response: payoutBatchPaidSchema,
  }),
  get('/api/v1/admin/emails', 'The outbox with delivery state', T, 'admin', {
    query: adminEmailsQuerySchema,
    response: adminEmailPageSchema,
  }),
  post('/api/v1/admin/emails/{id}/resend', 'Deliver a recorded e-mail again through SMTP (audited)', T, 'admin', {
    params: { id: uuidParam('E-mail id') },
    response: adminEmailSchema,
  }),
  get(
    '/api/v1/admin/sms',
    'Texts per Philippine day over the last 30 days (parts, sent, failed, skipped, queued) and the latest',
    T,
    'admin',
    {
      response: adminSmsSchema,
    },
  ),
  get('/api/v1/admin/audit-log', 'Every admin action: who, what, when and why (read-only)', T, 'admin', {
    query: auditQuerySchema,
    response: auditLogPageSchema,
  }),
  get(
    '/api/v1/admin/files/{fileId}',
    'An identity document under review, shown inline: images and PDFs only, sandboxed (audited)',
    T,
    'admin',
    {
      params: { fileId: uuidParam('File id (an IBP or government ID, or a notary commission)') },
      success: { description: 'The document inline, in its own image or PDF type', contentType: '*/*' },
    },
  ),
  get('/api/v1/admin/users', 'People by name or e-mail (any part, any case), newest first', T, 'admin', {
    query: adminUsersQuerySchema,
    response: adminUserPageSchema,
  }),
  get('/api/v1/admin/users/{userId}', "One person: the account, a lawyer's documents and verification history, audit entries", T, 'admin', {
    params: { userId: uuidParam("The person's id") },
    response: adminUserDetailSchema,
  }),
  put(
    '/api/v1/admin/users/{userId}/suspension',
    'Suspend an account (signed out at once, off every public page) or restore it, with a reason (audited)',
    T,
    'admin',
    {
      params: { userId: uuidParam("The person's id") },
      json: suspensionSchema,
      response: suspensionResultSchema,
    },
  ),
  get(
    '/api/v1/admin/privacy-requests',
    'Account deletions and data exports (Data Privacy Act requests) with their state and due dates',
    T,
    'admin',
    {
      response: adminPrivacyRequestListSchema,
    },
  ),
  post(
    '/api/v1/admin/users/{userId}/erasure',
    'Erase a person now, for a deletion request that came by other means (audited; refused while a paid meeting is to come or a work item is open)',
    T,
    'admin',
    {
      params: { userId: uuidParam("The person's id") },
      json: adminErasureSchema,
      response: adminErasureResultSchema,
    },
  ),
];
