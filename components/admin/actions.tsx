'use client';

import { adminApi } from '@/lib/api/admin';
import type { ReportTargetKind } from '@/lib/dto/admin';
import { useT } from '@/lib/i18n/client';
import { DecisionDialog } from './decision-dialog';
import { QuickAction, ReasonAction } from './reason-action';

// The console's actions, one per call, for the server-rendered tables (a server page cannot hand a
// client component a function, so each knows its own call). Their words: the `admin` catalogue's
// `actions`, sent by the console's layout.

export function VerificationActions({
  lawyerId,
  name,
  rollNumber,
  ibpNumber,
  status,
}: {
  lawyerId: string;
  name: string;
  rollNumber: string;
  ibpNumber: string;
  status: 'PENDING' | 'VERIFIED' | 'REJECTED';
}) {
  const lawyer = { id: lawyerId, name, rollNumber, ibpNumber };
  return (
    <div className="flex flex-wrap items-start gap-2">
      <DecisionDialog lawyer={lawyer} decision="approve" again={status === 'VERIFIED'} />
      <DecisionDialog lawyer={lawyer} decision="reject" />
    </div>
  );
}

/** Suspend (signed out at once, off every public page) or restore an account, with the reason for the audit log. */
export function SuspensionAction({ userId, name, suspended }: { userId: string; name: string; suspended: boolean }) {
  const t = useT('admin');
  return suspended ? (
    <ReasonAction
      label={t('actions.restoreAccount')}
      ariaLabel={t('actions.restoreName', { name })}
      fieldLabel={t('actions.restoreWhy')}
      confirmLabel={t('actions.restoreConfirm')}
      success={t('actions.restored', { name })}
      run={(reason) => adminApi.setSuspension(userId, { suspended: false, reason })}
    />
  ) : (
    <ReasonAction
      label={t('actions.suspendAccount')}
      ariaLabel={t('actions.suspendName', { name })}
      fieldLabel={t('actions.suspendWhy')}
      placeholder={t('actions.suspendPlaceholder')}
      confirmLabel={t('actions.suspendConfirm')}
      tone="danger"
      success={t('actions.suspended', { name })}
      run={(reason) => adminApi.setSuspension(userId, { suspended: true, reason })}
    />
  );
}

export function ModerationAction({ kind, id, hidden, title }: { kind: ReportTargetKind; id: string; hidden: boolean; title: string }) {
  const t = useT('admin');
  return hidden ? (
    <ReasonAction
      label={t('actions.restore')}
      ariaLabel={t('actions.restoreTitle', { title })}
      fieldLabel={t('actions.ownerNote')}
      confirmLabel={t('actions.restoreTarget', { kind })}
      success={t('actions.restoredTarget', { kind })}
      run={(reason) => adminApi.moderate(kind, id, { hidden: false, reason })}
    />
  ) : (
    <ReasonAction
      label={t('actions.hide')}
      ariaLabel={t('actions.hideTitle', { title })}
      fieldLabel={t('actions.hideWhy')}
      confirmLabel={t('actions.hideTarget', { kind })}
      tone="danger"
      success={t('actions.hiddenTarget', { kind })}
      run={(reason) => adminApi.moderate(kind, id, { hidden: true, reason })}
    />
  );
}

export function DismissReport({ reportId }: { reportId: string }) {
  const t = useT('admin');
  return (
    <ReasonAction
      label={t('actions.dismiss')}
      fieldLabel={t('actions.dismissWhy')}
      confirmLabel={t('actions.dismissConfirm')}
      success={t('actions.dismissed')}
      run={(reason) => adminApi.dismissReport(reportId, reason)}
    />
  );
}

/** A refund the provider could not make, sent by hand: recorded with the bank's or e-wallet's reference. */
export function RefundAction({ paymentId }: { paymentId: string }) {
  const t = useT('admin');
  return (
    <ReasonAction
      label={t('actions.markRefunded')}
      fieldLabel={t('actions.refundReference')}
      multiline={false}
      placeholder={t('actions.refundReferencePlaceholder')}
      confirmLabel={t('actions.markRefundedConfirm')}
      success={t('actions.refundRecorded')}
      run={(reference) => adminApi.markRefunded(paymentId, { reference })}
    />
  );
}

/** An admin's decision to give a payment back, through the provider like every refund. */
export function RefundDecision({ paymentId, again }: { paymentId: string; again?: boolean }) {
  const t = useT('admin');
  return (
    <ReasonAction
      label={again ? t('actions.retryProvider') : t('actions.refund')}
      fieldLabel={t('actions.refundWhy')}
      placeholder={t('actions.refundPlaceholder')}
      confirmLabel={t('actions.refundConfirm')}
      tone={again ? 'primary' : 'danger'}
      success={t('actions.refundSent')}
      run={(reason) => adminApi.refundPayment(paymentId, { reason })}
    />
  );
}

export function MarkPayoutPaid({ batchId }: { batchId: string }) {
  const t = useT('admin');
  return (
    <ReasonAction
      label={t('actions.markPaid')}
      fieldLabel={t('actions.bankReference')}
      multiline={false}
      placeholder={t('actions.bankReferencePlaceholder')}
      confirmLabel={t('actions.markPaidConfirm')}
      success={t('actions.markedPaid')}
      run={(reference) => adminApi.markPayoutPaid(batchId, { reference })}
    />
  );
}

export function ResendEmail({ emailId, subject }: { emailId: string; subject: string }) {
  const t = useT('admin');
  return (
    <QuickAction
      label={t('actions.resend')}
      ariaLabel={t('actions.resendSubject', { subject })}
      success={t('actions.resent')}
      run={() => adminApi.resendEmail(emailId)}
    />
  );
}

/**
 * Issue 73: the legal-aid desk's word on one line of a lawyer's hours ledger — approve (it counts; a note may stay
 * empty) or reject saying why (the lawyer reads it; the line never counts). Final either way.
 */
export function LedgerLineActions({ lineId, label }: { lineId: string; label: string }) {
  const t = useT('admin');
  return (
    <div className="flex flex-wrap items-start gap-2">
      <QuickAction
        label={t('actions.approveLine')}
        ariaLabel={t('actions.approveLineNamed', { line: label })}
        success={t('actions.lineApproved')}
        run={() => adminApi.decideLegalAidLine(lineId, { decision: 'approve' })}
      />
      <ReasonAction
        label={t('actions.rejectLine')}
        ariaLabel={t('actions.rejectLineNamed', { line: label })}
        fieldLabel={t('actions.rejectLineWhy')}
        placeholder={t('actions.rejectLinePlaceholder')}
        confirmLabel={t('actions.rejectLineConfirm')}
        tone="danger"
        success={t('actions.lineRejected')}
        run={(note) => adminApi.decideLegalAidLine(lineId, { decision: 'reject', note })}
      />
    </div>
  );
}
