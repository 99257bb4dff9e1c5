import { useMemo } from 'react';
import type { FieldValues, Resolver } from 'react-hook-form';
import { useLocale, useT } from '@/lib/i18n/client';
import { PROFILE_TOASTS } from '@/lib/validation/lawyer-profile-limits';
import { MESSAGES } from '@/lib/validation/messages';
import { messageTranslator, translatedResolver, type MessagePattern } from '@/components/ui/form-messages';

/**
 * The profile schemas' English sentences (lib/validation/lawyer-profile.ts PROFILE_MESSAGES, written
 * out: that module brings zod, which the basic-info page loads only on first validation) → keys of
 * `editor.messages`. profile-messages.test.ts checks they match.
 */
export const PROFILE_MESSAGE_KEYS: Record<string, string> = {
  [MESSAGES.required]: 'messages.required',
  'Invalid characters.': 'messages.invalidText',
  'The end year must be after the start year.': 'messages.endBeforeStart',
  'The year cannot be in the future.': 'messages.futureYear',
  'The year must be 1950 or later.': 'messages.earlyYear',
  'Please choose a bank from the list.': 'messages.unknownBank',
  'Use 6 to 20 digits (spaces and dashes are fine).': 'messages.accountNumber',
  'Please choose a region from the list.': 'messages.unknownRegion',
  'Please choose from the list.': 'messages.unknownChoice',
  'Choose at least one area of law.': 'messages.chooseArea',
  'Choose at least one language.': 'messages.chooseLanguage',
  'Choose at least one legal problem.': 'messages.chooseProblem',
  'Add at least one specialization.': 'messages.chooseSpecialization',
  'Complete your profile first.': 'messages.notComplete',
  'Cannot send request. Check internet connection.': 'messages.network',
  'Unknown Error': 'messages.unknown',
  // The server's reason for a refused "make public" is the toast's own sentence (spec §8).
  [PROFILE_TOASTS.visibilityFailed]: 'toasts.visibilityFailed',
};

const PATTERNS: MessagePattern[] = [
  { pattern: /^Value can't be longer than (\d+)\.$/, key: 'messages.maxLength', argument: 'max' },
  { pattern: /^Must be atleast (\d+) characters long$/, key: 'messages.minLength', argument: 'min' },
];

/** `message(english)` in the page's language; English pages show it letter for letter. */
export function useProfileMessage(): (english: string) => string {
  const locale = useLocale();
  const t = useT('editor');
  return useMemo(
    () => (locale === 'en' ? (english: string) => english : messageTranslator(t, PROFILE_MESSAGE_KEYS, PATTERNS)),
    [locale, t],
  );
}

/** The form's resolver with its messages in the page's language. */
export function useProfileResolver<T extends FieldValues, C, O extends FieldValues>(resolver: Resolver<T, C, O>): Resolver<T, C, O> {
  const message = useProfileMessage();
  // The form's first resolver is kept (callers make a new one each render; it does not change).
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => translatedResolver(resolver, message), [message]);
}
