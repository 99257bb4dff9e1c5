'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { reportApi, useAdminAction } from '@/lib/api/admin';
import type { ReportTargetKind } from '@/lib/dto/admin';
import { useT } from '@/lib/i18n/client';
import { useFailureText } from '@/components/ui/form-messages';

/** Why a review or profile should be looked at; sent to the moderation queue. */
export function ReportForm({ kind, id, backHref }: { kind: ReportTargetKind; id: string; backHref: string }) {
  const fieldId = useId();
  const t = useT('account');
  const say = useFailureText();
  const [reason, setReason] = useState('');
  // Words typed before the page came alive (a slow phone, a loaded machine) are in the box but not in
  // the state, and "Send report" stayed disabled with the text in view (admin-console e2e, CI with two
  // CPUs kept busy): the state takes them up once React runs.
  const box = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    const typed = box.current?.value;
    if (typed) setReason(typed);
  }, []);
  const send = useAdminAction((text: string) => reportApi.send({ target_type: kind, target_id: id, reason: text }));
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
        event.preventDefault();
        if (reason.trim()) send.mutate(reason.trim());
      }}
    >
      <label htmlFor={fieldId} className="text-sm font-medium text-slate-800">
        {t('report.label')}
      </label>
      <textarea
        ref={box}
        id={fieldId}
        className="input"
        rows={4}
        maxLength={1000}
        required
        value={reason}
        onChange={(e) => setReason(e.target.value)}
      />
      {send.error ? (
        <p role="alert" className="text-sm text-red-700">
          {say(send.error)}
        </p>
      ) : null}
      <div className="flex gap-2">
        <button type="submit" className="btn-primary" disabled={send.isPending || !reason.trim()}>
          {t('report.send')}
        </button>
        <a href={backHref} className="btn-ghost">
          {t('report.cancel')}
        </a>
      </div>
    </form>
  );
}
