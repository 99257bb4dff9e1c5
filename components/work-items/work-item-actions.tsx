'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { useActionForm } from '@/components/forms/use-action-form';
import { useFailureToast } from '@/components/ui/failure-toast';
import { formatPesoExact } from '@/lib/format/money';
import { useWorkItemMutation, workItemsApi } from '@/lib/api/work-items';
import type { WorkItemDto } from '@/lib/dto/work-item';
import { useHref, useT } from '@/lib/i18n/client';
import { WORK_ITEM_TEXT } from '@/lib/validation/work-items';

/** The buttons of this moment, exactly those the server's transition table allows the viewer (`allowed`). */
export function WorkItemActions({ item }: { item: WorkItemDto }) {
  const router = useRouter();
  const t = useT('work');
  const fail = useFailureToast();
  const href = useHref();
  const reasonId = useId();
  const [declining, setDeclining] = useState(false);
  const [busy, setBusy] = useState(false);
  const can = (a: WorkItemDto['allowed'][number]) => item.allowed.includes(a);
  const update = useWorkItemMutation(item._id, (body: Parameters<typeof workItemsApi.update>[1]) => workItemsApi.update(item._id, body));
  const completeLawyer = useWorkItemMutation(item._id, () => workItemsApi.completeLawyer(item._id));
  const confirm = useWorkItemMutation(item._id, () => workItemsApi.complete(item._id));
  const decline = useActionForm<{ reason: string }>({
    defaultValues: { reason: '' },
    action: ({ reason }) => update.mutateAsync({ status: 'REJECTED', reason: reason.trim() || undefined }),
    done: t('toast.rejected'),
    onDone: () => setDeclining(false),
    failureTitle: t('toast.rejectFailed'),
  });

  const accept = async () => {
    setBusy(true);
    try {
      const { checkout_url } = await workItemsApi.accept(item._id, item.revision);
      window.location.assign(checkout_url);
    } catch (error) {
      fail(t('toast.acceptFailed'), error);
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
    if (!window.confirm(t('actions.deleteConfirm'))) return;
    try {
      await workItemsApi.remove(item._id);
      toast.success(t('toast.deleted'));
      router.push(href('/lawyer-portal/work-items'));
    } catch (error) {
      fail(t('toast.deleteFailed'), error);
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
      {can('accept') && !item.proposal_expired && (
        <button type="button" className="btn-primary" disabled={busy} onClick={accept}>
          {busy ? t('actions.opening') : t('actions.acceptAndPay', { price: formatPesoExact(item.price) })}
        </button>
      )}
      {can('reject') && !declining && (
        <button type="button" className="btn-outline" onClick={() => setDeclining(true)}>
          {t('actions.decline')}
        </button>
      )}
      {item.payment?.checkout_url && (
        <a href={item.payment.checkout_url} className="btn-primary">
          {t('actions.continuePayment')}
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
              t('toast.paymentCancelled'),
              t('toast.saveFailed'),
              t('actions.cancelPaymentConfirm'),
            )
          }
        >
          {t('actions.cancelPayment')}
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
              t('toast.confirmed'),
              t('toast.completeFailed'),
              t('actions.confirmCompletionConfirm'),
            )
          }
        >
          {t('actions.confirmCompletion')}
        </button>
      )}
      {can('propose') && (
        <button
          type="button"
          className="btn-primary"
          disabled={update.isPending}
          onClick={() => run(() => update.mutateAsync({ status: 'PROPOSAL' }), t('toast.proposed'), t('toast.saveFailed'))}
        >
          {t('actions.sendProposal')}
        </button>
      )}
      {(can('edit') || can('revise')) && (
        <Link href={href(`/lawyer-portal/work-items/${item._id}/edit`)} className="btn-outline">
          {can('revise') ? t('actions.reviseTerms') : t('actions.edit')}
        </Link>
      )}
      {can('withdraw') && (
        <button
          type="button"
          className="btn-ghost"
          disabled={update.isPending}
          onClick={() =>
            run(() => update.mutateAsync({ status: 'DRAFT' }), t('toast.withdrawn'), t('toast.saveFailed'), t('actions.withdrawConfirm'))
          }
        >
          {t('actions.withdraw')}
        </button>
      )}
      {can('delete') && (
        <button type="button" className="btn-ghost text-red-700" onClick={remove}>
          {t('actions.deleteDraft')}
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
              t('toast.lawyerCompleted'),
              t('toast.completeFailed'),
              t('actions.markCompleteConfirm'),
            )
          }
        >
          {t('actions.markComplete')}
        </button>
      )}
    </div>
  );

  return (
    <div className="mt-5">
      {buttons}
      {declining && (
        <form method="post" className="mt-4 rounded-lg bg-slate-50 p-4 ring-1 ring-slate-200" onSubmit={decline.submit}>
          <label htmlFor={reasonId} className="block text-sm font-medium text-slate-800">
            {t('actions.reason')}
          </label>
          <p className="text-xs text-slate-600">{t('actions.reasonHint')}</p>
          <textarea id={reasonId} className="input mt-1" rows={3} maxLength={WORK_ITEM_TEXT.reason} {...decline.form.register('reason')} />
          <div className="mt-2 flex gap-2">
            <button type="submit" className="btn-primary bg-red-700 hover:bg-red-800" disabled={update.isPending || decline.pending}>
              {t('actions.declineProposal')}
            </button>
            <button type="button" className="btn-ghost" onClick={() => setDeclining(false)}>
              {t('actions.keep')}
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
