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
import { serviceOrdersApi } from '@/features/services/api/service-orders';
import { useHref, useT } from '@/lib/i18n/client';
import type { ServiceType } from '@/features/services/reference/legal-services';
import { ATTACHMENT_ACCEPT, ATTACHMENT_RULES } from '@/lib/validation/meeting-messages';
import type { IntakeField } from '@/features/services/validation/service-intake-fields';
import type { ServiceOrderInput } from '@/features/services/validation/service-orders';
import { FIELD_HINT, FIELD_LABEL, FieldProblem, IntakeFieldInput } from './intake-field';
import { ChosenFiles } from './order-forms';
import { SendingChoice, type SendingOffer } from './sending-choice';

type Values = {
  lawyer_id: string;
  service_type: ServiceType;
  other_party_name?: string;
  intake: Record<string, unknown>;
  limited_service_accepted: boolean;
};

// The order's one schema (features/services/validation/service-orders.ts), loaded when the form first validates (issue 28).
const validate = lazyZodResolver<Values>(() => import('@/features/services/validation/service-orders').then((m) => m.serviceOrderSchema));

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

type Props = {
  lawyerId: string;
  type: ServiceType;
  /** The type's intake, read from SERVICE_INTAKE_SCHEMAS by the page (intakeFields). */
  fields: IntakeField[];
  otherPartyRequired: boolean;
  /** "Order — ₱4,500": the price as the card shows it. */
  price: string;
  /**
   * Issue 72, item 8: the lawyer offers to send the letter (services.json `sending.*`, the price in its words):
   * the choice, and the total with it. Absent: the client sends it (the card says so).
   */
  sending?: SendingOffer;
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
export function ServiceOrderForm({ lawyerId, type, fields, otherPartyRequired, price, sending, limitedService, choiceWords }: Props) {
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
  // Who sends the letter (issue 72): the client unless they choose the lawyer's offer; the button says the total.
  const [choseLawyer, setChoseLawyer] = useState(false);
  const sentByLawyer = sending !== undefined && choseLawyer;
  const errors = formState.errors;
  const intakeError = (name: string) => (errors.intake as Record<string, FieldError | undefined> | undefined)?.[name]?.message;

  const onSubmit = handleSubmit(async (values) => {
    setRefusal(null);
    try {
      const { work_item_id } = await serviceOrdersApi.create({ ...values, sent_by_lawyer: sentByLawyer } as unknown as ServiceOrderInput);
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
          {fields.map((f) => (
            <IntakeFieldInput
              key={f.name}
              field={f}
              id={`${base}-${f.name}`}
              message={intakeError(f.name)}
              register={(options) => register(`intake.${f.name}`, options)}
              choiceWords={choiceWords}
            />
          ))}
          <div>
            <label htmlFor={otherId} className={FIELD_LABEL}>
              {t('form.otherParty.label')}
              {!otherPartyRequired && <span className="ml-1 font-normal text-slate-500">{t('form.optional')}</span>}
            </label>
            <p id={`${otherId}-hint`} className={FIELD_HINT}>
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
            <FieldProblem message={errors.other_party_name?.message} id={`${otherId}-error`} />
          </div>
          <div>
            <p className={FIELD_LABEL}>
              {t('form.files.label')} <span className="font-normal text-slate-500">{t('form.optional')}</span>
            </p>
            <p className={FIELD_HINT}>{t('form.files.hint', { files: ATTACHMENT_RULES.maxFiles, mb: ATTACHMENT_RULES.maxTotalMb })}</p>
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

      {sending && <SendingChoice sending={sending} name={`${base}-sending`} choseLawyer={choseLawyer} onChange={setChoseLawyer} />}

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
        <FieldProblem message={errors.limited_service_accepted?.message} id={`${limitedId}-error`} />
      </section>

      {refusal && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800 ring-1 ring-red-200" data-testid="order-refusal">
          {refusal}
        </p>
      )}
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <button type="submit" className="btn-primary w-full sm:w-auto sm:shrink-0" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? t('form.submitting') : t('form.submit', { price: sentByLawyer ? sending.total : price })}
        </button>
        <p className="text-xs text-slate-600">{t('form.next')}</p>
      </div>
    </form>
  );
}
