'use client';

import { useCallback } from 'react';
import { NETWORK_ERROR_MESSAGE, UNKNOWN_ERROR_MESSAGE } from '@/lib/api/client';
import { useT } from '@/lib/i18n/client';
import { INVALID_TEXT } from '@/lib/validation/fields';
import { AUTH_MESSAGES, MESSAGES } from '@/lib/validation/messages';

/**
 * The shared schemas and the API speak the spec's English (lib/validation/messages.ts), the same
 * for every caller. The auth forms show those sentences in the page's language: each one known here
 * maps to its key under `auth.messages`; anything else is shown as it came.
 */
export const MESSAGE_KEYS: Record<string, string> = {
  [MESSAGES.invalidEmail]: 'invalidEmail',
  [MESSAGES.required]: 'required',
  [MESSAGES.requiredEmail]: 'requiredEmail',
  [MESSAGES.passwordsDiffer]: 'passwordsDiffer',
  [MESSAGES.emailVerified]: 'emailVerified',
  [MESSAGES.verificationFailed]: 'verificationFailed',
  [INVALID_TEXT]: 'invalidText',
  [AUTH_MESSAGES.passwordComposition]: 'passwordComposition',
  [AUTH_MESSAGES.termsRequired]: 'termsRequired',
  [AUTH_MESSAGES.invalidCredentials]: 'invalidCredentials',
  [AUTH_MESSAGES.signUpCheckEmail]: 'signUpCheckEmail',
  [AUTH_MESSAGES.tooManyAttempts]: 'tooManyAttempts',
  [AUTH_MESSAGES.resetEmailSent]: 'resetEmailSent',
  [AUTH_MESSAGES.resetLinkInvalid]: 'resetLinkInvalid',
  [AUTH_MESSAGES.passwordChanged]: 'passwordChanged',
  [AUTH_MESSAGES.verificationSent]: 'verificationSent',
  [AUTH_MESSAGES.verificationResent]: 'verificationResent',
  'Your email is already verified.': 'alreadyVerified', // resend-verification.ts
  [AUTH_MESSAGES.fileType]: 'fileType',
  [AUTH_MESSAGES.ibpVerified]: 'ibpVerified',
  [AUTH_MESSAGES.signInLinkSent]: 'signInLinkSent',
  [AUTH_MESSAGES.signInLinkInvalid]: 'signInLinkInvalid',
  'This sign-in method is not available.': 'oauthUnavailable', // start-oauth.ts
  // PHONE_MESSAGES by their words: importing lib/validation/phone.ts would bring its number parser
  // (≈35 kB) to the sign-in page; auth-messages.test.ts checks they match.
  'Please enter a Philippine mobile number like 0917 123 4567.': 'phoneInvalid',
  'We can text only Philippine mobile numbers (+63 9…), like 0917 123 4567.': 'phoneNotPhilippine',
  'This is not a mobile number. Please enter a mobile number we can text.': 'phoneNotMobile',
  [NETWORK_ERROR_MESSAGE]: 'network',
  [UNKNOWN_ERROR_MESSAGE]: 'unknown',
};

/** The spec's sentences with a number in them (maxLengthMessage, minLengthMessage, fileSizeMessage). */
export const MESSAGE_PATTERNS: { pattern: RegExp; key: string; argument: string }[] = [
  { pattern: /^Value can't be longer than (\d+)\.$/, key: 'maxLength', argument: 'max' },
  { pattern: /^Must be atleast (\d+) characters long$/, key: 'minLength', argument: 'min' },
  { pattern: /^Maximum size is (\d+) mb\.$/, key: 'fileSize', argument: 'max' },
];

/** `message('Please provide a value.')` → that sentence in the page's language. */
export function useAuthMessage(): (message: string) => string {
  const t = useT('auth');
  return useCallback(
    (message: string) => {
      const key = MESSAGE_KEYS[message];
      if (key) return t(`messages.${key}`);
      for (const { pattern, key: patternKey, argument } of MESSAGE_PATTERNS) {
        const match = pattern.exec(message);
        if (match) return t(`messages.${patternKey}`, { [argument]: Number(match[1]) });
      }
      return message;
    },
    [t],
  );
}

// The form resolver in the page's language is the shared one (components/ui/form-messages.ts).
export { translatedResolver } from '@/components/ui/form-messages';
