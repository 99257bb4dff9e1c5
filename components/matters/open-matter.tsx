'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { FolderOpen } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Avatar } from '@/components/ui/avatar';
import { useFailureText } from '@/components/ui/form-messages';
import { mattersApi, useMatterDraft, useMatterStep } from '@/lib/api/matters';
import { useHref, useT } from '@/lib/i18n/client';
import { MATTER_LIMITS, type MatterSourceKind } from '@/lib/rules/matters';
import { Field, Sheet } from './sheet';

const MATTERS = '/lawyer-portal/matters';

/**
 * "Open a matter" on the lawyer's consultation, work item, service order or written question: one button,
 * then a short form (the title prefilled, the client and the problem shown, court, case number and branch
 * optional). Once a matter is open on the source, the button is "View matter". Nothing shows when the
 * server says the source cannot have one (not this lawyer's, or not yet done).
 */
export function OpenMatter({ kind, sourceId }: { kind: MatterSourceKind; sourceId: string }) {
  const t = useT('matters');
  const say = useFailureText();
  const href = useHref();
  const router = useRouter();
  const draft = useMatterDraft(kind, sourceId);
  const [open, setOpen] = useState(false);
  const [fields, setFields] = useState({ title: '', court: '', case_number: '', branch: '' });
  const step = useMatterStep(() =>
    mattersApi.open({
      source_kind: kind,
      source_id: sourceId,
      title: fields.title,
      problem: draft.data?.problem ?? undefined,
      court: fields.court,
      case_number: fields.case_number,
      branch: fields.branch,
    }),
  );
  if (!draft.data) return null;
  const d = draft.data;
  if (d.existing_id)
    return (
      <Link href={href(`${MATTERS}/${d.existing_id}`)} className="btn-outline" data-testid="view-matter">
        <FolderOpen className="h-4 w-4" aria-hidden="true" />
        {t('open.view')}
      </Link>
    );
  const set = (key: keyof typeof fields) => (value: string) => setFields((f) => ({ ...f, [key]: value }));
  return (
    <Sheet
      open={open}
      onOpenChange={(next) => {
        if (step.isPending) return;
        if (next) setFields({ title: d.title, court: '', case_number: '', branch: '' });
        setOpen(next);
      }}
      trigger={
        <button type="button" className="btn-primary">
          <FolderOpen className="h-4 w-4" aria-hidden="true" />
          {t('open.button')}
        </button>
      }
      title={t('open.title')}
      description={t('open.explain')}
    >
      <div className="mb-4 flex items-center gap-3 rounded-xl bg-slate-50 p-3">
        <Avatar src={d.client.picture_url} name={d.client.name} size={40} />
        <div className="min-w-0 text-sm">
          <p className="text-xs text-slate-600">{t('head.client')}</p>
          <p className="font-medium text-slate-900">{d.client.name}</p>
          {d.problem && <p className="mt-0.5 line-clamp-2 text-slate-700">{d.problem}</p>}
        </div>
      </div>
      <form
        method="post"
        className="space-y-3"
        onSubmit={async (e) => {
          e.preventDefault();
          try {
            const opened = await step.mutateAsync(undefined);
            toast.success(t('open.done'));
            setOpen(false);
            router.push(href(`${MATTERS}/${opened._id}`));
          } catch (error) {
            toast.error(say(error, t('form.failed')));
          }
        }}
      >
        <Field
          id="open-title"
          label={t('form.title')}
          value={fields.title}
          onChange={set('title')}
          required
          maxLength={MATTER_LIMITS.title}
        />
        <Field
          id="open-court"
          label={t('form.courtOptional')}
          value={fields.court}
          onChange={set('court')}
          maxLength={MATTER_LIMITS.court}
          hint={t('open.courtHint')}
        />
        <div className="grid gap-3 sm:grid-cols-2">
          <Field
            id="open-case"
            label={t('form.caseNumberOptional')}
            value={fields.case_number}
            onChange={set('case_number')}
            maxLength={MATTER_LIMITS.caseNumber}
          />
          <Field
            id="open-branch"
            label={t('form.branchOptional')}
            value={fields.branch}
            onChange={set('branch')}
            maxLength={MATTER_LIMITS.branch}
          />
        </div>
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          <button type="button" className="btn-outline" onClick={() => setOpen(false)} disabled={step.isPending}>
            {t('form.cancel')}
          </button>
          <button type="submit" className="btn-primary" disabled={step.isPending || !fields.title.trim()}>
            {step.isPending ? t('form.saving') : t('open.confirm')}
          </button>
        </div>
      </form>
    </Sheet>
  );
}
