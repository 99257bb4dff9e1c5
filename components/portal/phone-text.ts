// What the phone section's parts share: the failure text and the lazy load of the phone rules. Their
// words are the `portal` catalogue's `phone.*` keys.
import { useCallback } from 'react';
import { useAuthMessage } from '@/components/auth/auth-messages';
import { useT } from '@/lib/i18n/client';

// The phone schemas carry libphonenumber-js's metadata: loaded when the section is first used, not
// with the page (the same pattern as the basic-info form's zod schema).
export const loadPhoneRules = () => import('@/lib/validation/phone');

/**
 * A failure in the page's language: the rules' and the server's English sentences through the auth
 * forms' catalogue (`auth.messages`, which knows the phone ones), "something went wrong" without one.
 */
export function usePhoneError(): (error: unknown) => string {
  const say = useAuthMessage();
  const t = useT('portal');
  return useCallback((error: unknown) => (error instanceof Error && error.message ? say(error.message) : t('phone.failed')), [say, t]);
}
