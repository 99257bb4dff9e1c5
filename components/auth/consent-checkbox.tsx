'use client';

import Link from 'next/link';
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useHref, useT } from '@/lib/i18n/client';
import { richText } from './rich-text';

const LINK = 'font-medium text-primary underline-offset-2 hover:underline';

/** The required consent to the Terms and the Privacy Policy (links open beside the form, so nothing typed is lost). */
export function ConsentCheckbox({ registration, error }: { registration: UseFormRegisterReturn; error?: string }) {
  const id = useId();
  const t = useT('auth');
  const href = useHref();
  const errorId = `${id}-error`;
  return (
    <div>
      <div className="flex items-start gap-2">
        <input
          id={id}
          type="checkbox"
          {...registration}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="mt-0.5 h-4 w-4 shrink-0 accent-primary"
        />
        <label htmlFor={id} className="text-sm text-slate-700">
          {richText(t, 'consent.agree', {
            terms: (
              <Link href={href('/terms')} target="_blank" className={LINK}>
                {t('consent.terms')}
              </Link>
            ),
            privacy: (
              <Link href={href('/privacy')} target="_blank" className={LINK}>
                {t('consent.privacy')}
              </Link>
            ),
          })}
        </label>
      </div>
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
