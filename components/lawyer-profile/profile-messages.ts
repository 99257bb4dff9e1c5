import type { FieldValues, Resolver } from 'react-hook-form';
import { useFailureText, useWordedResolver } from '@/components/ui/form-messages';

/**
 * `message(failure)` in the page's language: the profile schemas' codes and the API's `code`
 * through the `errors` catalogue (components/ui/form-messages.ts).
 */
export function useProfileMessage(): (failure: unknown) => string {
  return useFailureText();
}

/** The form's resolver with its messages in the page's language. */
export function useProfileResolver<T extends FieldValues, C, O extends FieldValues>(resolver: Resolver<T, C, O>): Resolver<T, C, O> {
  return useWordedResolver(resolver);
}
