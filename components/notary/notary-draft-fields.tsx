'use client';

import { useFailureText } from '@/components/ui/form-messages';
import { useT } from '@/lib/i18n/client';
import { notaryDraftSchema, type NotaryDraft, type NotaryDraftService } from '@/lib/validation/notary-draft';

/** The form's fields per service, in the order the draft reads them (textareas for the long ones). */
const FIELDS: Record<NotaryDraftService, { name: string; long?: boolean; date?: boolean; max: number }[]> = {
  'affidavit-of-loss': [
    { name: 'full_name', max: 120 },
    { name: 'citizenship_status', max: 80 },
    { name: 'address', max: 200 },
    { name: 'item', max: 200 },
    { name: 'lost_on', date: true, max: 10 },
    { name: 'lost_where', max: 200 },
    { name: 'circumstances', long: true, max: 1000 },
    { name: 'purpose', max: 200 },
  ],
  'special-power-of-attorney': [
    { name: 'full_name', max: 120 },
    { name: 'citizenship_status', max: 80 },
    { name: 'address', max: 200 },
    { name: 'agent_name', max: 120 },
    { name: 'agent_address', max: 200 },
    { name: 'powers', long: true, max: 1000 },
  ],
};

export type DraftValues = Record<string, string>;

/** Checks the form with the draft's one schema (lib/validation/notary-draft.ts): the draft, or each field's first refusal. */
export function checkDraft(service: NotaryDraftService, values: DraftValues): { draft: NotaryDraft } | { errors: Record<string, string> } {
  const parsed = notaryDraftSchema.safeParse({
    service,
    ...Object.fromEntries(FIELDS[service].map((f) => [f.name, values[f.name] ?? ''])),
  });
  if (parsed.success) return { draft: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { errors };
}

/**
 * Issue 43, the prepared draft (optional): the fields of an affidavit of loss or an SPA the client
 * fills in when booking, from which the draft is printed to bring unsigned.
 */
export function NotaryDraftFields({
  service,
  values,
  errors,
  onChange,
}: {
  service: NotaryDraftService;
  values: DraftValues;
  errors: Record<string, string>;
  onChange: (values: DraftValues) => void;
}) {
  const t = useT('notary');
  const errorText = useFailureText();
  return (
    <fieldset className="mt-3 space-y-3 rounded-md bg-slate-50 p-3" data-testid="notary-draft-fields">
      <legend className="font-medium text-slate-900">{t('draft.heading')}</legend>
      <p className="text-sm text-slate-700">{t('draft.note')}</p>
      {FIELDS[service].map((field) => {
        const id = `draft-${field.name}`;
        const error = errors[field.name];
        const common = {
          id,
          name: field.name,
          className: 'input mt-1 w-full',
          value: values[field.name] ?? '',
          maxLength: field.max,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? `${id}-error` : undefined,
        };
        return (
          <div key={field.name}>
            <label htmlFor={id} className="block text-sm font-medium text-slate-800">
              {t(`draft.${field.name}`)}
            </label>
            {field.long ? (
              <textarea {...common} rows={3} onChange={(e) => onChange({ ...values, [field.name]: e.target.value })} />
            ) : (
              <input
                {...common}
                type={field.date ? 'date' : 'text'}
                onChange={(e) => onChange({ ...values, [field.name]: e.target.value })}
              />
            )}
            {error && (
              <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
                {errorText(error)}
              </p>
            )}
          </div>
        );
      })}
    </fieldset>
  );
}
