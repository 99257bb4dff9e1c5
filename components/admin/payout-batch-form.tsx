'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useActionForm } from '@/components/forms/use-action-form';
import { adminApi, useAdminAction } from '@/lib/api/admin';
import type { OwedLawyerDto } from '@/lib/dto/refund';
import { formatPesoExact } from '@/lib/format/money';
import { useT } from '@/lib/i18n/client';
import { AdminDialog, DialogClose } from './admin-dialog';

type Payable = Pick<OwedLawyerDto, 'lawyer' | 'items' | 'net' | 'payment_ids'>;

/**
 * A payout batch by explicit choice: the admin ticks the lawyers to pay (none ticked at first), then
 * confirms what the batch pays — each lawyer's items and the total — in a dialog. The request names
 * the items shown here (their payment ids), so it pays those and nothing that became owed meanwhile;
 * an item no longer owed refuses the batch (409) and the page is reloaded to choose again.
 */
export function PayoutBatchForm({ payable }: { payable: Payable[] }) {
  const router = useRouter();
  const t = useT('admin');
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [open, setOpen] = useState(false);
  const picked = payable.filter((p) => chosen.has(p.lawyer._id));
  const total = picked.reduce((sum, p) => sum + p.net, 0);
  const items = picked.reduce((sum, p) => sum + p.items, 0);
  const action = useAdminAction((paymentIds: string[]) => adminApi.createPayoutBatch({ payment_ids: paymentIds }));
  const toggle = (id: string, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  // The ticks are the form's own controls (state here); the dialog's confirm runs the kit's one path. A
  // refusal is the mutation's, said in the dialog as the server worded it, and the page is read again
  // (an item no longer owed: choose again).
  const { run, pending } = useActionForm<Record<string, never>>({
    action: () =>
      action.mutateAsync(picked.flatMap((p) => p.payment_ids)).catch((error: unknown) => {
        router.refresh();
        throw error;
      }),
    done: t('batch.made'),
    onDone: () => {
      setOpen(false);
      setChosen(new Set());
      router.refresh();
    },
    failureShown: 'inline',
  });
  const all = picked.length === payable.length;
  return (
    <form
      method="post"
      aria-label={t('batch.choose')}
      className="mt-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
      onSubmit={(event) => event.preventDefault()}
    >
      <fieldset>
        <legend className="text-sm font-semibold text-slate-900">{t('batch.choose')}</legend>
        <label className="mt-2 flex items-center gap-2 text-sm text-slate-700">
          <input
            type="checkbox"
            checked={all}
            onChange={(e) => setChosen(new Set(e.target.checked ? payable.map((p) => p.lawyer._id) : []))}
          />
          {t('batch.everyone')}
        </label>
        <ul className="mt-2 space-y-1.5">
          {payable.map((p) => (
            <li key={p.lawyer._id}>
              <label className="flex flex-wrap items-center gap-x-2 text-sm text-slate-800">
                <input type="checkbox" checked={chosen.has(p.lawyer._id)} onChange={(e) => toggle(p.lawyer._id, e.target.checked)} />
                <span>{t('batch.atty', { name: p.lawyer.name })}</span>
                <span className="tabular-nums text-slate-600">
                  {formatPesoExact(p.net)} · {t('batch.items', { count: p.items })}
                </span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <AdminDialog
        open={open}
        onOpenChange={(next) => {
          if (action.isPending) return;
          setOpen(next);
          if (!next) action.reset();
        }}
        title={t('batch.title')}
        description={t('batch.description', { lawyers: picked.length, total: formatPesoExact(total), items })}
        trigger={
          <button type="button" className="btn-primary mt-3" disabled={picked.length === 0}>
            {t('batch.make')}
          </button>
        }
      >
        <ul
          className="mt-4 divide-y divide-slate-200 rounded-lg bg-slate-50 text-sm ring-1 ring-slate-200"
          aria-label={t('batch.listLabel')}
        >
          {picked.map((p) => (
            <li key={p.lawyer._id} className="flex justify-between gap-3 px-3 py-1.5">
              <span>{t('batch.atty', { name: p.lawyer.name })}</span>
              <span className="tabular-nums">{formatPesoExact(p.net)}</span>
            </li>
          ))}
          <li className="flex justify-between gap-3 px-3 py-1.5 font-semibold">
            <span>{t('batch.total')}</span>
            <span className="tabular-nums" data-testid="payout-batch-total">
              {formatPesoExact(total)}
            </span>
          </li>
        </ul>
        {action.error ? (
          <p role="alert" className="mt-2 text-sm text-red-700">
            {action.error.message}
          </p>
        ) : null}
        <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <button type="button" className="btn-outline" disabled={action.isPending}>
              {t('batch.goBack')}
            </button>
          </DialogClose>
          <button
            type="button"
            className="btn-primary"
            disabled={pending || action.isPending || picked.length === 0}
            onClick={() => void run({})}
          >
            {t('batch.confirm')}
          </button>
        </div>
      </AdminDialog>
    </form>
  );
}
