'use client';

import { serviceOrdersApi, useServiceOrderMutation, type ServiceOrder } from '@/features/services/api/service-orders';
import { useT } from '@/lib/i18n/client';
import { FilesForm, NoteForm } from './order-forms';

/** The step whose form is open below the order's buttons (one at a time), or none. */
export type StepForm = 'deliver' | 'decline' | 'revise' | 'dispute' | 'answer-dispute' | 'proof' | null;

type Props = {
  order: ServiceOrder;
  form: StepForm;
  /** The panel's way of running a step: the call, its toast, the form closed when it went through. */
  run: (step: () => Promise<unknown>, done: string, failed: string) => Promise<boolean>;
  onCancel: () => void;
};

/**
 * The open step's form and its call: deliver, attach the proof of sending, dispute (files and a note), or
 * ask for a revision, decline, answer a dispute (a note). Shown only while the server still allows the step.
 */
export function OpenStepForm({ order, form, run, onCancel }: Props) {
  const t = useT('serviceOrders');
  const id = order._id;
  const can = (a: ServiceOrder['allowed'][number]) => order.allowed.includes(a);
  const revisionsLeft = Math.max(0, order.revisions_included - order.revisions_used);

  const deliver = useServiceOrderMutation(id, (f: FormData) => serviceOrdersApi.deliver(id, f));
  const decline = useServiceOrderMutation(id, (reason: string) => serviceOrdersApi.decline(id, reason));
  const revise = useServiceOrderMutation(id, (note: string) => serviceOrdersApi.revise(id, note));
  const dispute = useServiceOrderMutation(id, (f: FormData) => serviceOrdersApi.dispute(id, f));
  const answer = useServiceOrderMutation(id, (text: string) => serviceOrdersApi.answerDispute(id, text));
  const attachProof = useServiceOrderMutation(id, (f: FormData) => serviceOrdersApi.attachProof(id, f));

  return (
    <>
      {form === 'deliver' && can('deliver') && (
        <FilesForm
          kind="deliver"
          onCancel={onCancel}
          pending={deliver.isPending}
          onSubmit={(f) => run(() => deliver.mutateAsync(f), t('toast.delivered'), t('toast.failed'))}
        />
      )}
      {form === 'proof' && can('attach-proof') && (
        <FilesForm
          kind="proof"
          onCancel={onCancel}
          pending={attachProof.isPending}
          onSubmit={(f) => run(() => attachProof.mutateAsync(f), t('toast.proofAttached'), t('toast.failed'))}
        />
      )}
      {form === 'dispute' && can('dispute') && (
        <FilesForm
          kind="dispute"
          onCancel={onCancel}
          pending={dispute.isPending}
          onSubmit={(f) => run(() => dispute.mutateAsync(f), t('toast.disputed'), t('toast.failed'))}
        />
      )}
      {form === 'revise' && can('revise') && (
        <NoteForm
          kind="revise"
          hint={t('forms.reviseLeft', { count: revisionsLeft })}
          onCancel={onCancel}
          pending={revise.isPending}
          onSubmit={(note) => run(() => revise.mutateAsync(note), t('toast.revisionAsked'), t('toast.failed'))}
        />
      )}
      {form === 'decline' && can('decline') && (
        <NoteForm
          kind="decline"
          onCancel={onCancel}
          pending={decline.isPending}
          onSubmit={(reason) => run(() => decline.mutateAsync(reason), t('toast.declined'), t('toast.failed'))}
        />
      )}
      {form === 'answer-dispute' && can('answer-dispute') && (
        <NoteForm
          kind="answer"
          onCancel={onCancel}
          pending={answer.isPending}
          onSubmit={(text) => run(() => answer.mutateAsync(text), t('toast.answered'), t('toast.failed'))}
        />
      )}
    </>
  );
}
