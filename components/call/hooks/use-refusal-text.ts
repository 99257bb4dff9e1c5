'use client';

import { useCallback } from 'react';
import { ApiError } from '@/lib/api/client';
import { useErrorText } from '@/lib/i18n/client';

/** A refusal in the page's language (by the error's code), else the fallback. */
export function useRefusalText(): (error: unknown, fallback: string) => string {
  const words = useErrorText();
  return useCallback((error: unknown, fallback: string) => (error instanceof ApiError ? words(error, fallback) : fallback), [words]);
}
