'use client';

import type { UseFormRegisterReturn } from 'react-hook-form';
import { useT } from '@/lib/i18n/client';
import type { IntakeField } from '@/features/services/validation/service-intake-fields';

/** A field's title and its hint, as every field of the order form sets them. */
export const FIELD_LABEL = 'block text-sm font-semibold text-slate-800';
export const FIELD_HINT = 'mt-0.5 text-xs text-slate-600';

/** A field's error, in the schema's words (read out as it appears), or nothing. */
export function FieldProblem({ message, id }: { message: string | undefined; id: string }) {
  return message ? (
    <p id={id} role="alert" className="mt-1 text-sm text-red-700">
      {message}
    </p>
  ) : null;
}

// What a control's text becomes in the intake: nothing when left empty, so the schema says "required" or skips it.
const numberOrNothing = (v: unknown) => (v === '' || v === null || v === undefined ? undefined : Number(v));
const yesNo = (v: unknown) => (v === 'true' ? true : v === 'false' ? false : undefined);
const textOrNothing = (v: unknown) => (v === '' || v === null ? undefined : v);

type Props = {
  field: IntakeField;
  /** The field's id: its label, hint (`-hint`) and error (`-error`) hang from it. */
  id: string;
  message: string | undefined;
  /** The field's registration as `intake.{name}`, with how its value is read. */
  register: (options?: { setValueAs: (v: unknown) => unknown }) => UseFormRegisterReturn;
  /** AFFIDAVIT's kinds (services.json `affidavitKinds`), by value. */
  choiceWords: Record<string, Record<string, string>>;
};

/** One field of a service's intake, drawn from its kind: yes/no, a choice, a number, a day, a line or a text. */
export function IntakeFieldInput({ field: f, id, message, register, choiceWords }: Props) {
  const t = useT('serviceOrders');
  const errorId = `${id}-error`;
  const aria = { 'aria-invalid': message ? true : undefined, 'aria-describedby': message ? errorId : `${id}-hint` };
  const title = (
    <>
      {t(`form.fields.${f.name}.label`)}
      {!f.required && <span className="ml-1 font-normal text-slate-500">{t('form.optional')}</span>}
    </>
  );
  if (f.kind === 'yes-no')
    return (
      <fieldset aria-describedby={`${id}-hint`}>
        <legend className={FIELD_LABEL}>{title}</legend>
        <p id={`${id}-hint`} className={FIELD_HINT}>
          {t(`form.fields.${f.name}.hint`)}
        </p>
        <div className="mt-2 grid grid-cols-2 gap-2 sm:flex">
          {(['false', 'true'] as const).map((v) => (
            <label
              key={v}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-slate-300 px-3 py-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary-50"
            >
              <input type="radio" value={v} {...register({ setValueAs: yesNo })} />
              {t(v === 'true' ? 'form.yes' : 'form.no')}
            </label>
          ))}
        </div>
        <FieldProblem message={message} id={errorId} />
      </fieldset>
    );
  return (
    <div>
      <label htmlFor={id} className={FIELD_LABEL}>
        {title}
      </label>
      <p id={`${id}-hint`} className={FIELD_HINT}>
        {t(`form.fields.${f.name}.hint`)}
      </p>
      {f.kind === 'choice' ? (
        <select id={id} className="input mt-1.5" {...aria} {...register({ setValueAs: textOrNothing })}>
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
          {...register({ setValueAs: numberOrNothing })}
        />
      ) : f.kind === 'day' ? (
        <input id={id} type="date" className="input mt-1.5" {...aria} {...register()} />
      ) : f.kind === 'line' ? (
        <input id={id} type="text" maxLength={f.max} className="input mt-1.5" {...aria} {...register()} />
      ) : (
        <textarea id={id} rows={4} maxLength={f.max} className="input mt-1.5" {...aria} {...register()} />
      )}
      <FieldProblem message={message} id={errorId} />
    </div>
  );
}
