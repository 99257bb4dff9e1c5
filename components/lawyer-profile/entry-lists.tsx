'use client';

import { GraduationCap, Briefcase, Pencil, Trash2 } from 'lucide-react';
import Link from 'next/link';
import { lawyerProfileApi, useOwnProfile } from '@/lib/api/lawyer-profile';
import type { LawyerOwnProfile, ProfileSaveResponse } from '@/lib/dto/lawyer-profile';
import { useHref, useT, type Translate } from '@/lib/i18n/client';
import { EditorCard } from './fields';
import { EducationForm, WorkExperienceForm } from './entry-forms';
import { useEditorSave } from './use-editor-save';

// Years as text: a number argument would be formatted with a thousands separator ("2,015").
const years = (t: Translate, start: number, end: number | null) =>
  t('entries.years', { start: String(start), end: end === null ? t('entries.present') : String(end) });

function Row({
  icon,
  title,
  subtitle,
  meta,
  editHref,
  onDelete,
  deleting,
}: {
  icon: React.ReactNode;
  title: string;
  subtitle: string;
  meta: string;
  editHref: string;
  onDelete: () => void;
  deleting: boolean;
}) {
  const t = useT('editor');
  return (
    <li className="flex items-start gap-3 py-4">
      <span className="mt-0.5 grid h-9 w-9 shrink-0 place-items-center rounded-full bg-primary-50 text-primary-700">{icon}</span>
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-slate-900">{title}</p>
        <p className="text-sm text-slate-700">{subtitle}</p>
        <p className="text-sm text-slate-500">{meta}</p>
      </div>
      <div className="flex shrink-0 gap-1">
        <Link href={editHref} className="btn-ghost h-10 w-10 p-0" aria-label={t('entries.edit', { title })}>
          <Pencil className="h-4 w-4" aria-hidden="true" />
        </Link>
        <button
          type="button"
          onClick={onDelete}
          disabled={deleting}
          className="btn-ghost h-10 w-10 p-0 text-red-700"
          aria-label={t('entries.delete', { title })}
        >
          <Trash2 className="h-4 w-4" aria-hidden="true" />
        </button>
      </div>
    </li>
  );
}

type RowView = { _id: string; title: string; subtitle: string; meta: string; confirm: string };

/** A list section (spec §7 add / edit / delete by id): its entries, each with edit and delete, and the add form. */
function EntryListEditor({
  title,
  icon,
  rows,
  editBase,
  remove,
  empty,
  addTitle,
  addForm,
}: {
  title: string;
  icon: React.ReactNode;
  rows: RowView[];
  editBase: string;
  remove: (id: string) => Promise<ProfileSaveResponse<{ _id: string }>>;
  empty: string;
  addTitle: string;
  addForm: React.ReactNode;
}) {
  const t = useT('editor');
  const href = useHref();
  const removal = useEditorSave(remove, 'failed');
  return (
    <div className="space-y-6">
      <EditorCard title={title} description={t('entries.needOne')}>
        {rows.length ? (
          <ul className="divide-y divide-slate-200">
            {rows.map((r) => (
              <Row
                key={r._id}
                icon={icon}
                title={r.title}
                subtitle={r.subtitle}
                meta={r.meta}
                editHref={href(`${editBase}/${r._id}/edit`)}
                onDelete={() => {
                  if (window.confirm(r.confirm)) removal.mutate(r._id);
                }}
                deleting={removal.isPending}
              />
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-600">{empty}</p>
        )}
      </EditorCard>
      <EditorCard title={addTitle}>{addForm}</EditorCard>
    </div>
  );
}

export function EducationEditor({ initial }: { initial: LawyerOwnProfile }) {
  const { data: profile } = useOwnProfile(initial);
  const t = useT('editor');
  return (
    <EntryListEditor
      title={t('entries.education.title')}
      icon={<GraduationCap className="h-4 w-4" aria-hidden="true" />}
      rows={profile.education.map((e) => ({
        _id: e._id,
        title: e.school,
        subtitle: `${e.degree}${e.honours ? `, ${e.honours}` : ''}`,
        meta: years(t, e.start_year, e.end_year),
        confirm: t('entries.education.confirmDelete', { school: e.school }),
      }))}
      editBase="/lawyer-portal/profile/education"
      remove={lawyerProfileApi.deleteEducation}
      empty={t('entries.education.empty')}
      addTitle={t('entries.education.add')}
      addForm={<EducationForm />}
    />
  );
}

export function WorkExperienceEditor({ initial }: { initial: LawyerOwnProfile }) {
  const { data: profile } = useOwnProfile(initial);
  const t = useT('editor');
  return (
    <EntryListEditor
      title={t('entries.work.title')}
      icon={<Briefcase className="h-4 w-4" aria-hidden="true" />}
      rows={profile.work_experience.map((w) => ({
        _id: w._id,
        title: w.title,
        subtitle: `${w.organization}${w.location ? ` · ${w.location}` : ''}`,
        meta: years(t, w.start_year, w.end_year),
        confirm: t('entries.work.confirmDelete', { title: w.title, organization: w.organization }),
      }))}
      editBase="/lawyer-portal/profile/work-experience"
      remove={lawyerProfileApi.deleteWork}
      empty={t('entries.work.empty')}
      addTitle={t('entries.work.add')}
      addForm={<WorkExperienceForm />}
    />
  );
}
