'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { ApiError } from '@/lib/api/client';
import { useCancelMeeting } from '@/lib/api/meetings';
import type { MeetingDetailDto } from '@/lib/dto/meeting';
import { lazyZodResolver } from '@/components/ui/lazy-resolver';
import type { CancelInput } from '@/lib/validation/meetings';
import { useT } from '@/lib/i18n/client';
import { useFailureText } from '@/components/ui/form-messages';
import { rulesOfWire } from '@/lib/rules/meeting-kinds';

const validateCancel = lazyZodResolver<CancelInput>(() => import('@/lib/validation/meetings').then((m) => m.cancelSchema));

/**
 * Cancel with the consequences in view: the dialog says what the cancellation policy gives now — the
 * server's own answer for this meeting (`meeting.cancellation`), not one worked out here — asks for an
 * optional reason, and sends back the refund it showed, so a refund that changed meanwhile is refused
 * and shown again instead of applied unseen.
 */
export function CancelDialog({ meeting }: { meeting: MeetingDetailDto }) {
  const [open, setOpen] = useState(false);
  const cancel = useCancelMeeting(meeting._id);
  const t = useT('meetings');
  const say = useFailureText();
  const form = useForm<CancelInput>({ resolver: validateCancel, defaultValues: { reason: '' } });
  const preview = meeting.cancellation;
  if (!preview) return null;
  // An office visit is an appointment, not a meeting: its own words for the button, title and toast.
  const words = rulesOfWire(meeting).texts.cancelDialog;
  const full = preview.refund === 'FULL';
  const reasonMessage = form.formState.errors.reason?.message;
  const reasonError = reasonMessage && say(reasonMessage);

  const submit = form.handleSubmit(async ({ reason }) => {
    try {
      await cancel.mutateAsync({ reason: reason?.trim() || undefined, expect_refund: preview.refund });
      toast.success(t(`${words}.done`));
      setOpen(false);
    } catch (error) {
      // The server's reason, in the page's language: a refund that changed (the meeting is fetched again and the
      // dialog stays open on the new answer) or a meeting no longer cancellable (cancelled meanwhile: the dialog goes).
      toast.error(error instanceof ApiError ? say(error, t('cancel.failed')) : t('cancel.failed'));
    }
  });

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !cancel.isPending && setOpen(next)}>
      <Dialog.Trigger asChild>
        <button type="button" className="btn-ghost text-red-700">
          {t(`${words}.open`)}
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content className="fixed inset-x-0 bottom-0 z-50 max-h-[90dvh] overflow-y-auto rounded-t-2xl bg-white p-5 shadow-xl focus:outline-none sm:inset-auto sm:left-1/2 sm:top-1/2 sm:w-[min(28rem,calc(100vw-2rem))] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl sm:p-6">
          <Dialog.Title className="text-lg font-semibold text-slate-900">{t(`${words}.title`)}</Dialog.Title>
          <Dialog.Description asChild>
            <div className="mt-3 flex flex-col gap-2 text-sm text-slate-700">
              <p
                data-testid="cancel-refund"
                data-refund={preview.refund}
                className={`rounded-lg px-3 py-2 text-base font-semibold ${full ? 'bg-primary-50 text-primary-900' : 'bg-amber-50 text-amber-900'}`}
              >
                {preview.summary}
              </p>
              <p>{preview.detail}</p>
              <p>{t('cancel.released')}</p>
            </div>
          </Dialog.Description>
          <form method="post" onSubmit={submit} className="mt-4">
            <label htmlFor="cancel-reason" className="block text-sm font-medium text-slate-800">
              {t('cancel.reason')}
            </label>
            <textarea
              id="cancel-reason"
              rows={3}
              className="input mt-1"
              aria-invalid={Boolean(reasonError)}
              aria-describedby={reasonError ? 'cancel-reason-error' : undefined}
              {...form.register('reason')}
            />
            {reasonError && (
              <p id="cancel-reason-error" role="alert" className="mt-1 text-sm text-red-700">
                {reasonError}
              </p>
            )}
            <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Dialog.Close asChild>
                <button type="button" className="btn-outline" disabled={cancel.isPending}>
                  {t(`${words}.keep`)}
                </button>
              </Dialog.Close>
              <button type="submit" className="btn-primary bg-red-700 hover:bg-red-600" disabled={cancel.isPending}>
                {cancel.isPending ? t('cancel.cancelling') : t(`${words}.open`)}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
