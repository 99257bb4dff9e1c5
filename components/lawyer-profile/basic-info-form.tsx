'use client';

import { X } from 'lucide-react';
import { useId, useMemo, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { TextField } from '@/components/auth/text-field';
import { lazyZodResolver } from '@/components/ui/lazy-resolver';
import { lawyerProfileApi, useOwnProfile, useProfileSave } from '@/lib/api/lawyer-profile';
import type { LawyerOwnProfile } from '@/lib/dto/lawyer-profile';
import { AREAS_OF_PRACTICE } from '@/lib/reference/areas';
import { LANGUAGES } from '@/lib/reference/languages';
import { LEGAL_PROBLEMS } from '@/lib/reference/legal-problems';
import { SEARCH_REGIONS } from '@/lib/reference/regions';
import type { BasicInfoInput } from '@/lib/validation/lawyer-profile';
import { ABOUT_MAX, ABOUT_MIN, PROFILE_TOASTS } from '@/lib/validation/lawyer-profile-limits';
import { CheckboxGroup, CountedTextArea, EditorCard, SaveBar, SelectField, fieldError } from './fields';
import { PictureUpload } from './picture-upload';
import { FormErrorSummary, type SummaryField } from '@/components/ui/form-error-summary';

const SPECIALIZATIONS_MAX = 10;

/** The form's fields in order, by their labels: what a Save that failed lists above the button. */
const SUMMARY_FIELDS: SummaryField[] = [
  { name: 'first_name', label: 'First name' },
  { name: 'last_name', label: 'Last name' },
  { name: 'display_name', label: 'Display name' },
  { name: 'about', label: 'About' },
  { name: 'quote', label: 'Quote' },
  { name: 'roll_number', label: 'Roll number' },
  { name: 'ibp_number', label: 'IBP number' },
  { name: 'bar_year', label: 'Year admitted to the bar' },
  { name: 'law_firm', label: 'Law firm' },
  { name: 'office_address', label: 'Office address' },
  { name: 'city', label: 'City' },
  { name: 'region', label: 'Region' },
  { name: 'areas', label: 'Areas of law' },
  { name: 'languages', label: 'Languages' },
  { name: 'legal_problems', label: 'Legal problems you handle' },
  { name: 'specializations', label: 'Specializations' },
];

/** The form's zod schema loads when it first validates, not with the page (issue 28). */
const validateBasicInfo = lazyZodResolver<BasicInfoInput>(() => import('@/lib/validation/lawyer-profile').then((m) => m.basicInfoSchema));

export function BasicInfoForm({ initial }: { initial: LawyerOwnProfile }) {
  const { data: profile } = useOwnProfile(initial);
  const save = useProfileSave(lawyerProfileApi.basicInfo, PROFILE_TOASTS.basicInfoFailed);
  const { register, handleSubmit, control, setValue, setFocus, getValues, formState } = useForm<BasicInfoInput>({
    resolver: validateBasicInfo,
    defaultValues: { ...initial.basic_info, bar_year: initial.basic_info.bar_year ?? undefined },
  });
  const errors = formState.errors;
  const [about, areas, problems, specializations] = useWatch({ control, name: ['about', 'areas', 'legal_problems', 'specializations'] });
  const [problemFilter, setProblemFilter] = useState('');
  const [specialization, setSpecialization] = useState('');
  const specializationInput = useRef<HTMLInputElement>(null);
  const problemsBox = useRef<HTMLFieldSetElement>(null);
  const ids = useId();

  // Problems offered are those of the chosen areas (a labor lawyer is not asked about visas).
  const offered = useMemo(() => {
    const chosen = new Set(areas as string[]);
    const needle = problemFilter.trim().toLowerCase();
    return LEGAL_PROBLEMS.filter(
      (p) => p.group_label !== 'Most Common' && p.value.some((a) => chosen.has(a)) && (!needle || p.label.toLowerCase().includes(needle)),
    );
  }, [areas, problemFilter]);
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
      <EditorCard
        id="picture"
        title="Profile photo"
        description="Clients decide in seconds: profiles with a clear photo get booked far more often."
      >
        <PictureUpload profile={profile} />
      </EditorCard>
      <form noValidate onSubmit={onSubmit} className="space-y-6">
        <EditorCard title="About you">
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="First name"
              autoComplete="given-name"
              registration={register('first_name')}
              error={errors.first_name?.message}
            />
            <TextField
              label="Last name"
              autoComplete="family-name"
              registration={register('last_name')}
              error={errors.last_name?.message}
            />
            <TextField
              label="Display name"
              registration={register('display_name')}
              error={errors.display_name?.message}
              className="sm:col-span-2"
            />
          </div>
          <div className="mt-4 space-y-4">
            <CountedTextArea
              label="About"
              registration={register('about')}
              value={about}
              min={ABOUT_MIN}
              max={ABOUT_MAX}
              error={errors.about?.message}
              hint="Who you help, with what, and how you work. Plain words win clients."
            />
            <TextField
              label="Quote"
              registration={register('quote')}
              error={errors.quote?.message}
              placeholder="A line clients will remember"
            />
          </div>
        </EditorCard>

        <EditorCard title="Credentials and office">
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label="Roll number" inputMode="numeric" registration={register('roll_number')} error={errors.roll_number?.message} />
            <TextField label="IBP number" registration={register('ibp_number')} error={errors.ibp_number?.message} />
            <TextField
              label="Year admitted to the bar"
              inputMode="numeric"
              registration={register('bar_year')}
              error={errors.bar_year?.message}
            />
            <TextField label="Law firm (optional)" registration={register('law_firm')} error={errors.law_firm?.message} />
            <TextField
              label="Office address"
              autoComplete="street-address"
              registration={register('office_address')}
              error={errors.office_address?.message}
              className="sm:col-span-2"
            />
            <TextField label="City" autoComplete="address-level2" registration={register('city')} error={errors.city?.message} />
            <SelectField label="Region" registration={register('region')} error={errors.region?.message}>
              <option value="">Choose a region</option>
              {SEARCH_REGIONS.map((r) => (
                <option key={r} value={r}>
                  {r}
                </option>
              ))}
            </SelectField>
          </div>
        </EditorCard>

        <EditorCard title="Practice" description="Clients search by area of law, legal problem, region and language.">
          <div className="space-y-6">
            <CheckboxGroup
              legend="Areas of law"
              registration={register('areas')}
              error={fieldError(errors.areas)}
              options={AREAS_OF_PRACTICE.map((a) => ({ value: a.slug, label: a.label }))}
            />
            <CheckboxGroup
              legend="Languages"
              registration={register('languages')}
              error={fieldError(errors.languages)}
              columns="sm:grid-cols-4"
              options={LANGUAGES.map((l) => ({ value: l, label: l }))}
            />
            <fieldset ref={problemsBox} aria-describedby={errors.legal_problems ? `${ids}-problems-error` : undefined}>
              <legend className="text-sm font-medium text-slate-800">Legal problems you handle ({chosenProblems.size} chosen)</legend>
              {(areas as string[])?.length ? (
                <>
                  <input
                    type="search"
                    value={problemFilter}
                    onChange={(e) => setProblemFilter(e.target.value)}
                    placeholder="Filter problems"
                    aria-label="Filter legal problems"
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
                        {p.label}
                      </button>
                    ))}
                    {!offered.length ? <p className="p-2 text-sm text-slate-600">No problem matches “{problemFilter}”.</p> : null}
                  </div>
                </>
              ) : (
                <p className="mt-2 text-sm text-slate-600">Choose your areas of law first.</p>
              )}
              {errors.legal_problems ? (
                <p id={`${ids}-problems-error`} className="mt-1 text-sm text-red-700">
                  {fieldError(errors.legal_problems)}
                </p>
              ) : null}
            </fieldset>
            <fieldset aria-describedby={errors.specializations ? `${ids}-specializations-error` : undefined}>
              <legend className="text-sm font-medium text-slate-800">Specializations</legend>
              <p className="mt-0.5 text-xs text-slate-600">At least one: type it and press Add (or Enter).</p>
              <div className="mt-2 flex flex-wrap gap-2">
                {((specializations as string[]) ?? []).map((s) => (
                  <span key={s} className="inline-flex items-center gap-1 rounded-full bg-slate-100 py-1 pl-3 pr-1 text-sm text-slate-800">
                    {s}
                    <button
                      type="button"
                      aria-label={`Remove ${s}`}
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
                  placeholder="e.g. Annulment, Labor disputes"
                  aria-label="Add a specialization"
                  aria-invalid={errors.specializations ? true : undefined}
                  aria-describedby={errors.specializations ? `${ids}-specializations-error` : undefined}
                  className={`input ${errors.specializations ? 'border-red-600' : ''}`}
                />
                <button type="button" className="btn-secondary" onClick={addSpecialization}>
                  Add
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
            <FormErrorSummary errors={errors} fields={SUMMARY_FIELDS} onPick={focusField} />
            <SaveBar pending={save.isPending} />
          </div>
        </EditorCard>
      </form>
    </div>
  );
}
