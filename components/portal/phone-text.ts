// What the phone section's parts share: the failure text and the lazy load of the phone rules. Their
// words are the `portal` catalogue's `phone.*` keys.
import { useCallback } from 'react';
import { useAuthMessage } from '@/components/auth/auth-messages';
import { useT } from '@/lib/i18n/client';

// The phone schemas carry libphonenumber-js's metadata: loaded when the section is first used, not
// with the page (the same pattern as the basic-info form's zod schema).
export const loadPhoneRules = () => import('@/lib/validation/phone');

/**
 * A failure in the page's language: the server's refusal by its `code` (an ApiError carries it: the
 * English words were shown on /fil before issue 63), the rules' codes, "something went wrong" without one.
 */
export function usePhoneError(): (error: unknown) => string {
  const say = useAuthMessage();
  const t = useT('portal');
  return useCallback((error: unknown) => (error instanceof Error && error.message ? say(error) : t('phone.failed')), [say, t]);
}
