'use client';

import { ShieldCheck } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm, type FieldError, type Resolver } from 'react-hook-form';
import { toast } from 'sonner';
import { FilePickButton } from '@/components/files/file-pick-button';
import { goTo } from '@/components/portal/go-to';
import { useFailureText, useWordedResolver } from '@/components/ui/form-messages';
import { lazyZodResolver } from '@/components/ui/lazy-resolver';
import { issueMessage } from '@/lib/errors/issue';
import { serviceOrdersApi } from '@/lib/api/service-orders';
import { useHref, useT } from '@/lib/i18n/client';
import type { ServiceType } from '@/lib/reference/legal-services';
import { ATTACHMENT_ACCEPT, ATTACHMENT_RULES } from '@/lib/validation/meeting-messages';
import type { IntakeField } from '@/lib/validation/service-intake-fields';
import type { ServiceOrderInput } from '@/lib/validation/service-orders';
import { ChosenFiles } from './order-forms';

type Values = {
  lawyer_id: string;
  service_type: ServiceType;
  other_party_name?: string;
  intake: Record<string, unknown>;
  limited_service_accepted: boolean;
};

// The order's one schema (lib/validation/service-orders.ts), loaded when the form first validates (issue 28).
const validate = lazyZodResolver<Values>(() => import('@/lib/validation/service-orders').then((m) => m.serviceOrderSchema));

/**
 * zod runs the order's cross-field check (the other party's name, for the types that need it) only once the rest
 * parses; the form says it with the other missing fields at once, in the schema's own words.
 */
const withOtherParty =
  (required: boolean): Resolver<Values> =>
  async (values, context, options) => {
    const result = await validate(values, context, options);
    if (!required || values.other_party_name?.trim() || result.errors.other_party_name) return result;
    return {
      values: {},
      errors: { ...result.errors, other_party_name: { type: 'custom', message: issueMessage('services.otherPartyRequired') } },
    };
  };

const numberOrNothing = (v: unknown) => (v === '' || v === null || v === undefined ? undefined : Number(v));
const yesNo = (v: unknown) => (v === 'true' ? true : v === 'false' ? false : undefined);
const textOrNothing = (v: unknown) => (v === '' || v === null ? undefined : v);

type Props = {
  lawyerId: string;
  type: ServiceType;
  /** The type's intake, read from SERVICE_INTAKE_SCHEMAS by the page (intakeFields). */
  fields: IntakeField[];
  otherPartyRequired: boolean;
  /** "Order — ₱4,500": the price as the card shows it. */
  price: string;
  /** The CPRA §35 statement (services.json `limitedService`). */
  limitedService: string;
  /** AFFIDAVIT's kinds (services.json `affidavitKinds`), by value. */
  choiceWords: Record<string, Record<string, string>>;
};

/**
 * Issue 62: the order of one fixed-price service — the type's intake (drawn from its schema), the other party's
 * name for the lawyer's conflict check, optional documents, the §35 limited-service statement to tick — then
 * POST service-orders and the order's work item page, where the client signs the letter and pays. Documents
 * go to the work item's files once the order exists; one refused there does not undo the order (the page
 * takes more files later).
 */
export function ServiceOrderForm({ lawyerId, type, fields, otherPartyRequired, price, limitedService, choiceWords }: Props) {
  const t = useT('serviceOrders');
  const say = useFailureText();
  const href = useHref();
  const base = useId();
  const [files, setFiles] = useState<File[]>([]);
  const [refusal, setRefusal] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<Values>({
    resolver: useWordedResolver(withOtherParty(otherPartyRequired)),
    defaultValues: { lawyer_id: lawyerId, service_type: type, intake: {}, limited_service_accepted: false },
  });
  const errors = formState.errors;
  const intakeError = (name: string) => (errors.intake as Record<string, FieldError | undefined> | undefined)?.[name]?.message;

  const onSubmit = handleSubmit(async (values) => {
    setRefusal(null);
    try {
      const { work_item_id } = await serviceOrdersApi.create(values as unknown as ServiceOrderInput);
      if (files.length) {
        const form = new FormData();
        for (const f of files) form.append('files', f, f.name);
        await serviceOrdersApi
          .addFiles(work_item_id, form)
          .catch((error) => toast.error(t('form.filesFailed'), { description: say(error) }));
      }
      goTo(href(`/customer-portal/work-items/${work_item_id}`));
    } catch (error) {
      const words = say(error, t('form.failed'));
      setRefusal(words);
      toast.error(words);
    }
  });

  const label = 'block text-sm font-semibold text-slate-800';
  const hint = 'mt-0.5 text-xs text-slate-600';
  const problem = (message: string | undefined, id: string) =>
    message ? (
      <p id={id} role="alert" className="mt-1 text-sm text-red-700">
        {message}
      </p>
    ) : null;

  const field = (f: IntakeField) => {
    const id = `${base}-${f.name}`;
    const errorId = `${id}-error`;
    const message = intakeError(f.name);
    const name = `intake.${f.name}` as const;
    const aria = { 'aria-invalid': message ? true : undefined, 'aria-describedby': message ? errorId : `${id}-hint` };
    const title = (
      <>
        {t(`form.fields.${f.name}.label`)}
        {!f.required && <span className="ml-1 font-normal text-slate-500">{t('form.optional')}</span>}
      </>
    );
    if (f.kind === 'yes-no')
      return (
        <fieldset key={f.name} aria-describedby={`${id}-hint`}>
          <legend className={label}>{title}</legend>
          <p id={`${id}-hint`} className={hint}>
            {t(`form.fields.${f.name}.hint`)}
          </p>
          <div className="mt-2 grid grid-cols-2 gap-2 sm:flex">
            {(['false', 'true'] as const).map((v) => (
              <label
                key={v}
                className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-slate-300 px-3 py-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary-50"
              >
                <input type="radio" value={v} {...register(name, { setValueAs: yesNo })} />
                {t(v === 'true' ? 'form.yes' : 'form.no')}
              </label>
            ))}
          </div>
          {problem(message, errorId)}
        </fieldset>
      );
    return (
      <div key={f.name}>
        <label htmlFor={id} className={label}>
          {title}
        </label>
        <p id={`${id}-hint`} className={hint}>
          {t(`form.fields.${f.name}.hint`)}
        </p>
        {f.kind === 'choice' ? (
          <select id={id} className="input mt-1.5" {...aria} {...register(name, { setValueAs: textOrNothing })}>
            <option value="">{t('form.choose')}</option>
            {f.options.map((o) => (
              <option key={o} value={o}>
                {choiceWords[f.name]?.[o] ?? t(`form.options.${f.name}.${o}`)}
              </option>
            ))}
          </select>
        ) : f.kind === 'number' ? (
          <input
            id={id}
            type="number"
            inputMode="numeric"
            min={f.min}
            max={f.max}
            className="input mt-1.5"
            {...aria}
            {...register(name, { setValueAs: numberOrNothing })}
          />
        ) : f.kind === 'day' ? (
          <input id={id} type="date" className="input mt-1.5" {...aria} {...register(name)} />
        ) : f.kind === 'line' ? (
          <input id={id} type="text" maxLength={f.max} className="input mt-1.5" {...aria} {...register(name)} />
        ) : (
          <textarea id={id} rows={4} maxLength={f.max} className="input mt-1.5" {...aria} {...register(name)} />
        )}
        {problem(message, errorId)}
      </div>
    );
  };

  const otherId = `${base}-other`;
  const filesId = `${base}-files`;
  const limitedId = `${base}-limited`;
  return (
    <form method="post" noValidate onSubmit={onSubmit} className="flex flex-col gap-6" data-testid="service-order-form">
      <section aria-labelledby={`${base}-intake`} className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
        <h2 id={`${base}-intake`} className="text-lg font-semibold text-slate-900">
          {t('form.intakeHeading')}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t('form.intakeIntro')}</p>
        <div className="mt-5 flex flex-col gap-5">
          {fields.map(field)}
          <div>
            <label htmlFor={otherId} className={label}>
              {t('form.otherParty.label')}
              {!otherPartyRequired && <span className="ml-1 font-normal text-slate-500">{t('form.optional')}</span>}
            </label>
            <p id={`${otherId}-hint`} className={hint}>
              {t('form.otherParty.hint')}
            </p>
            <input
              id={otherId}
              type="text"
              autoComplete="off"
              className="input mt-1.5"
              aria-invalid={errors.other_party_name ? true : undefined}
              aria-describedby={errors.other_party_name ? `${otherId}-error` : `${otherId}-hint`}
              {...register('other_party_name')}
            />
            {problem(errors.other_party_name?.message, `${otherId}-error`)}
          </div>
          <div>
            <p className={label}>
              {t('form.files.label')} <span className="font-normal text-slate-500">{t('form.optional')}</span>
            </p>
            <p className={hint}>{t('form.files.hint', { files: ATTACHMENT_RULES.maxFiles, mb: ATTACHMENT_RULES.maxTotalMb })}</p>
            <FilePickButton
              id={filesId}
              text={t('form.files.add')}
              multiple
              accept={ATTACHMENT_ACCEPT}
              status={files.length ? t('forms.filesChosen', { count: files.length }) : undefined}
              onPick={(picked) => setFiles((now) => [...now, ...picked].slice(0, ATTACHMENT_RULES.maxFiles))}
            />
            <ChosenFiles files={files} testId="order-files" onRemove={(i) => setFiles((now) => now.filter((_, j) => j !== i))} />
          </div>
        </div>
      </section>

      <section aria-labelledby={`${base}-limited-heading`} className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
        <h2 id={`${base}-limited-heading`} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <ShieldCheck aria-hidden="true" className="h-5 w-5 text-primary" />
          {t('form.limitedHeading')}
        </h2>
        <p className="mt-2 text-sm text-slate-700" data-testid="limited-service">
          {limitedService}
        </p>
        <label
          htmlFor={limitedId}
          className="mt-4 flex cursor-pointer items-start gap-3 rounded-lg bg-slate-50 p-3 text-sm text-slate-900 ring-1 ring-slate-200"
        >
          <input
            id={limitedId}
            type="checkbox"
            className="mt-0.5 h-5 w-5 shrink-0"
            aria-invalid={errors.limited_service_accepted ? true : undefined}
            aria-describedby={errors.limited_service_accepted ? `${limitedId}-error` : undefined}
            {...register('limited_service_accepted')}
          />
          <span>{t('form.limitedAccept')}</span>
        </label>
        {problem(errors.limited_service_accepted?.message, `${limitedId}-error`)}
      </section>

      {refusal && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800 ring-1 ring-red-200" data-testid="order-refusal">
          {refusal}
        </p>
      )}
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <button type="submit" className="btn-primary w-full sm:w-auto sm:shrink-0" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? t('form.submitting') : t('form.submit', { price })}
        </button>
        <p className="text-xs text-slate-600">{t('form.next')}</p>
      </div>
    </form>
  );
}
