import { z } from 'zod';
import { LOCALES } from '@/lib/i18n/paths';

/** A language of the site (issue 40). */
export const languageSchema = z.enum(LOCALES);

/** PUT auth/account/language. */
export const accountLanguageSchema = z.object({ language: languageSchema }).meta({ id: 'AccountLanguage' });
export type AccountLanguageInput = z.infer<typeof accountLanguageSchema>;
