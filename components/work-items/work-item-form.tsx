'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, Trash2 } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useId, useState, type ReactNode } from 'react';
import { useFieldArray, useForm, useWatch, type FieldError } from 'react-hook-form';
import { toast } from 'sonner';
import { useFailureToast } from '@/components/ui/failure-toast';
import { formatPesoExact } from '@/lib/format/money';
import { workItemsApi } from '@/lib/api/work-items';
import type { WorkItemDto } from '@/lib/dto/work-item';
import { ATTACHMENT_ACCEPT, ATTACHMENT_RULES, checkAttachmentList } from '@/lib/validation/meetings';
import { FilePickButton } from '@/components/files/file-pick-button';
import { useHref, useT } from '@/lib/i18n/client';
import { useFormError } from './form-errors';
import {
  DEFAULT_PAYMENT_TERMS,
  FEE_LINES_MAX,
  INCLUDED_MEETINGS_MAX,
  WORK_ITEM_TEXT,
  centavosToPesos,
  pesosToCentavos,
  workItemFormSchema,
  type WorkItemFormOutput,
  type WorkItemFormValues,
} from '@/lib/validation/work-items';

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

function Field({
  label,
  error: schemaError,
  hint,
  children,
}: {
  label: string;
  error?: string;
  hint?: string;
  children: (id: string, describedBy: string | undefined) => ReactNode;
}) {
  const id = useId();
  const error = useFormError()(schemaError);
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      )}
      <div className="mt-1">{children(id, describedBy)}</div>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
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
  const fieldError = useFormError();
  const fail = useFailureToast();
  const filesId = useId();
  const [files, setFiles] = useState<File[]>([]);
  const [filesError, setFilesError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'DRAFT' | 'PROPOSAL' | null>(null);
  const revising = item?.status === 'PROPOSAL';
  const form = useForm<WorkItemFormValues, unknown, WorkItemFormOutput>({
    resolver: zodResolver(workItemFormSchema),
    defaultValues: valuesOf(item, initialClientId ?? (clients.length === 1 ? clients[0]._id : ''), t('form.defaultFeeLine'), initialTerms),
  });
  const { register, control, handleSubmit, formState } = form;
  const lines = useFieldArray({ control, name: 'fee_breakdown' });
  const errors = formState.errors;
  const watchedLines = useWatch({ control, name: 'fee_breakdown' });
  const total = (watchedLines ?? []).reduce((sum, l) => sum + (pesosToCentavos(String(l.amount ?? '')) ?? 0), 0);
  const linesError = fieldError((errors.fee_breakdown as FieldError | undefined)?.message ?? errors.fee_breakdown?.root?.message);

  const pickFiles = (picked: File[]) => {
    const next = [...files, ...picked];
    const problem = checkAttachmentList([...(item?.files ?? []).map((f) => ({ name: f.name, size: f.size })), ...next]);
    setFilesError(problem);
    if (!problem) setFiles(next);
  };

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
        <ol aria-label={t('form.feeBreakdown')} className="mt-4 flex flex-col gap-3">
          {lines.fields.map((field, index) => (
            <li key={field.id} className="grid grid-cols-[1fr_auto] gap-2 sm:grid-cols-[1fr_11rem_auto] sm:items-start">
              <div className="col-span-2 sm:col-span-1">
                <label className="sr-only" htmlFor={`${field.id}-label`}>
                  {t('form.lineDescription', { n: index + 1 })}
                </label>
                <input
                  id={`${field.id}-label`}
                  placeholder={t('form.linePlaceholder')}
                  className="input"
                  {...register(`fee_breakdown.${index}.label`)}
                />
                {errors.fee_breakdown?.[index]?.label && (
                  <p className="mt-1 text-sm text-red-700">{fieldError(errors.fee_breakdown[index]!.label!.message)}</p>
                )}
              </div>
              <div>
                <label className="sr-only" htmlFor={`${field.id}-amount`}>
                  {t('form.lineAmount', { n: index + 1 })}
                </label>
                <div className="flex items-center rounded-md border border-slate-300 bg-white focus-within:ring-2 focus-within:ring-primary-300">
                  <span className="pl-3 text-slate-600" aria-hidden="true">
                    ₱
                  </span>
                  <input
                    id={`${field.id}-amount`}
                    inputMode="decimal"
                    placeholder="0"
                    className="w-full rounded-md border-0 px-2 py-2 text-right focus:outline-none"
                    {...register(`fee_breakdown.${index}.amount`)}
                  />
                </div>
                {errors.fee_breakdown?.[index]?.amount && (
                  <p className="mt-1 text-sm text-red-700">{fieldError(errors.fee_breakdown[index]!.amount!.message)}</p>
                )}
              </div>
              <button
                type="button"
                className="btn-ghost h-10 w-10 p-0 text-red-700"
                aria-label={t('form.removeLine', { n: index + 1 })}
                disabled={lines.fields.length === 1}
                onClick={() => lines.remove(index)}
              >
                <Trash2 className="h-4 w-4" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ol>
        {linesError && (
          <p role="alert" className="mt-2 text-sm text-red-700">
            {linesError}
          </p>
        )}
        <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
          <button
            type="button"
            className="btn-ghost"
            disabled={lines.fields.length >= FEE_LINES_MAX}
            onClick={() => lines.append({ label: '', amount: '' })}
          >
            <Plus className="h-4 w-4" aria-hidden="true" /> {t('form.addLine')}
          </button>
          <p className="text-lg font-bold text-slate-900">
            {t('form.total')} <span data-testid="fee-total">{formatPesoExact(total)}</span>
          </p>
        </div>
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
        <div className="mt-4">
          <label htmlFor={filesId} className="block text-sm font-medium text-slate-800">
            {t('form.attachments')}
          </label>
          <p className="text-xs text-slate-600">
            {t('form.attachmentsHint', { files: ATTACHMENT_RULES.maxFiles, mb: ATTACHMENT_RULES.maxTotalMb })}
          </p>
          <FilePickButton
            id={filesId}
            text={t('form.addFiles')}
            status={t('form.filesAttached', { count: files.length + (item?.files.length ?? 0) })}
            multiple
            accept={ATTACHMENT_ACCEPT}
            invalid={Boolean(filesError)}
            onPick={pickFiles}
          />
          {filesError && (
            <p role="alert" className="mt-1 text-sm text-red-700">
              {fieldError(filesError ?? undefined)}
            </p>
          )}
          {(files.length > 0 || (item?.files.length ?? 0) > 0) && (
            <ul aria-label={t('form.attachedFiles')} className="mt-2 flex flex-col gap-1 text-sm text-slate-800">
              {item?.files.map((f) => (
                <li key={f._id}>{f.name}</li>
              ))}
              {files.map((f, i) => (
                <li key={`${f.name}-${i}`} className="flex items-center justify-between gap-2">
                  <span className="truncate">{f.name}</span>
                  <button
                    type="button"
                    className="text-sm font-medium text-red-700 hover:underline"
                    onClick={() => setFiles(files.filter((_, j) => j !== i))}
                    aria-label={t('form.removeFile', { name: f.name })}
                  >
                    {t('form.remove')}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
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
