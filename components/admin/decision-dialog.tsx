'use client';

import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import { useActionForm } from '@/components/forms/use-action-form';
import { adminApi, useAdminAction } from '@/lib/api/admin';
import { useWords } from '@/lib/i18n/context';
import { AdminDialog, DialogClose } from './admin-dialog';

type Lawyer = { id: string; name: string; rollNumber: string; ibpNumber: string };

/** What the admin checked against the Roll of Attorneys, repeated before the decision is sent. */
function CheckedFacts({ lawyer }: { lawyer: Lawyer }) {
  const words = useWords('admin');
  return (
    <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 rounded-lg bg-slate-50 p-3 text-sm ring-1 ring-slate-200">
      <dt className="text-slate-600">{words('decision.name')}</dt>
      <dd className="font-semibold text-slate-900" data-testid="confirm-name">
        {lawyer.name}
      </dd>
      <dt className="text-slate-600">{words('decision.rollNumber')}</dt>
      <dd className="font-mono text-slate-900" data-testid="confirm-roll">
        {lawyer.rollNumber}
      </dd>
      <dt className="text-slate-600">{words('decision.ibpNumber')}</dt>
      <dd className="font-mono text-slate-900" data-testid="confirm-ibp">
        {lawyer.ibpNumber}
      </dd>
    </dl>
  );
}

/**
 * Approve or reject a lawyer's verification, each behind a confirmation that repeats the name,
 * roll number and IBP number the admin checked (a click on the wrong row of the queue cannot
 * verify somebody). Rejecting asks what the lawyer should fix; they are told either way.
 */
export function DecisionDialog({ lawyer, decision, again }: { lawyer: Lawyer; decision: 'approve' | 'reject'; again?: boolean }) {
  const router = useRouter();
  const words = useWords('admin');
  const id = useId();
  const [open, setOpen] = useState(false);
  const approve = decision === 'approve';
  const name = lawyer.name;
  const action = useAdminAction((r: string) =>
    adminApi.decideVerification(lawyer.id, approve ? { decision: 'approve' } : { decision: 'reject', reason: r }),
  );
  // The refusal is the mutation's, said in the dialog as the server worded it (the console is English).
  const { form, submit } = useActionForm<{ reason: string }>({
    defaultValues: { reason: '' },
    action: ({ reason }) => action.mutateAsync(reason.trim()),
    done: words(approve ? 'decision.verified' : 'decision.toldToFix', { name }),
    onDone: () => {
      setOpen(false);
      form.reset();
      router.refresh();
    },
    failureShown: 'inline',
  });
  const reason = form.watch('reason');
  const label = approve ? (again ? words('decision.approveAgain') : words('decision.approve')) : words('decision.reject');
  const ariaLabel = approve
    ? words(again ? 'decision.approveAgainName' : 'decision.approveName', { name })
    : words('decision.rejectName', { name });
  return (
    <AdminDialog
      open={open}
      onOpenChange={(next) => {
        if (action.isPending) return;
        setOpen(next);
        if (!next) action.reset();
      }}
      title={words(approve ? 'decision.approveTitle' : 'decision.rejectTitle', { name })}
      description={words(approve ? 'decision.approveDescription' : 'decision.rejectDescription')}
      trigger={
        <button
          type="button"
          className={approve ? 'btn-primary' : 'btn-outline !border-red-700 !text-red-800 hover:!bg-red-50'}
          aria-label={ariaLabel}
        >
          {label}
        </button>
      }
    >
      <CheckedFacts lawyer={lawyer} />
      <form method="post" className="mt-4" onSubmit={submit}>
        {approve ? null : (
          <>
            <label htmlFor={id} className="block text-sm font-medium text-slate-800">
              {words('decision.fixLabel')}
            </label>
            <textarea
              id={id}
              className="input mt-1 text-sm"
              rows={3}
              required
              maxLength={1000}
              placeholder={words('decision.fixPlaceholder')}
              {...form.register('reason')}
            />
          </>
        )}
        {action.error ? (
          <p role="alert" className="mt-2 text-sm text-red-700">
            {action.error.message}
          </p>
        ) : null}
        <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <button type="button" className="btn-outline" disabled={action.isPending}>
              {words('decision.goBack')}
            </button>
          </DialogClose>
          <button
            type="submit"
            className={approve ? 'btn-primary' : 'btn bg-red-700 text-white hover:bg-red-800 focus-visible:outline-red-700'}
            disabled={action.isPending || (!approve && !reason.trim())}
          >
            {approve ? words('decision.approveName', { name }) : words('decision.rejectConfirm')}
          </button>
        </div>
      </form>
    </AdminDialog>
  );
}
