'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useForm } from 'react-hook-form';
import { TextField } from '@/components/auth/text-field';
import { lawyerProfileApi } from '@/lib/api/lawyer-profile';
import { useHref, useT } from '@/lib/i18n/client';
import type { PublicEducation, PublicWorkExperience } from '@/lib/dto/lawyer-profile';
import { educationSchema, workExperienceSchema, type EducationInput, type WorkExperienceInput } from '@/lib/validation/lawyer-profile';
import { SaveBar } from './fields';
import { useProfileResolver } from './profile-messages';
import { useEditorSave } from './use-editor-save';

/** Saves an entry; an edit returns to the section's list, an add clears the form for the next one. */
function useEntrySubmit<V>(mutationFn: (values: V) => ReturnType<typeof lawyerProfileApi.addEducation>, listPath: string, isEdit: boolean) {
  const router = useRouter();
  const href = useHref();
  const save = useEditorSave(mutationFn, 'failed');
  const submit = (values: V, reset: () => void, onDone?: () => void) =>
    save.mutate(values, {
      onSuccess: () => {
        if (isEdit) router.push(href(listPath));
        else reset();
        onDone?.();
      },
    });
  return { save, submit };
}

const blankYear = (y: number | null | undefined) => (y === null || y === undefined ? '' : y) as unknown as number;

/** Add (no `entry`) or edit one education; spec §5: end year after start year, no future year, optional honours. */
export function EducationForm({ entry, onDone }: { entry?: PublicEducation; onDone?: () => void }) {
  const { save, submit } = useEntrySubmit(
    (values: EducationInput) =>
      entry ? lawyerProfileApi.updateEducation({ ...values, _id: entry._id }) : lawyerProfileApi.addEducation(values),
    '/lawyer-portal/profile/education',
    Boolean(entry),
  );
  const t = useT('editor');
  const { register, handleSubmit, formState, reset } = useForm<EducationInput>({
    resolver: useProfileResolver(zodResolver(educationSchema)),
    defaultValues: entry
      ? {
          school: entry.school,
          degree: entry.degree,
          start_year: entry.start_year,
          end_year: blankYear(entry.end_year),
          honours: entry.honours ?? '',
        }
      : { school: '', degree: '', start_year: blankYear(null), end_year: blankYear(null), honours: '' },
  });
  const errors = formState.errors;
  return (
    <form method="post" noValidate onSubmit={handleSubmit((values) => submit(values, reset, onDone))} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('entries.education.school')} registration={register('school')} error={errors.school?.message} />
        <TextField
          label={t('entries.education.degree')}
          registration={register('degree')}
          error={errors.degree?.message}
          placeholder={t('entries.education.degreePlaceholder')}
        />
        <TextField
          label={t('entries.startYear')}
          inputMode="numeric"
          registration={register('start_year')}
          error={errors.start_year?.message}
        />
        <TextField
          label={t('entries.education.endYear')}
          inputMode="numeric"
          registration={register('end_year')}
          error={errors.end_year?.message}
        />
        <TextField
          label={t('entries.education.honours')}
          registration={register('honours')}
          error={errors.honours?.message}
          placeholder={t('entries.education.honoursPlaceholder')}
          className="sm:col-span-2"
        />
      </div>
      <SaveBar pending={save.isPending} label={entry ? t('form.save') : t('entries.education.add')} pendingLabel={t('form.saving')} />
    </form>
  );
}

export function WorkExperienceForm({ entry, onDone }: { entry?: PublicWorkExperience; onDone?: () => void }) {
  const { save, submit } = useEntrySubmit(
    (values: WorkExperienceInput) =>
      entry ? lawyerProfileApi.updateWork({ ...values, _id: entry._id }) : lawyerProfileApi.addWork(values),
    '/lawyer-portal/profile/work-experience',
    Boolean(entry),
  );
  const t = useT('editor');
  const { register, handleSubmit, formState, reset } = useForm<WorkExperienceInput>({
    resolver: useProfileResolver(zodResolver(workExperienceSchema)),
    defaultValues: entry
      ? { ...entry, end_year: blankYear(entry.end_year), location: entry.location ?? '', description: entry.description ?? '' }
      : { title: '', organization: '', location: '', start_year: blankYear(null), end_year: blankYear(null), description: '' },
  });
  const errors = formState.errors;
  return (
    <form method="post" noValidate onSubmit={handleSubmit((values) => submit(values, reset, onDone))} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('entries.work.position')}
          registration={register('title')}
          error={errors.title?.message}
          placeholder={t('entries.work.positionPlaceholder')}
        />
        <TextField label={t('entries.work.organization')} registration={register('organization')} error={errors.organization?.message} />
        <TextField label={t('entries.work.location')} registration={register('location')} error={errors.location?.message} />
        <div className="grid grid-cols-2 gap-4">
          <TextField
            label={t('entries.startYear')}
            inputMode="numeric"
            registration={register('start_year')}
            error={errors.start_year?.message}
          />
          <TextField
            label={t('entries.work.endYear')}
            inputMode="numeric"
            placeholder={t('entries.work.endYearPlaceholder')}
            registration={register('end_year')}
            error={errors.end_year?.message}
          />
        </div>
        <div className="sm:col-span-2">
          <label className="block text-sm font-medium text-slate-800" htmlFor="work-description">
            {t('entries.work.description')}
          </label>
          <textarea id="work-description" rows={3} {...register('description')} className="input mt-1" />
          {errors.description ? <p className="mt-1 text-sm text-red-700">{errors.description.message}</p> : null}
        </div>
      </div>
      <SaveBar pending={save.isPending} label={entry ? t('form.save') : t('entries.work.add')} pendingLabel={t('form.saving')} />
    </form>
  );
}
