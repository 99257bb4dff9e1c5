'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useActionForm } from '@/components/forms/use-action-form';
import { useT } from '@/lib/i18n/client';

/**
 * The matter pages' one dialog: a sheet from the bottom on a phone, a centred card from sm up (as the
 * meeting's cancel dialog). The caller holds `open` so a pending request keeps it up.
 */
function Sheet({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger?: ReactNode;
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  const t = useT('matters');
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger && <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>}
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content className="fixed inset-x-0 bottom-0 z-50 max-h-[90dvh] overflow-y-auto rounded-t-2xl bg-white p-5 shadow-xl focus:outline-none sm:inset-auto sm:left-1/2 sm:top-1/2 sm:w-[min(32rem,calc(100vw-2rem))] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl sm:p-6">
          <div className="flex items-start justify-between gap-3">
            <Dialog.Title className="text-lg font-semibold text-slate-900">{title}</Dialog.Title>
            <Dialog.Close
              className="-m-1 rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-800"
              aria-label={t('form.close')}
            >
              <X className="h-5 w-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          {description ? (
            <Dialog.Description asChild>
              <div className="mt-2 text-sm text-slate-700">{description}</div>
            </Dialog.Description>
          ) : (
            <Dialog.Description className="sr-only">{title}</Dialog.Description>
          )}
          <div className="mt-4">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/**
 * A Sheet holding one form, as every matter dialog is (open, edit, close, change or cancel a hearing): submit
 * runs `action`, says `done`, closes and hands its result to `then`; a failure says why and keeps the sheet
 * open. While `pending` the sheet stays up and its buttons wait.
 */
export function SheetForm<T>({
  open,
  setOpen,
  pending,
  onOpen,
  trigger,
  title,
  description,
  action,
  done,
  then,
  submitLabel,
  pendingLabel,
  cancelLabel,
  canSubmit = true,
  danger = false,
  children,
}: {
  open: boolean;
  setOpen: (open: boolean) => void;
  pending: boolean;
  /** Fills the form afresh each time the sheet opens. */
  onOpen?: () => void;
  trigger: ReactNode;
  title: string;
  description?: ReactNode;
  action: () => Promise<T>;
  done: string;
  then?: (result: T) => void;
  submitLabel?: string;
  pendingLabel?: string;
  cancelLabel?: string;
  canSubmit?: boolean;
  danger?: boolean;
  children?: ReactNode;
}) {
  const t = useT('matters');
  // The fields live in the caller's state (each sheet fills them on open): the kit holds no values here,
  // only the one submit path — once, said, closed and handed on; a failure said and the sheet kept.
  const kit = useActionForm<Record<string, never>, T>({
    action: () => action(),
    done,
    onDone: (result) => {
      setOpen(false);
      then?.(result);
    },
    failure: t('form.failed'),
  });
  const waiting = pending || kit.pending;
  return (
    <Sheet
      open={open}
      onOpenChange={(next) => {
        if (waiting) return;
        if (next) onOpen?.();
        setOpen(next);
      }}
      trigger={trigger}
      title={title}
      description={description}
    >
      <form method="post" className="space-y-3" onSubmit={kit.submit}>
        {children}
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          <button type="button" className="btn-outline" onClick={() => setOpen(false)} disabled={waiting}>
            {cancelLabel ?? t('form.cancel')}
          </button>
          <button
            type="submit"
            className={danger ? 'btn-primary bg-red-700 hover:bg-red-600' : 'btn-primary'}
            disabled={waiting || !canSubmit}
          >
            {waiting ? (pendingLabel ?? t('form.saving')) : (submitLabel ?? t('form.save'))}
          </button>
        </div>
      </form>
    </Sheet>
  );
}

/** A labelled text field of the matter forms. */
export function Field({
  id,
  label,
  value,
  onChange,
  type = 'text',
  required,
  maxLength,
  hint,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'date' | 'time' | 'number';
  required?: boolean;
  maxLength?: number;
  hint?: string;
}) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={id}
        type={type}
        className="input mt-1"
        value={value}
        required={required}
        maxLength={maxLength}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
    </div>
  );
}

/** "Share with the client", checked unless the lawyer keeps the entry to themselves. */
export function ShareBox({ id, shared, onChange }: { id: string; shared: boolean; onChange: (v: boolean) => void }) {
  const t = useT('matters');
  return (
    <label htmlFor={id} className="flex items-start gap-2 text-sm text-slate-800">
      <input
        id={id}
        type="checkbox"
        className="mt-0.5 h-4 w-4 rounded border-slate-300 text-primary"
        checked={shared}
        onChange={(e) => onChange(e.target.checked)}
      />
      <span>
        {t('composer.share')}
        {!shared && <span className="block text-xs text-amber-800">{t('composer.privateNote')}</span>}
      </span>
    </label>
  );
}
