'use client';

import { useCallback } from 'react';
import { toast } from 'sonner';
import { useFailureText } from './form-messages';

/**
 * `fail(title, error)`: a toast with the failed step as its title and, beneath, why — the server's
 * refusal in the page's language (by its code) when it says more than the title.
 */
export function useFailureToast(): (title: string, error: unknown) => void {
  const say = useFailureText();
  return useCallback(
    (title: string, error: unknown) => {
      const reason = say(error);
      toast.error(title, reason && reason !== title ? { description: reason } : undefined);
    },
    [say],
  );
}
