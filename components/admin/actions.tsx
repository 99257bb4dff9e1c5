'use client';

import { adminApi } from '@/lib/api/admin';
import type { ReportTargetKind } from '@/lib/dto/admin';
import { DecisionDialog } from './decision-dialog';
import { QuickAction, ReasonAction } from './reason-action';

// The console's actions, one per call, for the server-rendered tables (a server page cannot hand a
// client component a function, so each knows its own call).

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
  return suspended ? (
    <ReasonAction
      label="Restore account"
      ariaLabel={`Restore ${name}`}
      fieldLabel="Why restore it? (audit log)"
      confirmLabel="Restore the account"
      success={`${name} can sign in again.`}
      run={(reason) => adminApi.setSuspension(userId, { suspended: false, reason })}
    />
  ) : (
    <ReasonAction
      label="Suspend account"
      ariaLabel={`Suspend ${name}`}
      fieldLabel="Why suspend it? (audit log)"
      placeholder="e.g. Impersonates another lawyer; IBP confirms the roll number is someone else's."
      confirmLabel="Suspend and sign out"
      tone="danger"
      success={`${name} is suspended and signed out.`}
      run={(reason) => adminApi.setSuspension(userId, { suspended: true, reason })}
    />
  );
}

const NOUN: Record<ReportTargetKind, string> = { review: 'review', lawyer: 'lawyer profile', notary: 'notary profile' };

export function ModerationAction({ kind, id, hidden, title }: { kind: ReportTargetKind; id: string; hidden: boolean; title: string }) {
  return hidden ? (
    <ReasonAction
      label="Restore"
      ariaLabel={`Restore ${title}`}
      fieldLabel="Note for the owner"
      confirmLabel={`Restore the ${NOUN[kind]}`}
      success={`The ${NOUN[kind]} is visible again.`}
      run={(reason) => adminApi.moderate(kind, id, { hidden: false, reason })}
    />
  ) : (
    <ReasonAction
      label="Hide"
      ariaLabel={`Hide ${title}`}
      fieldLabel="Reason (the owner is told)"
      confirmLabel={`Hide the ${NOUN[kind]}`}
      tone="danger"
      success={`The ${NOUN[kind]} is hidden.`}
      run={(reason) => adminApi.moderate(kind, id, { hidden: true, reason })}
    />
  );
}

export function DismissReport({ reportId }: { reportId: string }) {
  return (
    <ReasonAction
      label="Dismiss"
      fieldLabel="Why no action?"
      confirmLabel="Dismiss the report"
      success="Report dismissed."
      run={(reason) => adminApi.dismissReport(reportId, reason)}
    />
  );
}

/** A refund the provider could not make, sent by hand: recorded with the bank's or e-wallet's reference. */
export function RefundAction({ paymentId }: { paymentId: string }) {
  return (
    <ReasonAction
      label="Mark refunded"
      fieldLabel="Refund reference"
      multiline={false}
      placeholder="Bank or e-wallet reference"
      confirmLabel="Mark refunded and tell the client"
      success="Refund recorded; the client was told."
      run={(reference) => adminApi.markRefunded(paymentId, { reference })}
    />
  );
}

/** An admin's decision to give a payment back, through the provider like every refund. */
export function RefundDecision({ paymentId, again }: { paymentId: string; again?: boolean }) {
  return (
    <ReasonAction
      label={again ? 'Try the provider again' : 'Refund'}
      fieldLabel="Why refund it?"
      placeholder="e.g. The client was charged twice."
      confirmLabel="Refund through the provider"
      tone={again ? 'primary' : 'danger'}
      success="Refund sent to the provider; the client is told when it completes."
      run={(reason) => adminApi.refundPayment(paymentId, { reason })}
    />
  );
}

export function MarkPayoutPaid({ batchId }: { batchId: string }) {
  return (
    <ReasonAction
      label="Mark paid"
      fieldLabel="Bank reference"
      multiline={false}
      placeholder="The bank's reference for the transfer"
      confirmLabel="Mark paid and tell the lawyers"
      success="Batch marked paid; the lawyers were told."
      run={(reference) => adminApi.markPayoutPaid(batchId, { reference })}
    />
  );
}

export function ResendEmail({ emailId, subject }: { emailId: string; subject: string }) {
  return <QuickAction label="Resend" ariaLabel={`Resend ${subject}`} success="Sent again." run={() => adminApi.resendEmail(emailId)} />;
}
