'use client';

import { useId } from 'react';
import { useT } from '@/lib/i18n/client';

export type SummaryField = { name: string; label: string };

/** The message react-hook-form holds for a field (its own, or the first of an array's items). */
function messageOf(errors: Record<string, unknown>, name: string): string | undefined {
  const error = errors[name] as { message?: unknown; root?: { message?: unknown } } | unknown[] | undefined;
  if (!error) return undefined;
  if (Array.isArray(error)) return (error.find(Boolean) as { message?: string } | undefined)?.message;
  const message = error.message ?? error.root?.message;
  return typeof message === 'string' ? message : undefined;
}

/**
 * A failed submit's list: each field that needs attention by its label, as a button that takes the
 * focus there. The messages stay beside their fields, in the spec's exact words ("Please provide a
 * value." eleven times on an empty lawyer sign-up named no field), tied to each field by its label and
 * aria-describedby; the list names the fields without repeating them (issue 45). `fields` in the
 * form's order; fields without an error are left out.
 */
export function FormErrorSummary({
  errors,
  fields,
  onPick,
}: {
  errors: Record<string, unknown>;
  fields: SummaryField[];
  onPick: (name: string) => void;
}) {
  const id = useId();
  const t = useT('common');
  const items = fields.filter((f) => messageOf(errors, f.name));
  if (!items.length) return null;
  return (
    <div
      role="alert"
      aria-labelledby={`${id}-title`}
      data-testid="form-error-summary"
      className="rounded-lg bg-red-50 p-3 text-sm ring-1 ring-red-200"
    >
      <p id={`${id}-title`} className="font-semibold text-red-800">
        {t('form.checkFields', { count: items.length })}
      </p>
      <ul className="mt-1 flex flex-wrap gap-x-3 gap-y-1">
        {items.map((item) => (
          <li key={item.name}>
            <button
              type="button"
              onClick={() => onPick(item.name)}
              className="font-medium text-red-800 underline underline-offset-2 hover:text-red-900"
            >
              {item.label}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
