'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { useFailureToast } from '@/components/ui/failure-toast';
import { workItemsApi } from '@/lib/api/work-items';
import type { WorkItemDto } from '@/lib/dto/work-item';
import { useHref, useT } from '@/lib/i18n/client';
import {
  DEFAULT_PAYMENT_TERMS,
  INCLUDED_MEETINGS_MAX,
  WORK_ITEM_TEXT,
  centavosToPesos,
  workItemFormSchema,
  type WorkItemFormOutput,
  type WorkItemFormValues,
} from '@/lib/validation/work-items';
import { FeeBreakdown } from './fee-breakdown';
import { WorkItemAttachments } from './work-item-attachments';
import { Field } from './work-item-field';

type ClientOption = { _id: string; name: string };

/** A new proposal's title and scope (issue 60: from the written question whose client asked for it). */
type InitialTerms = { title: string; scope: string };

type Props = { clients: ClientOption[]; initialClientId?: string; item?: WorkItemDto; initialTerms?: InitialTerms };

function valuesOf(item: WorkItemDto | undefined, clientId: string, feeLine: string, initial?: InitialTerms): WorkItemFormValues {
  if (!item) {
    return {
      customer_id: clientId,
      title: initial?.title ?? '',
      scope: initial?.scope ?? '',
      deliverables: '',
      fee_breakdown: [{ label: feeLine, amount: '' }],
      payment_terms: DEFAULT_PAYMENT_TERMS,
      estimated_timeline: '',
      included_meetings: { count: 1, duration: 60 },
    };
  }
  return {
    customer_id: item.customer._id,
    title: item.title,
    scope: item.scope ?? '',
    deliverables: item.deliverables ?? '',
    fee_breakdown: item.fee_breakdown.map((l) => ({ label: l.label, amount: centavosToPesos(l.amount) })),
    payment_terms: item.payment_terms ?? '',
    estimated_timeline: item.estimated_timeline ?? '',
    included_meetings: { count: item.work_item_meetings.length, duration: item.work_item_meetings[0]?.duration ?? 60 },
  };
}

/**
 * The lawyer's engagement form (work-items/proposal and {id}/edit): the terms a client reads before
 * paying — scope, deliverables, a fee breakdown that adds up, payment terms, timeline, included
 * meetings — and attachments. A draft is saved or sent; a sent proposal's change is a new revision.
 */
export function WorkItemForm({ clients, initialClientId, item, initialTerms }: Props) {
  const router = useRouter();
  const t = useT('work');
  const href = useHref();
  const fail = useFailureToast();
  const [files, setFiles] = useState<File[]>([]);
  const [busy, setBusy] = useState<'DRAFT' | 'PROPOSAL' | null>(null);
  const revising = item?.status === 'PROPOSAL';
  const form = useForm<WorkItemFormValues, unknown, WorkItemFormOutput>({
    resolver: zodResolver(workItemFormSchema),
    defaultValues: valuesOf(item, initialClientId ?? (clients.length === 1 ? clients[0]._id : ''), t('form.defaultFeeLine'), initialTerms),
  });
  const { register, handleSubmit, formState } = form;
  const errors = formState.errors;

  const save = (intent: 'DRAFT' | 'PROPOSAL') =>
    handleSubmit(async (values) => {
      const { customer_id, ...rest } = values;
      const terms = {
        ...rest,
        included_meetings: { count: rest.included_meetings.count, duration: rest.included_meetings.duration as 30 | 60 },
      };
      setBusy(intent);
      try {
        let id = item?._id;
        if (!id) id = (await workItemsApi.create({ ...terms, customer_id, status: 'DRAFT' }))._id;
        else if (!revising) await workItemsApi.update(id, { terms });
        if (files.length) {
          const upload = new FormData();
          for (const f of files) upload.append('files', f, f.name);
          await workItemsApi.addFiles(id, upload);
        }
        if (revising) await workItemsApi.update(id, { terms, status: 'PROPOSAL' });
        else if (intent === 'PROPOSAL') await workItemsApi.update(id, { status: 'PROPOSAL' });
        toast.success(revising ? t('toast.revised') : intent === 'PROPOSAL' ? t('toast.proposed') : t('toast.saved'));
        router.push(href(`/lawyer-portal/work-items/${id}`));
        router.refresh();
      } catch (error) {
        fail(t('toast.saveFailed'), error);
        setBusy(null);
      }
    })();

  return (
    <form method="post" onSubmit={(e) => e.preventDefault()} noValidate className="flex flex-col gap-6">
      <section aria-labelledby="who-heading" className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
        <h2 id="who-heading" className="text-lg font-semibold text-slate-900">
          {t('form.clientAndMatter')}
        </h2>
        <div className="mt-4 grid gap-4">
          {item ? (
            <p className="text-sm text-slate-700">
              {t('pages.client', { name: `${item.customer.first_name} ${item.customer.last_name}` })}
            </p>
          ) : (
            <Field label={t('form.client')} error={errors.customer_id?.message} hint={t('form.clientHint')}>
              {(id, describedBy) => (
                <select
                  id={id}
                  aria-describedby={describedBy}
                  className={`input ${errors.customer_id ? 'border-red-600' : ''}`}
                  {...register('customer_id')}
                >
                  <option value="">{t('form.chooseClient')}</option>
                  {clients.map((c) => (
                    <option key={c._id} value={c._id}>
                      {c.name}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          )}
          <Field label={t('form.title')} error={errors.title?.message} hint={t('form.titleHint')}>
            {(id, describedBy) => (
              <input
                id={id}
                aria-describedby={describedBy}
                maxLength={WORK_ITEM_TEXT.title + 10}
                className="input"
                {...register('title')}
              />
            )}
          </Field>
          <Field label={t('form.scope')} error={errors.scope?.message} hint={t('form.scopeHint')}>
            {(id, describedBy) => <textarea id={id} aria-describedby={describedBy} rows={5} className="input" {...register('scope')} />}
          </Field>
          <Field label={t('form.deliverables')} error={errors.deliverables?.message} hint={t('form.deliverablesHint')}>
            {(id, describedBy) => (
              <textarea id={id} aria-describedby={describedBy} rows={3} className="input" {...register('deliverables')} />
            )}
          </Field>
        </div>
      </section>

      <section aria-labelledby="fee-heading" className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
        <h2 id="fee-heading" className="text-lg font-semibold text-slate-900">
          {t('form.fee')}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t('form.feeIntro')}</p>
        <FeeBreakdown form={form} />
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <Field label={t('form.paymentTerms')} error={errors.payment_terms?.message}>
            {(id, describedBy) => (
              <textarea id={id} aria-describedby={describedBy} rows={4} className="input" {...register('payment_terms')} />
            )}
          </Field>
          <Field label={t('form.timeline')} error={errors.estimated_timeline?.message} hint={t('form.timelineHint')}>
            {(id, describedBy) => <input id={id} aria-describedby={describedBy} className="input" {...register('estimated_timeline')} />}
          </Field>
        </div>
      </section>

      <section aria-labelledby="included-heading" className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
        <h2 id="included-heading" className="text-lg font-semibold text-slate-900">
          {t('form.includedHeading')}
        </h2>
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <Field label={t('form.includedMeetings')} error={errors.included_meetings?.count?.message} hint={t('form.includedHint')}>
            {(id, describedBy) => (
              <input
                id={id}
                aria-describedby={describedBy}
                type="number"
                min={0}
                max={INCLUDED_MEETINGS_MAX}
                className="input"
                {...register('included_meetings.count')}
              />
            )}
          </Field>
          <Field label={t('form.length')} error={errors.included_meetings?.duration?.message}>
            {(id, describedBy) => (
              <select id={id} aria-describedby={describedBy} className="input" {...register('included_meetings.duration')}>
                <option value={30}>{t('form.minutes', { n: 30 })}</option>
                <option value={60}>{t('form.minutes', { n: 60 })}</option>
              </select>
            )}
          </Field>
        </div>
        <WorkItemAttachments attached={item?.files ?? []} files={files} onChange={setFiles} />
      </section>

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {!revising && (
          <button type="button" className="btn-outline" disabled={busy !== null} onClick={() => save('DRAFT')}>
            {busy === 'DRAFT' ? t('form.saving') : t('form.saveDraft')}
          </button>
        )}
        <button type="button" className="btn-primary" disabled={busy !== null} onClick={() => save('PROPOSAL')}>
          {busy === 'PROPOSAL' ? t('form.sending') : revising ? t('form.sendRevised') : t('form.sendProposal')}
        </button>
      </div>
    </form>
  );
}
