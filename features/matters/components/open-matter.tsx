'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { FolderOpen } from 'lucide-react';
import { useState } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { mattersApi, useMatterDraft, useMatterStep } from '@/features/matters/api/matters';
import { useHref, useT } from '@/lib/i18n/client';
import { MATTER_LIMITS, type MatterSourceKind } from '@/features/matters/rules/matters';
import { Field, SheetForm } from './sheet';

const MATTERS = '/lawyer-portal/matters';

/**
 * "Open a matter" on the lawyer's consultation, work item, service order or written question: one button,
 * then a short form (the title prefilled, the client and the problem shown, court, case number and branch
 * optional). Once a matter is open on the source, the button is "View matter". Nothing shows when the
 * server says the source cannot have one (not this lawyer's, or not yet done).
 */
export function OpenMatter({ kind, sourceId }: { kind: MatterSourceKind; sourceId: string }) {
  const t = useT('matters');
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
    <SheetForm
      open={open}
      setOpen={setOpen}
      pending={step.isPending}
      onOpen={() => setFields({ title: d.title, court: '', case_number: '', branch: '' })}
      trigger={
        <button type="button" className="btn-primary">
          <FolderOpen className="h-4 w-4" aria-hidden="true" />
          {t('open.button')}
        </button>
      }
      title={t('open.title')}
      description={t('open.explain')}
      action={() => step.mutateAsync(undefined)}
      done={t('open.done')}
      then={(opened) => router.push(href(`${MATTERS}/${opened._id}`))}
      submitLabel={t('open.confirm')}
      canSubmit={Boolean(fields.title.trim())}
    >
      <div className="mb-4 flex items-center gap-3 rounded-xl bg-slate-50 p-3">
        <Avatar src={d.client.picture_url} name={d.client.name} size={40} />
        <div className="min-w-0 text-sm">
          <p className="text-xs text-slate-600">{t('head.client')}</p>
          <p className="font-medium text-slate-900">{d.client.name}</p>
          {d.problem && <p className="mt-0.5 line-clamp-2 text-slate-700">{d.problem}</p>}
        </div>
      </div>
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
    </SheetForm>
  );
}
