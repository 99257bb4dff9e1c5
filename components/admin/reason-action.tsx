'use client';

import { useRouter } from 'next/navigation';
import { useId, useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { useActionForm } from '@/components/forms/use-action-form';
import { useAdminAction } from '@/lib/api/admin';
import { useWords } from '@/lib/i18n/context';

type Props = {
  /** The button that opens the form, e.g. "Reject". */
  label: string;
  /** Accessible context, e.g. "Reject Juan Luna". */
  ariaLabel?: string;
  /** The text field's label ("Reason", "Refund reference" …). */
  fieldLabel: string;
  /** A reason the owner is told must be given; an approval's note may stay empty. */
  required?: boolean;
  multiline?: boolean;
  placeholder?: string;
  confirmLabel: string;
  tone?: 'primary' | 'danger';
  success: string;
  run: (value: string) => Promise<unknown>;
  children?: ReactNode;
};

const toneClass = { primary: 'btn-primary', danger: 'btn bg-red-700 text-white hover:bg-red-800 focus-visible:outline-red-700' } as const;

/**
 * One console action that needs words: a button opens an inline form (the reason, the refund
 * reference), the call runs, the server-rendered page refreshes. Errors stay beside the form.
 */
export function ReasonAction({
  label,
  ariaLabel,
  fieldLabel,
  required = true,
  multiline = true,
  placeholder,
  confirmLabel,
  tone = 'primary',
  success,
  run,
}: Props) {
  const router = useRouter();
  const words = useWords('admin');
  const id = useId();
  const [open, setOpen] = useState(false);
  const action = useAdminAction(run);
  // The refusal is the mutation's, said beside the form as the server worded it (the console is English).
  const { form, submit } = useActionForm<{ value: string }>({
    defaultValues: { value: '' },
    action: ({ value }) => action.mutateAsync(value.trim()),
    done: success,
    onDone: () => {
      setOpen(false);
      form.reset();
      router.refresh();
    },
    failureShown: 'inline',
  });
  const value = form.watch('value');
  if (!open) {
    return (
      <button
        type="button"
        className={tone === 'danger' ? 'btn-outline !border-red-700 !text-red-800 hover:!bg-red-50' : 'btn-outline'}
        aria-label={ariaLabel}
        onClick={() => setOpen(true)}
      >
        {label}
      </button>
    );
  }
  const Field = multiline ? 'textarea' : 'input';
  return (
    <form method="post" className="flex w-full min-w-[14rem] flex-col gap-2" onSubmit={submit}>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {fieldLabel}
      </label>
      <Field
        id={id}
        className="input text-sm"
        rows={multiline ? 3 : undefined}
        required={required}
        maxLength={1000}
        placeholder={placeholder}
        {...form.register('value')}
      />
      {action.error ? (
        <p role="alert" className="text-sm text-red-700">
          {action.error.message}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={toneClass[tone]} disabled={action.isPending || (required && !value.trim())}>
          {confirmLabel}
        </button>
        <button type="button" className="btn-ghost" onClick={() => setOpen(false)}>
          {words('reason.cancel')}
        </button>
      </div>
    </form>
  );
}

/** A one-click console action (approve, resend) with its own error line. */
export function QuickAction({
  label,
  ariaLabel,
  success,
  run,
}: {
  label: string;
  ariaLabel?: string;
  success: string;
  run: () => Promise<unknown>;
}) {
  const router = useRouter();
  const action = useAdminAction(run);
  return (
    <span className="inline-flex flex-col gap-1">
      <button
        type="button"
        className="btn-primary"
        aria-label={ariaLabel}
        disabled={action.isPending}
        onClick={() =>
          action.mutate(undefined, {
            onSuccess: () => {
              toast.success(success);
              router.refresh();
            },
          })
        }
      >
        {label}
      </button>
      {action.error ? (
        <span role="alert" className="text-sm text-red-700">
          {action.error.message}
        </span>
      ) : null}
    </span>
  );
}
