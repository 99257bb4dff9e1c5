'use client';

import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import type { z } from 'zod';
import { useActionForm } from '@/components/forms/use-action-form';
import { useAdminAction } from '@/lib/api/admin';
import { api } from '@/lib/api/client';
import type { adminDisputeSchema } from '@/features/services/dto/service-orders';
import { formatPeso } from '@/lib/format/money';
import { useT } from '@/lib/i18n/client';
import { DISPUTE_OUTCOMES, type DisputeOutcome } from '@/features/services/rules/service-orders';
import type { DisputeDecisionInput } from '@/features/services/validation/service-orders';
import { AdminDialog, DialogClose } from './admin-dialog';

const decide = (disputeId: string, input: DisputeDecisionInput) =>
  api.post<z.infer<typeof adminDisputeSchema>>(`admin/disputes/${disputeId}/decision`, input);

/**
 * Issue 62: an admin decides a dispute — no refund, a partial refund (whole pesos, less than paid) or a full one —
 * with the reason both parties are sent. The server checks it all again (disputeDecisionSchema, the refund path);
 * the page re-renders from the server after.
 */
export function DisputeDecisionDialog({ disputeId, paidPesos, label }: { disputeId: string; paidPesos: number; label: string }) {
  const t = useT('disputes');
  const router = useRouter();
  const id = useId();
  const [open, setOpen] = useState(false);
  const action = useAdminAction((input: DisputeDecisionInput) => decide(disputeId, input));
  // The refusal is the mutation's, said in the dialog as the server worded it (the console is English).
  const { form, submit } = useActionForm<{ outcome: DisputeOutcome; amount: string; reason: string }>({
    defaultValues: { outcome: 'NO_REFUND', amount: '', reason: '' },
    action: ({ outcome, amount, reason }) =>
      action.mutateAsync(
        outcome === 'PARTIAL' ? { outcome, refund_pesos: Number(amount), reason: reason.trim() } : { outcome, reason: reason.trim() },
      ),
    done: t('admin.sent'),
    onDone: () => {
      setOpen(false);
      router.refresh();
    },
    failureShown: 'inline',
  });
  const [outcome, reason] = form.watch(['outcome', 'reason']);
  const pesos = Number(form.watch('amount'));
  const amountOk = outcome !== 'PARTIAL' || (Number.isInteger(pesos) && pesos >= 1 && pesos < paidPesos);
  return (
    <AdminDialog
      open={open}
      onOpenChange={(next) => {
        if (action.isPending) return;
        setOpen(next);
        if (!next) action.reset();
      }}
      title={t('admin.dialogTitle')}
      description={label}
      trigger={
        <button type="button" className="btn-primary w-full sm:w-auto">
          {t('admin.decide')}
        </button>
      }
    >
      <form method="post" className="mt-4 space-y-4" onSubmit={submit}>
        <fieldset>
          <legend className="text-sm font-medium text-slate-800">{t('admin.outcome')}</legend>
          <div className="mt-2 grid gap-2 sm:grid-cols-3">
            {DISPUTE_OUTCOMES.map((o) => (
              <label
                key={o}
                className={`flex cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 text-sm ${outcome === o ? 'border-primary bg-primary-50' : 'border-slate-300'}`}
              >
                <input type="radio" value={o} {...form.register('outcome')} />
                {t(`admin.outcomes.${o}`)}
              </label>
            ))}
          </div>
        </fieldset>
        {outcome === 'PARTIAL' ? (
          <div>
            <label htmlFor={`${id}-amount`} className="block text-sm font-medium text-slate-800">
              {t('admin.refundAmount', { paid: formatPeso(paidPesos * 100) })}
            </label>
            <input
              id={`${id}-amount`}
              className="input mt-1"
              type="number"
              inputMode="numeric"
              min={1}
              max={Math.ceil(paidPesos) - 1}
              step={1}
              required
              {...form.register('amount')}
            />
          </div>
        ) : null}
        <div>
          <label htmlFor={`${id}-reason`} className="block text-sm font-medium text-slate-800">
            {t('admin.decisionReason')}
          </label>
          <textarea id={`${id}-reason`} className="input mt-1 text-sm" rows={4} required maxLength={2000} {...form.register('reason')} />
        </div>
        {action.error ? (
          <p role="alert" className="text-sm text-red-700">
            {action.error.message}
          </p>
        ) : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <button type="button" className="btn-outline" disabled={action.isPending}>
              {t('admin.cancel')}
            </button>
          </DialogClose>
          <button type="submit" className="btn-primary" disabled={action.isPending || !reason.trim() || !amountOk}>
            {t('admin.submit')}
          </button>
        </div>
      </form>
    </AdminDialog>
  );
}
