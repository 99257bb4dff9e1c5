'use client';

import { useCallback } from 'react';
import { useFailureText } from '@/components/ui/form-messages';

/** `fieldError(message)`: a schema's message (a code, lib/errors/issue.ts) in the page's language. */
export function useFormError(): (message: string | undefined) => string | undefined {
  const say = useFailureText();
  return useCallback((message) => (message ? say(message) : message), [say]);
}
