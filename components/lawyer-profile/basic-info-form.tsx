'use client';

import { X } from 'lucide-react';
import { useId, useMemo, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { TextField } from '@/components/auth/text-field';
import { lazyZodResolver } from '@/components/ui/lazy-resolver';
import { lawyerProfileApi, useOwnProfile } from '@/lib/api/lawyer-profile';
import { useT } from '@/lib/i18n/client';
import type { LawyerOwnProfile } from '@/lib/dto/lawyer-profile';
import { AREAS_OF_PRACTICE } from '@/lib/reference/areas';
import { LANGUAGES } from '@/lib/reference/languages';
import { LEGAL_PROBLEMS, normalizeSearchText } from '@/lib/reference/legal-problems';
import { problemLabel } from '@/lib/reference/problem-label';
import { useProblemLabels } from '@/components/search/problem-labels';
import { SEARCH_REGIONS } from '@/lib/reference/regions';
import type { BasicInfoInput } from '@/lib/validation/lawyer-profile';
import { ABOUT_MAX, ABOUT_MIN } from '@/lib/validation/lawyer-profile-limits';
import { CheckboxGroup, CountedTextArea, EditorCard, SaveBar, SelectField, fieldError } from './fields';
import { PictureUpload } from './picture-upload';
import { useProfileResolver } from './profile-messages';
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
  // The page sends every problem's label in its language (the editor offers them all).
  const labels = useProblemLabels();
  const save = useEditorSave(lawyerProfileApi.basicInfo, 'basicInfoFailed');
  const summaryFields = useMemo(() => SUMMARY_FIELDS.map((f) => ({ ...f, label: t(`basicInfo.${f.label}`) })), [t]);
  const { register, handleSubmit, control, setValue, setFocus, getValues, formState } = useForm<BasicInfoInput>({
    resolver: useProfileResolver(validateBasicInfo),
    defaultValues: { ...initial.basic_info, bar_year: initial.basic_info.bar_year ?? undefined },
  });
  const errors = formState.errors;
  const [about, areas, problems, specializations] = useWatch({ control, name: ['about', 'areas', 'legal_problems', 'specializations'] });
  const [problemFilter, setProblemFilter] = useState('');
  const [specialization, setSpecialization] = useState('');
  const specializationInput = useRef<HTMLInputElement>(null);
  const problemsBox = useRef<HTMLFieldSetElement>(null);
  const ids = useId();

  // Problems offered are those of the chosen areas (a labor lawyer is not asked about visas), found
  // by their label in the page's language or in English.
  const offered = useMemo(() => {
    const chosen = new Set(areas as string[]);
    const needle = normalizeSearchText(problemFilter.trim());
    const has = (text: string) => normalizeSearchText(text).includes(needle);
    return LEGAL_PROBLEMS.filter(
      (p) =>
        p.group_label !== 'Most Common' && p.value.some((a) => chosen.has(a)) && (!needle || has(problemLabel(labels, p)) || has(p.label)),
    );
  }, [areas, problemFilter, labels]);
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
            <fieldset ref={problemsBox} aria-describedby={errors.legal_problems ? `${ids}-problems-error` : undefined}>
              <legend className="text-sm font-medium text-slate-800">
                {t('basicInfo.problemsChosen', { count: chosenProblems.size })}
              </legend>
              {(areas as string[])?.length ? (
                <>
                  <input
                    type="search"
                    value={problemFilter}
                    onChange={(e) => setProblemFilter(e.target.value)}
                    placeholder={t('basicInfo.filterProblems')}
                    aria-label={t('basicInfo.filterProblemsLabel')}
                    className="input mt-2 max-w-sm"
                  />
                  <div className="mt-2 flex max-h-72 flex-wrap gap-2 overflow-y-auto rounded-md border border-slate-200 p-2">
                    {offered.map((p) => (
                      <button
                        key={p._id}
                        type="button"
                        aria-pressed={chosenProblems.has(p._id)}
                        onClick={() => toggleProblem(p._id)}
                        className={`rounded-full border px-3 py-1.5 text-sm ${chosenProblems.has(p._id) ? 'border-primary-500 bg-primary-600 text-white' : 'border-slate-300 bg-white text-slate-800 hover:border-primary-400'}`}
                      >
                        {problemLabel(labels, p)}
                      </button>
                    ))}
                    {!offered.length ? (
                      <p className="p-2 text-sm text-slate-600">{t('basicInfo.noProblemMatch', { filter: problemFilter })}</p>
                    ) : null}
                  </div>
                </>
              ) : (
                <p className="mt-2 text-sm text-slate-600">{t('basicInfo.chooseAreasFirst')}</p>
              )}
              {errors.legal_problems ? (
                <p id={`${ids}-problems-error`} className="mt-1 text-sm text-red-700">
                  {fieldError(errors.legal_problems)}
                </p>
              ) : null}
            </fieldset>
            <fieldset aria-describedby={errors.specializations ? `${ids}-specializations-error` : undefined}>
              <legend className="text-sm font-medium text-slate-800">{t('basicInfo.specializations')}</legend>
              <p className="mt-0.5 text-xs text-slate-600">{t('basicInfo.specializationsHint')}</p>
              <div className="mt-2 flex flex-wrap gap-2">
                {((specializations as string[]) ?? []).map((s) => (
                  <span key={s} className="inline-flex items-center gap-1 rounded-full bg-slate-100 py-1 pl-3 pr-1 text-sm text-slate-800">
                    {s}
                    <button
                      type="button"
                      aria-label={t('basicInfo.remove', { name: s })}
                      onClick={() =>
                        setValue(
                          'specializations',
                          (specializations as string[]).filter((x) => x !== s),
                          { shouldDirty: true },
                        )
                      }
                      className="grid h-6 w-6 place-items-center rounded-full hover:bg-slate-200"
                    >
                      <X className="h-3.5 w-3.5" aria-hidden="true" />
                    </button>
                  </span>
                ))}
              </div>
              <div className="mt-2 flex max-w-md gap-2">
                <input
                  ref={specializationInput}
                  value={specialization}
                  onChange={(e) => setSpecialization(e.target.value)}
                  onKeyDown={(e) => {
                    if (e.key === 'Enter') {
                      e.preventDefault();
                      addSpecialization();
                    }
                  }}
                  maxLength={60}
                  placeholder={t('basicInfo.specializationPlaceholder')}
                  aria-label={t('basicInfo.addSpecialization')}
                  aria-invalid={errors.specializations ? true : undefined}
                  aria-describedby={errors.specializations ? `${ids}-specializations-error` : undefined}
                  className={`input ${errors.specializations ? 'border-red-600' : ''}`}
                />
                <button type="button" className="btn-secondary" onClick={addSpecialization}>
                  {t('basicInfo.add')}
                </button>
              </div>
              {errors.specializations ? (
                <p id={`${ids}-specializations-error`} className="mt-1 text-sm text-red-700">
                  {fieldError(errors.specializations)}
                </p>
              ) : null}
            </fieldset>
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
