'use client';

import { useEffect, useId, useRef } from 'react';
import { useActionForm } from '@/components/forms/use-action-form';
import { reportApi, useAdminAction } from '@/lib/api/admin';
import type { ReportTargetKind } from '@/lib/dto/admin';
import { useT } from '@/lib/i18n/client';

/** Why a review or profile should be looked at; sent to the moderation queue. */
export function ReportForm({ kind, id, backHref }: { kind: ReportTargetKind; id: string; backHref: string }) {
  const fieldId = useId();
  const t = useT('account');
  const send = useAdminAction((text: string) => reportApi.send({ target_type: kind, target_id: id, reason: text }));
  // The refusal is said beside the button, not in a toast: the reader is on this one box.
  const { form, submit, pending, failure } = useActionForm<{ reason: string }>({
    action: ({ reason }) => send.mutateAsync(reason.trim()),
    failureShown: 'inline',
  });
  const reason = form.watch('reason') ?? '';
  // Words typed before the page came alive (a slow phone, a loaded machine) are in the box but not in
  // the form, and "Send report" stayed disabled with the text in view (admin-console e2e, CI with two
  // CPUs kept busy): the form takes them up once React runs.
  const box = useRef<HTMLTextAreaElement | null>(null);
  useEffect(() => {
    const typed = box.current?.value;
    if (typed) form.setValue('reason', typed);
  }, [form]);
  const field = form.register('reason');
  if (send.isSuccess) {
    return (
      <div role="status" className="mt-4 rounded-md bg-primary-50 p-4 text-primary-900">
        <p>{t('report.sent')}</p>
        <a href={backHref} className="btn-outline mt-3">
          {t('report.back')}
        </a>
      </div>
    );
  }
  return (
    <form
      method="post"
      className="mt-4 flex flex-col gap-3"
      onSubmit={(event) => {
        // Blank words are not a report: the button waits for some, and Enter sends none.
        if (!reason.trim()) return event.preventDefault();
        void submit(event);
      }}
    >
      <label htmlFor={fieldId} className="text-sm font-medium text-slate-800">
        {t('report.label')}
      </label>
      <textarea
        id={fieldId}
        className="input"
        rows={4}
        maxLength={1000}
        required
        {...field}
        ref={(element) => {
          field.ref(element);
          box.current = element;
        }}
      />
      {failure ? (
        <p role="alert" className="text-sm text-red-700">
          {failure}
        </p>
      ) : null}
      <div className="flex gap-2">
        <button type="submit" className="btn-primary" disabled={pending || !reason.trim()}>
          {t('report.send')}
        </button>
        <a href={backHref} className="btn-ghost">
          {t('report.cancel')}
        </a>
      </div>
    </form>
  );
}
