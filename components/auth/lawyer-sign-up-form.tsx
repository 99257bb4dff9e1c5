'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import Link from 'next/link';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { useLawyerSignUp } from '@/lib/api/auth';
import { withCallbackUrl } from '@/lib/auth/callback-url';
import { useCallbackUrl } from '@/lib/auth/use-callback-url';
import { AREAS_OF_PRACTICE } from '@/lib/reference/areas';
import { LANGUAGES } from '@/lib/reference/languages';
import { ID_FILE_RULES } from '@/lib/validation/id-file-rules';
import { lawyerSignUpFormSchema, type LawyerSignUpFormInput } from '@/lib/validation/sign-up';
import { FileField } from './file-field';
import { FormErrorSummary, type SummaryField } from '@/components/ui/form-error-summary';
import { ConsentCheckbox } from './consent-checkbox';
import { SignUpSent } from './sign-up-sent';
import { NameFields, NewPasswordFields } from './account-fields';
import { PhoneField } from './phone-field';
import { TextField } from './text-field';

const EMPTY: LawyerSignUpFormInput = {
  first_name: '',
  last_name: '',
  email: '',
  phone: '',
  password: '',
  confirm_password: '',
  roll_number: '',
  ibp_number: '',
  areas_of_law: [],
  languages: [],
  ibp_id: null,
  government_id: null,
  accept_terms: false,
};
/** The form's fields in order, by their labels: the summary of a failed submit names each one. */
const SUMMARY_FIELDS: SummaryField[] = [
  { name: 'first_name', label: 'First name' },
  { name: 'last_name', label: 'Last name' },
  { name: 'email', label: 'Email' },
  { name: 'phone', label: 'Mobile number' },
  { name: 'password', label: 'Password' },
  { name: 'confirm_password', label: 'Confirm password' },
  { name: 'roll_number', label: 'Roll of Attorneys number' },
  { name: 'ibp_number', label: 'IBP number' },
  { name: 'areas_of_law', label: 'Areas of law' },
  { name: 'languages', label: 'Languages' },
  { name: 'ibp_id', label: 'IBP ID' },
  { name: 'government_id', label: 'Government ID' },
  { name: 'accept_terms', label: 'Terms of Service and Privacy Policy' },
];
const ACCEPT = ID_FILE_RULES.extensions.map((e) => `.${e}`).join(',');
const FILE_HINT = `JPG, PNG, WEBP or PDF, up to ${ID_FILE_RULES.maxMb} MB.`;

/** Lawyer registration: sent as multipart with repeated keys for the lists (spec §5), with upload progress. */
export function LawyerSignUpForm() {
  const { register, handleSubmit, control, formState, setFocus } = useForm<LawyerSignUpFormInput>({
    resolver: zodResolver(lawyerSignUpFormSchema),
    defaultValues: EMPTY,
  });
  const [progress, setProgress] = useState(0);
  const signUp = useLawyerSignUp(setProgress);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const errors = formState.errors;
  const callback = useCallbackUrl();

  const onSubmit = handleSubmit(async (values) => {
    const form = new FormData();
    for (const key of ['first_name', 'last_name', 'email', 'password', 'confirm_password', 'roll_number', 'ibp_number'] as const)
      form.append(key, values[key]);
    // Parsed by the schema to E.164, or absent when left empty.
    if (values.phone) form.append('phone', values.phone);
    for (const area of values.areas_of_law) form.append('areas_of_law', area);
    for (const language of values.languages) form.append('languages', language);
    form.append('ibp_id', values.ibp_id as File);
    form.append('government_id', values.government_id as File);
    form.append('accept_terms', String(values.accept_terms === true));
    // Where the mailed verification link leads on to (kept by the server only if same-origin).
    if (callback) form.append('callback_url', callback);
    setProgress(0);
    try {
      await signUp.mutateAsync(form);
      setSentTo(values.email);
    } catch (error) {
      toast.error((error as Error).message);
    }
  });

  const changeAddress = () => {
    setSentTo(null);
    setTimeout(() => setFocus('email', { shouldSelect: true }), 0);
  };

  if (sentTo) return <SignUpSent email={sentTo} callback={callback} onChangeAddress={changeAddress} />;
  return (
    <form method="post" onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <FormErrorSummary errors={errors} fields={SUMMARY_FIELDS} onPick={(name) => setFocus(name as keyof LawyerSignUpFormInput)} />
      <NameFields register={register} errors={errors} />
      <TextField label="Email" type="email" autoComplete="email" registration={register('email')} error={errors.email?.message} />
      <PhoneField registration={register('phone')} error={errors.phone?.message} />
      <NewPasswordFields register={register} errors={errors} label="Password" columns />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Roll of Attorneys number"
          inputMode="numeric"
          registration={register('roll_number')}
          error={errors.roll_number?.message}
        />
        <TextField label="IBP number" registration={register('ibp_number')} error={errors.ibp_number?.message} />
      </div>

      <fieldset aria-describedby={errors.areas_of_law ? 'areas-error' : undefined}>
        <legend className="text-sm font-medium text-slate-800">Areas of law</legend>
        <div className="mt-2 grid grid-cols-1 gap-2 sm:grid-cols-3">
          {AREAS_OF_PRACTICE.map((area) => (
            <label key={area.slug} className="flex items-center gap-2 text-sm text-slate-700">
              <input type="checkbox" value={area.slug} {...register('areas_of_law')} className="h-4 w-4 accent-primary" />
              {area.label}
            </label>
          ))}
        </div>
        {errors.areas_of_law && (
          <p id="areas-error" className="mt-1 text-sm text-red-700">
            {errors.areas_of_law.message}
          </p>
        )}
      </fieldset>

      <fieldset aria-describedby={errors.languages ? 'languages-error' : undefined}>
        <legend className="text-sm font-medium text-slate-800">Languages</legend>
        <div className="mt-2 grid max-h-48 grid-cols-2 gap-2 overflow-y-auto rounded-md border border-slate-200 p-3 sm:grid-cols-3">
          {LANGUAGES.map((language) => (
            <label key={language} className="flex items-center gap-2 text-sm text-slate-700">
              <input type="checkbox" value={language} {...register('languages')} className="h-4 w-4 accent-primary" />
              {language}
            </label>
          ))}
        </div>
        {errors.languages && (
          <p id="languages-error" className="mt-1 text-sm text-red-700">
            {errors.languages.message}
          </p>
        )}
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-2">
        <Controller
          control={control}
          name="ibp_id"
          render={({ field }) => (
            <FileField
              label="IBP ID"
              hint={FILE_HINT}
              accept={ACCEPT}
              file={field.value ?? null}
              inputRef={field.ref}
              error={errors.ibp_id?.message}
              onChange={field.onChange}
              onBlur={field.onBlur}
            />
          )}
        />
        <Controller
          control={control}
          name="government_id"
          render={({ field }) => (
            <FileField
              label="Government ID"
              hint={FILE_HINT}
              accept={ACCEPT}
              file={field.value ?? null}
              inputRef={field.ref}
              error={errors.government_id?.message}
              onChange={field.onChange}
              onBlur={field.onBlur}
            />
          )}
        />
      </div>

      <ConsentCheckbox registration={register('accept_terms')} error={errors.accept_terms?.message} />
      {signUp.isPending && (
        <div>
          <label htmlFor="upload-progress" className="text-sm text-slate-700">
            Uploading… {Math.round(progress * 100)}%
          </label>
          <progress id="upload-progress" max={1} value={progress} className="mt-1 h-2 w-full accent-primary" />
        </div>
      )}
      <button type="submit" className="btn-primary w-full" disabled={signUp.isPending}>
        {signUp.isPending ? 'Creating account…' : 'Create lawyer account'}
      </button>
      <p className="text-center text-sm text-slate-600">
        Already have an account?{' '}
        <Link href={callback ? withCallbackUrl('/login', callback) : '/login'} className="font-medium text-primary hover:underline">
          Sign in
        </Link>
      </p>
    </form>
  );
}
