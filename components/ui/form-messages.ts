'use client';

import { useMemo } from 'react';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { useErrorText } from '@/lib/i18n/client';
import { readIssueMessage } from '@/lib/errors/issue';

// The shared zod schemas speak codes (lib/errors/issue.ts) and the API answers its refusals with a
// `code` beside the English `message` (issue 59). A form shows both in the page's language through
// the `errors` catalogue; the page sends those words with SERVER_ERROR_WORDS (lib/errors/error-text.ts).
// No zod here: a form whose schema loads lazily (issue 28) can still use it.

/**
 * `say(failure)`: a failed call (an ApiError or any Error: its `code`, else its message), a zod
 * issue's message, or words already made, in the page's language. `fallback` stands in for a
 * failure without words of its own.
 */
export function useFailureText(): (failure: unknown, fallback?: string) => string {
  const errorText = useErrorText();
  return useMemo(
    () => (failure: unknown, fallback?: string) => {
      if (typeof failure === 'string') return errorText(readIssueMessage(failure) ?? { message: failure }, fallback);
      const error = failure as { message?: unknown; code?: unknown; params?: unknown } | null | undefined;
      const message = typeof error?.message === 'string' ? error.message : undefined;
      if (typeof error?.code === 'string') return errorText(error as { message?: string; code: string }, fallback);
      return errorText((message && readIssueMessage(message)) || { message }, fallback);
    },
    [errorText],
  );
}

/** Every `message` of react-hook-form's errors through `translate` (refs and nesting kept). */
function translateErrors(errors: Record<string, unknown>, translate: (message: string) => string): Record<string, unknown> {
  const out: Record<string, unknown> = Array.isArray(errors) ? ([...errors] as unknown as Record<string, unknown>) : { ...errors };
  for (const [name, value] of Object.entries(out)) {
    if (name === 'ref' || !value || typeof value !== 'object') continue;
    out[name] = translateErrors(value as Record<string, unknown>, translate);
  }
  if (typeof out.message === 'string') out.message = translate(out.message);
  return out;
}

/** A resolver whose messages are in the page's language: fields, their summary and focus all see the same. */
export function translatedResolver<T extends FieldValues, C, O extends FieldValues>(
  resolver: Resolver<T, C, O>,
  translate: (message: string) => string,
): Resolver<T, C, O> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    return { ...result, errors: translateErrors(result.errors, translate) as FieldErrors<T> } as Awaited<ReturnType<Resolver<T, C, O>>>;
  };
}

/**
 * The form's resolver with the schema's codes in the page's language. The form's first resolver is
 * kept (callers make a new one each render; it does not change).
 */
export function useWordedResolver<T extends FieldValues, C, O extends FieldValues>(resolver: Resolver<T, C, O>): Resolver<T, C, O> {
  const say = useFailureText();
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => translatedResolver(resolver, (message) => say(message)), [say]);
}
