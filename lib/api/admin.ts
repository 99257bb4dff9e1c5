import { useMutation } from '@tanstack/react-query';
import type { ModerationResult, ReportTargetKind, SuspensionResult, VerificationDecisionResult } from '@/lib/dto/admin';
import type { PayoutBatchDto } from '@/lib/dto/refund';
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
import { api } from './client';

/** The admin console's calls (/api/v1/admin/*), the lawyer's re-upload and reports. The pages render lists on the server. */
export const adminApi = {
  decideVerification: (lawyerId: string, input: VerificationDecisionInput) =>
    api.put<VerificationDecisionResult>(`admin/verifications/${lawyerId}`, input),
  moderate: (kind: ReportTargetKind, id: string, input: ModerationInput) =>
    api.put<ModerationResult>(`admin/moderation/${kind}/${id}`, input),
  dismissReport: (reportId: string, reason: string) =>
    api.put<{ _id: string }>(`admin/reports/${reportId}`, { status: 'DISMISSED', reason }),
  markRefunded: (paymentId: string, input: RefundInput) => api.put<{ _id: string }>(`admin/payments/${paymentId}/refund`, input),
  refundPayment: (paymentId: string, input: RefundDecisionInput) =>
    api.post<{ _id: string; status: string }>(`admin/payments/${paymentId}/refunds`, input),
  createPayoutBatch: (input: CreatePayoutBatchInput = {}) => api.post<PayoutBatchDto>('admin/payouts', input),
  markPayoutPaid: (batchId: string, input: PayoutPaidInput) => api.put<{ _id: string }>(`admin/payouts/${batchId}/paid`, input),
  setSuspension: (userId: string, input: SuspensionInput) => api.put<SuspensionResult>(`admin/users/${userId}/suspension`, input),
  resendEmail: (emailId: string) => api.post<{ _id: string; status: string }>(`admin/emails/${emailId}/resend`),
};

export const reportApi = {
  send: (input: ReportInput) => api.post<{ _id: string; message: string }>('reports', input),
};

export const verificationApi = {
  resubmit: (form: FormData) => api.put<{ verification_status: string; submitted_at: string }>('lawyers/profile/verification', form),
};

/** A console action: runs the call, then the page re-renders from the server. */
export function useAdminAction<TVars, TData = unknown>(fn: (vars: TVars) => Promise<TData>) {
  return useMutation({ mutationFn: fn });
}
