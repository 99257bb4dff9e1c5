'use client';

import { useId, useMemo, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { TextField } from '@/components/auth/text-field';
import { lazyZodResolver } from '@/components/ui/lazy-resolver';
import { lawyerProfileApi, useOwnProfile } from '@/lib/api/lawyer-profile';
import { useT } from '@/lib/i18n/client';
import type { LawyerOwnProfile } from '@/lib/dto/lawyer-profile';
import { AREAS_OF_PRACTICE } from '@/lib/reference/areas';
import { LANGUAGES } from '@/lib/reference/languages';
import { SEARCH_REGIONS } from '@/lib/reference/regions';
import type { BasicInfoInput } from '@/lib/validation/lawyer-profile';
import { ABOUT_MAX, ABOUT_MIN } from '@/lib/validation/lawyer-profile-limits';
import { CheckboxGroup, CountedTextArea, EditorCard, SaveBar, SelectField, fieldError } from './fields';
import { PictureUpload } from './picture-upload';
import { ProblemsPicker } from './problems-picker';
import { useProfileResolver } from './profile-messages';
import { SpecializationsField } from './specializations-field';
import { useEditorSave } from './use-editor-save';
import { FormErrorSummary } from '@/components/ui/form-error-summary';
import { SUMMARY_FIELDS } from './basic-info-fields';

const SPECIALIZATIONS_MAX = 10;

/** The form's zod schema loads when it first validates, not with the page (issue 28). */
const validateBasicInfo = lazyZodResolver<BasicInfoInput>(() => import('@/lib/validation/lawyer-profile').then((m) => m.basicInfoSchema));

export function BasicInfoForm({ initial }: { initial: LawyerOwnProfile }) {
  const { data: profile } = useOwnProfile(initial);
  const t = useT('editor');
  const areaText = useT('search');
  const save = useEditorSave(lawyerProfileApi.basicInfo, 'basicInfoFailed');
  const summaryFields = useMemo(() => SUMMARY_FIELDS.map((f) => ({ ...f, label: t(`basicInfo.${f.label}`) })), [t]);
  const { register, handleSubmit, control, setValue, setFocus, getValues, formState } = useForm<BasicInfoInput>({
    resolver: useProfileResolver(validateBasicInfo),
    defaultValues: { ...initial.basic_info, bar_year: initial.basic_info.bar_year ?? undefined },
  });
  const errors = formState.errors;
  const [about, areas, problems, specializations] = useWatch({ control, name: ['about', 'areas', 'legal_problems', 'specializations'] });
  const [specialization, setSpecialization] = useState('');
  const specializationInput = useRef<HTMLInputElement>(null);
  const problemsBox = useRef<HTMLFieldSetElement>(null);
  const ids = useId();

  const chosenProblems = new Set(problems as number[]);
  const toggleProblem = (id: number) => {
    const next = chosenProblems.has(id) ? [...chosenProblems].filter((x) => x !== id) : [...chosenProblems, id];
    setValue('legal_problems', next, { shouldDirty: true, shouldValidate: formState.isSubmitted });
  };
  const addSpecialization = () => {
    const value = specialization.trim();
    if (!value) return;
    const list = (getValues('specializations') as string[]) ?? [];
    if (!list.includes(value) && list.length < SPECIALIZATIONS_MAX)
      setValue('specializations', [...list, value], { shouldDirty: true, shouldValidate: formState.isSubmitted });
    setSpecialization('');
  };
  // Save with a specialization typed but not yet added: it was meant, so it is added first (Save
  // used to refuse with a message far from the box, issue 45).
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    addSpecialization();
    return handleSubmit((values) => save.mutate(values))(event);
  };
  // The summary's buttons: the two lists kept outside the form's inputs get the focus by hand.
  const focusField = (name: string) => {
    if (name === 'specializations') specializationInput.current?.focus();
    else if (name === 'legal_problems') problemsBox.current?.querySelector<HTMLElement>('input, button')?.focus();
    else setFocus(name as keyof BasicInfoInput);
  };

  return (
    <div className="space-y-6">
      <EditorCard id="picture" title={t('picture.title')} description={t('picture.description')}>
        <PictureUpload profile={profile} />
      </EditorCard>
      <form method="post" noValidate onSubmit={onSubmit} className="space-y-6">
        <EditorCard title={t('basicInfo.aboutYou')}>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={t('basicInfo.firstName')}
              autoComplete="given-name"
              registration={register('first_name')}
              error={errors.first_name?.message}
            />
            <TextField
              label={t('basicInfo.lastName')}
              autoComplete="family-name"
              registration={register('last_name')}
              error={errors.last_name?.message}
            />
            <TextField
              label={t('basicInfo.displayName')}
              registration={register('display_name')}
              error={errors.display_name?.message}
              className="sm:col-span-2"
            />
          </div>
          <div className="mt-4 space-y-4">
            <CountedTextArea
              label={t('basicInfo.about')}
              registration={register('about')}
              value={about}
              min={ABOUT_MIN}
              max={ABOUT_MAX}
              error={errors.about?.message}
              hint={t('basicInfo.aboutHint')}
            />
            <TextField
              label={t('basicInfo.quote')}
              registration={register('quote')}
              error={errors.quote?.message}
              placeholder={t('basicInfo.quotePlaceholder')}
            />
          </div>
        </EditorCard>

        <EditorCard title={t('basicInfo.credentials')}>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={t('basicInfo.rollNumber')}
              inputMode="numeric"
              registration={register('roll_number')}
              error={errors.roll_number?.message}
            />
            <TextField label={t('basicInfo.ibpNumber')} registration={register('ibp_number')} error={errors.ibp_number?.message} />
            <TextField
              label={t('basicInfo.barYear')}
              inputMode="numeric"
              registration={register('bar_year')}
              error={errors.bar_year?.message}
            />
            <TextField label={t('basicInfo.lawFirmOptional')} registration={register('law_firm')} error={errors.law_firm?.message} />
            <TextField
              label={t('basicInfo.officeAddress')}
              autoComplete="street-address"
              registration={register('office_address')}
              error={errors.office_address?.message}
              className="sm:col-span-2"
            />
            <TextField
              label={t('basicInfo.city')}
              autoComplete="address-level2"
              registration={register('city')}
              error={errors.city?.message}
            />
            <SelectField label={t('basicInfo.region')} registration={register('region')} error={errors.region?.message}>
              <option value="">{t('basicInfo.chooseRegion')}</option>
              {SEARCH_REGIONS.map((r) => (
                <option key={r} value={r}>
                  {r}
                </option>
              ))}
            </SelectField>
          </div>
        </EditorCard>

        <EditorCard title={t('basicInfo.practice')} description={t('basicInfo.practiceNote')}>
          <div className="space-y-6">
            <CheckboxGroup
              legend={t('basicInfo.areas')}
              registration={register('areas')}
              error={fieldError(errors.areas)}
              options={AREAS_OF_PRACTICE.map((a) => ({ value: a.slug, label: areaText(`areas.${a.slug}.label`) }))}
            />
            <CheckboxGroup
              legend={t('basicInfo.languages')}
              registration={register('languages')}
              error={fieldError(errors.languages)}
              columns="sm:grid-cols-4"
              options={LANGUAGES.map((l) => ({ value: l, label: l }))}
            />
            <ProblemsPicker
              areas={areas as string[]}
              chosen={chosenProblems}
              onToggle={toggleProblem}
              error={errors.legal_problems}
              errorId={`${ids}-problems-error`}
              boxRef={problemsBox}
            />
            <SpecializationsField
              list={(specializations as string[]) ?? []}
              typed={specialization}
              onType={setSpecialization}
              onAdd={addSpecialization}
              onRemove={(s) =>
                setValue(
                  'specializations',
                  (specializations as string[]).filter((x) => x !== s),
                  { shouldDirty: true },
                )
              }
              error={errors.specializations}
              errorId={`${ids}-specializations-error`}
              inputRef={specializationInput}
            />
          </div>
          <div className="mt-6 space-y-3">
            <FormErrorSummary errors={errors} fields={summaryFields} onPick={focusField} />
            <SaveBar pending={save.isPending} label={t('form.save')} pendingLabel={t('form.saving')} />
          </div>
        </EditorCard>
      </form>
    </div>
  );
}
