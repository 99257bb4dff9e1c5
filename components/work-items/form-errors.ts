'use client';

import { useCallback } from 'react';
import { useT } from '@/lib/i18n/client';

// The work-item schemas (lib/validation/work-items.ts) speak the spec's English; the forms show their
// messages in the page's language by recognising each sentence. One not listed shows as it is.
const EXACT: Record<string, string> = {
  'The fee must be at least ₱100.': 'feeTooLow',
  'The fee can be at most ₱10,000,000.': 'feeTooHigh',
  'Add at least one fee line.': 'feeLinesRequired',
  'Enter an amount.': 'enterAmount',
  'Each line must be at least ₱1.': 'lineMin',
  'Enter a number.': 'enterNumber',
  'Enter a whole number.': 'wholeNumber',
  'Choose 30 or 60 minutes.': 'duration',
  'Please provide a value.': 'required',
  'Invalid client.': 'invalidClient',
  'Enter an amount in pesos, e.g. 15000 or 15000.50.': 'pesoFormat',
  'Invalid characters.': 'invalidText',
};

const COUNTED: [RegExp, string][] = [
  [/^Value can't be longer than (\d+)\.$/, 'maxLength'],
  [/^At most (\d+) lines\.$/, 'atMostLines'],
  [/^At most (\d+) meetings\.$/, 'atMostMeetings'],
];

/** `fieldError(message)`: a schema's message in the page's language. */
export function useFormError(): (message: string | undefined) => string | undefined {
  const t = useT('work');
  return useCallback(
    (message) => {
      if (!message) return message;
      if (EXACT[message]) return t(`formErrors.${EXACT[message]}`);
      for (const [pattern, key] of COUNTED) {
        const match = pattern.exec(message);
        if (match) return t(`formErrors.${key}`, { max: match[1] });
      }
      return message;
    },
    [t],
  );
}
