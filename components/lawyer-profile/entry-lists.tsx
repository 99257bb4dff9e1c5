'use client';

import { GraduationCap, Briefcase, Pencil, Trash2 } from 'lucide-react';
import Link from 'next/link';
import { lawyerProfileApi, useOwnProfile, useProfileSave } from '@/lib/api/lawyer-profile';
import type { LawyerOwnProfile } from '@/lib/dto/lawyer-profile';
import { PROFILE_TOASTS } from '@/lib/validation/lawyer-profile';
import { EditorCard } from './fields';
import { EducationForm, WorkExperienceForm } from './entry-forms';

const years = (start: number, end: number | null) => `${start} – ${end ?? 'present'}`;

function Row({ icon, title, subtitle, meta, editHref, onDelete, deleting }: {
  icon: React.ReactNode; title: string; subtitle: string; meta: string; editHref: string; onDelete: () => void; deleting: boolean;
}) {
  return (
    <li className="flex items-start gap-3 py-4">
      <span className="mt-0.5 grid h-9 w-9 shrink-0 place-items-center rounded-full bg-primary-50 text-primary-700">{icon}</span>
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-slate-900">{title}</p>
        <p className="text-sm text-slate-700">{subtitle}</p>
        <p className="text-sm text-slate-500">{meta}</p>
      </div>
      <div className="flex shrink-0 gap-1">
        <Link href={editHref} className="btn-ghost h-10 w-10 p-0" aria-label={`Edit ${title}`}>
          <Pencil className="h-4 w-4" aria-hidden="true" />
        </Link>
        <button type="button" onClick={onDelete} disabled={deleting} className="btn-ghost h-10 w-10 p-0 text-red-700" aria-label={`Delete ${title}`}>
          <Trash2 className="h-4 w-4" aria-hidden="true" />
        </button>
      </div>
    </li>
  );
}

export function EducationEditor({ initial }: { initial: LawyerOwnProfile }) {
  const { data: profile } = useOwnProfile(initial);
  const remove = useProfileSave(lawyerProfileApi.deleteEducation, PROFILE_TOASTS.failed);
  return (
    <div className="space-y-6">
      <EditorCard title="Education" description="At least one is needed before clients can find you.">
        {profile.education.length ? (
          <ul className="divide-y divide-slate-200">
            {profile.education.map((e) => (
              <Row
                key={e._id}
                icon={<GraduationCap className="h-4 w-4" aria-hidden="true" />}
                title={e.school}
                subtitle={`${e.degree}${e.honours ? `, ${e.honours}` : ''}`}
                meta={years(e.start_year, e.end_year)}
                editHref={`/lawyer-portal/profile/education/${e._id}/edit`}
                onDelete={() => {
                  if (window.confirm(`Delete ${e.school}?`)) remove.mutate(e._id);
                }}
                deleting={remove.isPending}
              />
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-600">No education yet.</p>
        )}
      </EditorCard>
      <EditorCard title="Add education">
        <EducationForm />
      </EditorCard>
    </div>
  );
}

export function WorkExperienceEditor({ initial }: { initial: LawyerOwnProfile }) {
  const { data: profile } = useOwnProfile(initial);
  const remove = useProfileSave(lawyerProfileApi.deleteWork, PROFILE_TOASTS.failed);
  return (
    <div className="space-y-6">
      <EditorCard title="Work experience" description="At least one is needed before clients can find you.">
        {profile.work_experience.length ? (
          <ul className="divide-y divide-slate-200">
            {profile.work_experience.map((w) => (
              <Row
                key={w._id}
                icon={<Briefcase className="h-4 w-4" aria-hidden="true" />}
                title={w.title}
                subtitle={`${w.organization}${w.location ? ` · ${w.location}` : ''}`}
                meta={years(w.start_year, w.end_year)}
                editHref={`/lawyer-portal/profile/work-experience/${w._id}/edit`}
                onDelete={() => {
                  if (window.confirm(`Delete ${w.title} at ${w.organization}?`)) remove.mutate(w._id);
                }}
                deleting={remove.isPending}
              />
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-600">No work experience yet.</p>
        )}
      </EditorCard>
      <EditorCard title="Add work experience">
        <WorkExperienceForm />
      </EditorCard>
    </div>
  );
}
