'use client';

import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { adminApi, useAdminAction } from '@/lib/api/admin';
import { AdminDialog, DialogClose } from './admin-dialog';

type Lawyer = { id: string; name: string; rollNumber: string; ibpNumber: string };

/** What the admin checked against the Roll of Attorneys, repeated before the decision is sent. */
function CheckedFacts({ lawyer }: { lawyer: Lawyer }) {
  return (
    <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 rounded-lg bg-slate-50 p-3 text-sm ring-1 ring-slate-200">
      <dt className="text-slate-600">Name</dt>
      <dd className="font-semibold text-slate-900" data-testid="confirm-name">
        {lawyer.name}
      </dd>
      <dt className="text-slate-600">Roll number</dt>
      <dd className="font-mono text-slate-900" data-testid="confirm-roll">
        {lawyer.rollNumber}
      </dd>
      <dt className="text-slate-600">IBP number</dt>
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
  const id = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const approve = decision === 'approve';
  const action = useAdminAction((r: string) =>
    adminApi.decideVerification(lawyer.id, approve ? { decision: 'approve' } : { decision: 'reject', reason: r }),
  );
  const label = approve ? (again ? 'Approve again' : 'Approve') : 'Reject';
  return (
    <AdminDialog
      open={open}
      onOpenChange={(next) => {
        if (action.isPending) return;
        setOpen(next);
        if (!next) action.reset();
      }}
      title={approve ? `Approve ${lawyer.name}?` : `Reject ${lawyer.name}?`}
      description={
        approve
          ? 'Approve only if these match the Roll of Attorneys and both IDs. The lawyer is told and can go public at once.'
          : 'The lawyer is told what to fix and cannot go public until they upload again.'
      }
      trigger={
        <button
          type="button"
          className={approve ? 'btn-primary' : 'btn-outline !border-red-700 !text-red-800 hover:!bg-red-50'}
          aria-label={`${label} ${lawyer.name}`}
        >
          {label}
        </button>
      }
    >
      <CheckedFacts lawyer={lawyer} />
      <form
        className="mt-4"
        onSubmit={(event) => {
          event.preventDefault();
          action.mutate(reason.trim(), {
            onSuccess: () => {
              toast.success(approve ? `${lawyer.name} is verified.` : `${lawyer.name} was told what to fix.`);
              setOpen(false);
              setReason('');
              router.refresh();
            },
          });
        }}
      >
        {approve ? null : (
          <>
            <label htmlFor={id} className="block text-sm font-medium text-slate-800">
              What should the lawyer fix?
            </label>
            <textarea
              id={id}
              className="input mt-1 text-sm"
              rows={3}
              required
              maxLength={1000}
              placeholder="e.g. The IBP ID is blurred: upload a sharp photo of the front."
              value={reason}
              onChange={(e) => setReason(e.target.value)}
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
              Go back
            </button>
          </DialogClose>
          <button
            type="submit"
            className={approve ? 'btn-primary' : 'btn bg-red-700 text-white hover:bg-red-800 focus-visible:outline-red-700'}
            disabled={action.isPending || (!approve && !reason.trim())}
          >
            {approve ? `Approve ${lawyer.name}` : 'Reject and tell the lawyer'}
          </button>
        </div>
      </form>
    </AdminDialog>
  );
}
