'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { formatPesoExact } from '@/lib/format/money';
import { useWorkItemMutation, workItemsApi } from '@/lib/api/work-items';
import type { WorkItemDto } from '@/lib/dto/work-item';
import { WORK_ITEM_MESSAGES, WORK_ITEM_TEXT } from '@/lib/validation/work-items';

const fail = (title: string, error: unknown) => {
  const reason = (error as Error).message;
  toast.error(title, reason && reason !== title ? { description: reason } : undefined);
};

/** The buttons of this moment, exactly those the server's transition table allows the viewer (`allowed`). */
export function WorkItemActions({ item }: { item: WorkItemDto }) {
  const router = useRouter();
  const reasonId = useId();
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const can = (a: WorkItemDto['allowed'][number]) => item.allowed.includes(a);
  const update = useWorkItemMutation(item._id, (body: Parameters<typeof workItemsApi.update>[1]) => workItemsApi.update(item._id, body));
  const completeLawyer = useWorkItemMutation(item._id, () => workItemsApi.completeLawyer(item._id));
  const confirm = useWorkItemMutation(item._id, () => workItemsApi.complete(item._id));

  const accept = async () => {
    setBusy(true);
    try {
      const { checkout_url } = await workItemsApi.accept(item._id, item.revision);
      window.location.assign(checkout_url);
    } catch (error) {
      fail(WORK_ITEM_MESSAGES.acceptFailed, error);
      setBusy(false);
      router.refresh();
    }
  };
  const run = async (action: () => Promise<unknown>, success: string, failure: string, question?: string) => {
    if (question && !window.confirm(question)) return;
    try {
      await action();
      toast.success(success);
    } catch (error) {
      fail(failure, error);
    }
  };
  const remove = async () => {
    if (!window.confirm('Delete this draft? This cannot be undone.')) return;
    try {
      await workItemsApi.remove(item._id);
      toast.success(WORK_ITEM_MESSAGES.deleted);
      router.push('/lawyer-portal/work-items');
    } catch (error) {
      fail(WORK_ITEM_MESSAGES.deleteFailed, error);
    }
  };

  const any =
    item.allowed.some((a) =>
      [
        'accept',
        'reject',
        'cancel-payment',
        'confirm-completion',
        'propose',
        'edit',
        'revise',
        'withdraw',
        'delete',
        'complete-lawyer',
      ].includes(a),
    ) || item.payment?.checkout_url;
  if (!any) return null;

  const buttons = (
    <div className="flex flex-wrap gap-2">
      {can('accept') && (
        <button type="button" className="btn-primary" disabled={busy} onClick={accept}>
          {busy ? 'Opening payment…' : `Accept and pay ${formatPesoExact(item.price)}`}
        </button>
      )}
      {can('reject') && !declining && (
        <button type="button" className="btn-outline" onClick={() => setDeclining(true)}>
          Decline
        </button>
      )}
      {item.payment?.checkout_url && (
        <a href={item.payment.checkout_url} className="btn-primary">
          Continue to payment
        </a>
      )}
      {can('cancel-payment') && (
        <button
          type="button"
          className="btn-ghost"
          disabled={update.isPending}
          onClick={() =>
            run(
              () => update.mutateAsync({ status: 'PROPOSAL' }),
              WORK_ITEM_MESSAGES.paymentCancelled,
              WORK_ITEM_MESSAGES.saveFailed,
              'Cancel this payment attempt? You can accept again afterwards.',
            )
          }
        >
          Cancel payment attempt
        </button>
      )}
      {can('confirm-completion') && (
        <button
          type="button"
          className="btn-primary"
          disabled={confirm.isPending}
          onClick={() =>
            run(
              () => confirm.mutateAsync(undefined),
              WORK_ITEM_MESSAGES.confirmed,
              WORK_ITEM_MESSAGES.completeFailed,
              'Confirm that the work is complete?',
            )
          }
        >
          Confirm completion
        </button>
      )}
      {can('propose') && (
        <button
          type="button"
          className="btn-primary"
          disabled={update.isPending}
          onClick={() => run(() => update.mutateAsync({ status: 'PROPOSAL' }), WORK_ITEM_MESSAGES.proposed, WORK_ITEM_MESSAGES.saveFailed)}
        >
          Send proposal
        </button>
      )}
      {(can('edit') || can('revise')) && (
        <Link href={`/lawyer-portal/work-items/${item._id}/edit`} className="btn-outline">
          {can('revise') ? 'Revise terms' : 'Edit'}
        </Link>
      )}
      {can('withdraw') && (
        <button
          type="button"
          className="btn-ghost"
          disabled={update.isPending}
          onClick={() =>
            run(
              () => update.mutateAsync({ status: 'DRAFT' }),
              WORK_ITEM_MESSAGES.withdrawn,
              WORK_ITEM_MESSAGES.saveFailed,
              'Withdraw this proposal? Your client will no longer see it until you send it again.',
            )
          }
        >
          Withdraw
        </button>
      )}
      {can('delete') && (
        <button type="button" className="btn-ghost text-red-700" onClick={remove}>
          Delete draft
        </button>
      )}
      {can('complete-lawyer') && (
        <button
          type="button"
          className="btn-primary"
          disabled={completeLawyer.isPending}
          onClick={() =>
            run(
              () => completeLawyer.mutateAsync(undefined),
              WORK_ITEM_MESSAGES.lawyerCompleted,
              WORK_ITEM_MESSAGES.completeFailed,
              'Mark the work as complete? Your client will be asked to confirm.',
            )
          }
        >
          Mark work as complete
        </button>
      )}
    </div>
  );

  return (
    <div className="mt-5">
      {buttons}
      {declining && (
        <form
          className="mt-4 rounded-lg bg-slate-50 p-4 ring-1 ring-slate-200"
          onSubmit={(e) => {
            e.preventDefault();
            void run(
              async () => {
                await update.mutateAsync({ status: 'REJECTED', reason: reason.trim() || undefined });
                setDeclining(false);
              },
              WORK_ITEM_MESSAGES.rejected,
              WORK_ITEM_MESSAGES.rejectFailed,
            );
          }}
        >
          <label htmlFor={reasonId} className="block text-sm font-medium text-slate-800">
            Reason (optional)
          </label>
          <p className="text-xs text-slate-600">It helps your lawyer — e.g. the fee, the timeline, or you found help elsewhere.</p>
          <textarea
            id={reasonId}
            className="input mt-1"
            rows={3}
            maxLength={WORK_ITEM_TEXT.reason}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
          <div className="mt-2 flex gap-2">
            <button type="submit" className="btn-primary bg-red-700 hover:bg-red-800" disabled={update.isPending}>
              Decline proposal
            </button>
            <button type="button" className="btn-ghost" onClick={() => setDeclining(false)}>
              Keep it
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
