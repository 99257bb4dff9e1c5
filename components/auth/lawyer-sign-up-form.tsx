'use client';

import { browserTimeZone } from '@/lib/validation/time-zone';
import { zodResolver } from '@hookform/resolvers/zod';
import Link from 'next/link';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { useLawyerSignUp } from '@/lib/api/auth';
import { withCallbackUrl } from '@/lib/auth/callback-url';
import { useCallbackUrl } from '@/lib/auth/use-callback-url';
import { useHref, useLocale, useT } from '@/lib/i18n/client';
import { AREAS_OF_PRACTICE } from '@/lib/reference/areas';
import { LANGUAGES } from '@/lib/reference/languages';
import { ID_FILE_RULES } from '@/lib/validation/id-file-rules';
import { lawyerSignUpFormSchema, type LawyerSignUpFormInput } from '@/lib/validation/sign-up';
import { translatedResolver, useAuthMessage } from './auth-messages';
import { FileField } from './file-field';
import { FormErrorSummary, type SummaryField } from '@/components/ui/form-error-summary';
import { ConsentCheckbox } from './consent-checkbox';
import { SignUpSent } from './sign-up-sent';
import { NameFields, NewPasswordFields, useAccountFieldText } from './account-fields';
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
/** The form's fields in order, by the keys of their labels: the summary of a failed submit names each one. */
const SUMMARY_FIELDS: SummaryField[] = [
  { name: 'first_name', label: 'fields.firstName' },
  { name: 'last_name', label: 'fields.lastName' },
  { name: 'email', label: 'fields.email' },
  { name: 'phone', label: 'fields.mobile' },
  { name: 'password', label: 'fields.password' },
  { name: 'confirm_password', label: 'fields.confirmPassword' },
  { name: 'roll_number', label: 'fields.rollNumber' },
  { name: 'ibp_number', label: 'fields.ibpNumber' },
  { name: 'areas_of_law', label: 'fields.areasOfLaw' },
  { name: 'languages', label: 'fields.languages' },
  { name: 'ibp_id', label: 'fields.ibpId' },
  { name: 'government_id', label: 'fields.governmentId' },
  { name: 'accept_terms', label: 'fields.terms' },
];
const ACCEPT = ID_FILE_RULES.extensions.map((e) => `.${e}`).join(',');

/**
 * Lawyer registration: sent as multipart with repeated keys for the lists (spec §5), with upload
 * progress. The account takes the page's language (issue 40). The areas and languages keep their
 * names (the lawyer's own words on the profile).
 */
export function LawyerSignUpForm() {
  const t = useT('auth');
  const href = useHref();
  const locale = useLocale();
  const message = useAuthMessage();
  const fieldText = useAccountFieldText();
  const fileHint = t('lawyer.fileHint', { mb: ID_FILE_RULES.maxMb });
  const fileButton = { choose: t('fields.chooseFile'), replace: t('fields.replaceFile') };
  const { register, handleSubmit, control, formState, setFocus } = useForm<LawyerSignUpFormInput>({
    resolver: translatedResolver(zodResolver(lawyerSignUpFormSchema), message),
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
    form.append('language', locale);
    const zone = browserTimeZone();
    if (zone) form.append('timezone', zone);
    // Where the mailed verification link leads on to (kept by the server only if same-origin).
    if (callback) form.append('callback_url', callback);
    setProgress(0);
    try {
      await signUp.mutateAsync(form);
      setSentTo(values.email);
    } catch (error) {
      toast.error(message(error));
    }
  });

  const changeAddress = () => {
    setSentTo(null);
    setTimeout(() => setFocus('email', { shouldSelect: true }), 0);
  };

  if (sentTo) return <SignUpSent email={sentTo} callback={callback} onChangeAddress={changeAddress} />;
  return (
    <form method="post" onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <FormErrorSummary
        errors={errors}
        fields={SUMMARY_FIELDS.map((f) => ({ ...f, label: t(f.label) }))}
        onPick={(name) => setFocus(name as keyof LawyerSignUpFormInput)}
      />
      <NameFields register={register} errors={errors} text={fieldText} />
      <TextField
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        registration={register('email')}
        error={errors.email?.message}
      />
      <PhoneField registration={register('phone')} error={errors.phone?.message} />
      <NewPasswordFields register={register} errors={errors} label={t('fields.password')} text={fieldText} columns />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('fields.rollNumber')}
          inputMode="numeric"
          registration={register('roll_number')}
          error={errors.roll_number?.message}
        />
        <TextField label={t('fields.ibpNumber')} registration={register('ibp_number')} error={errors.ibp_number?.message} />
      </div>

      <fieldset aria-describedby={errors.areas_of_law ? 'areas-error' : undefined}>
        <legend className="text-sm font-medium text-slate-800">{t('fields.areasOfLaw')}</legend>
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
        <legend className="text-sm font-medium text-slate-800">{t('fields.languages')}</legend>
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
              label={t('fields.ibpId')}
              hint={fileHint}
              buttonText={fileButton}
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
              label={t('fields.governmentId')}
              hint={fileHint}
              buttonText={fileButton}
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
            {t('lawyer.uploading', { percent: Math.round(progress * 100) })}
          </label>
          <progress id="upload-progress" max={1} value={progress} className="mt-1 h-2 w-full accent-primary" />
        </div>
      )}
      <button type="submit" className="btn-primary w-full" disabled={signUp.isPending}>
        {signUp.isPending ? t('customer.submitting') : t('lawyer.submit')}
      </button>
      <p className="text-center text-sm text-slate-600">
        {t('links.haveAccount')}{' '}
        <Link
          href={callback ? withCallbackUrl(href('/login'), callback) : href('/login')}
          className="font-medium text-primary hover:underline"
        >
          {t('links.signIn')}
        </Link>
      </p>
    </form>
  );
}
