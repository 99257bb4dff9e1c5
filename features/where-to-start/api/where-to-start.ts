import type { z } from 'zod';
import type { whereToStartEmailSentSchema } from '@/features/where-to-start/dto/where-to-start';
import type { Locale } from '@/lib/i18n/paths';
import { api } from '@/lib/api/client';

/**
 * "E-mail it to me" on the answer of "Where do I start?" (a plain call: the public page has no React
 * Query), in the language of the page it was asked from.
 */
export const emailWhereToStartAnswer = (answers: string, language: Locale) =>
  api.post<z.infer<typeof whereToStartEmailSentSchema>>('where-to-start/email', { answers, language });
