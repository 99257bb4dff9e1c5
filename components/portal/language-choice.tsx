'use client';

import { useWordedResolver } from '@/components/ui/form-messages';
import { zodResolver } from '@hookform/resolvers/zod';
import { usePathname } from 'next/navigation';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { authApi } from '@/lib/api/auth';
import { useLocale, useT } from '@/lib/i18n/client';
import { HTML_LANG, LOCALES, splitLocale, type Locale } from '@/lib/i18n/config';
import { chooseLanguageHref } from '@/lib/i18n/paths';
import { accountLanguageSchema, type AccountLanguageInput } from '@/lib/validation/language';
import { goTo } from './go-to';

/**
 * The account's language (issue 40; a setting of its own, issue 57): the one saved on the account
 * is chosen, and saving it (PUT auth/account/language, the header switch's endpoint and schema)
 * waits for the server, then opens this page in that language by the language switch's address (`?hl=`),
 * so the proxy records the choice in this browser too and the next session read keeps it.
 */
export function LanguageChoice({ language }: { language: Locale }) {
  const locale = useLocale();
  const t = useT('portal');
  const { path } = splitLocale(usePathname() ?? '/');
  const { register, handleSubmit, formState } = useForm<AccountLanguageInput>({
    resolver: useWordedResolver(zodResolver(accountLanguageSchema)),
    defaultValues: { language },
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      await authApi.setLanguage(values);
    } catch {
      toast.error(t('settings.languageFailed'));
      return;
    }
    toast.success(t('settings.languageSaved'));
    if (values.language !== locale) goTo(chooseLanguageHref(values.language, path));
  });
  return (
    <form method="post" onSubmit={onSubmit} noValidate className="mt-2">
      <fieldset aria-describedby="language-hint">
        <legend className="sr-only">{t('settings.language')}</legend>
        <p id="language-hint" className="text-sm text-slate-600">
          {t('settings.languageHint')}
        </p>
        <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:gap-6">
          {LOCALES.map((each) => (
            <label key={each} className="inline-flex items-center gap-2 text-sm text-slate-900" lang={HTML_LANG[each]}>
              <input type="radio" value={each} className="h-4 w-4 accent-primary" {...register('language')} />
              {t(`settings.languageOption.${each}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <button type="submit" className="btn-primary mt-4" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? t('settings.saving') : t('settings.saveLanguage')}
      </button>
    </form>
  );
}
