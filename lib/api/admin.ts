import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  adminEmailSchema,
  adminRefundResultSchema,
  moderationResultSchema,
  paymentRefundedSchema,
  payoutBatchPaidSchema,
  reportDismissedSchema,
  ReportTargetKind,
  suspensionResultSchema,
  verificationDecisionResultSchema,
} from '@/lib/dto/admin';
import type { legalAidLineDecisionSchema } from '@/features/legal-aid/dto/legal-aid';
import type { verificationResubmittedSchema } from '@/lib/dto/lawyer-profile';
import type { payoutBatchDtoSchema } from '@/lib/dto/refund';
import type { createdReportSchema } from '@/lib/dto/report';
import type {
  CreatePayoutBatchInput,
  ModerationInput,
  PayoutPaidInput,
  RefundDecisionInput,
  RefundInput,
  ReportInput,
  SuspensionInput,
  VerificationDecisionInput,
} from '@/lib/validation/admin';
import type { LineDecisionInput } from '@/features/legal-aid/validation/legal-aid-hours';
import { api } from './client';

/** The admin console's calls (/api/v1/admin/*), the lawyer's re-upload and reports. The pages render lists on the server. */
export const adminApi = {
  decideVerification: (lawyerId: string, input: VerificationDecisionInput) =>
    api.put<z.infer<typeof verificationDecisionResultSchema>>(`admin/verifications/${lawyerId}`, input),
  /** Issue 73: the legal-aid desk approves or rejects one line of a lawyer's hours ledger. */
  decideLegalAidLine: (lineId: string, input: LineDecisionInput) =>
    api.put<z.infer<typeof legalAidLineDecisionSchema>>(`admin/legal-aid/services/${lineId}`, input),
  moderate: (kind: ReportTargetKind, id: string, input: ModerationInput) =>
    api.put<z.infer<typeof moderationResultSchema>>(`admin/moderation/${kind}/${id}`, input),
  dismissReport: (reportId: string, reason: string) =>
    api.put<z.infer<typeof reportDismissedSchema>>(`admin/reports/${reportId}`, { status: 'DISMISSED', reason }),
  markRefunded: (paymentId: string, input: RefundInput) =>
    api.put<z.infer<typeof paymentRefundedSchema>>(`admin/payments/${paymentId}/refund`, input),
  refundPayment: (paymentId: string, input: RefundDecisionInput) =>
    api.post<z.infer<typeof adminRefundResultSchema>>(`admin/payments/${paymentId}/refunds`, input),
  createPayoutBatch: (input: CreatePayoutBatchInput) => api.post<z.infer<typeof payoutBatchDtoSchema>>('admin/payouts', input),
  markPayoutPaid: (batchId: string, input: PayoutPaidInput) =>
    api.put<z.infer<typeof payoutBatchPaidSchema>>(`admin/payouts/${batchId}/paid`, input),
  setSuspension: (userId: string, input: SuspensionInput) =>
    api.put<z.infer<typeof suspensionResultSchema>>(`admin/users/${userId}/suspension`, input),
  resendEmail: (emailId: string) => api.post<z.infer<typeof adminEmailSchema>>(`admin/emails/${emailId}/resend`),
};

export const reportApi = {
  send: (input: ReportInput) => api.post<z.infer<typeof createdReportSchema>>('reports', input),
};

export const verificationApi = {
  resubmit: (form: FormData) => api.put<z.infer<typeof verificationResubmittedSchema>>('lawyers/profile/verification', form),
};

/** A console action: runs the call, then the page re-renders from the server. */
export function useAdminAction<TVars, TData = unknown>(fn: (vars: TVars) => Promise<TData>) {
  return useMutation({ mutationFn: fn });
}
