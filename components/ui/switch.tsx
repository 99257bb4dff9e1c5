'use client';

import type { InputHTMLAttributes } from 'react';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'role' | 'onChange'> & {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
};

/**
 * An on/off switch: a real checkbox with the switch role (keyboard, forms and screen readers for
 * free), drawn as a track and thumb. Its name comes from a <label> or aria-label given by the caller.
 */
export function Switch({ checked, onCheckedChange, className = '', disabled, ...input }: Props) {
  return (
    <span className={`relative inline-flex h-6 w-11 shrink-0 ${className}`}>
      <input
        type="checkbox"
        role="switch"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onCheckedChange(event.target.checked)}
        className="peer absolute inset-0 z-10 h-full w-full cursor-pointer appearance-none rounded-full focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary disabled:cursor-not-allowed"
        {...input}
      />
      <span
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 rounded-full bg-slate-300 transition-colors peer-checked:bg-primary peer-disabled:bg-slate-200 peer-disabled:peer-checked:bg-primary-200"
      />
      <span
        aria-hidden="true"
        className="pointer-events-none absolute left-0.5 top-0.5 h-5 w-5 rounded-full bg-white shadow-sm ring-1 ring-slate-900/5 transition-transform peer-checked:translate-x-5 peer-disabled:shadow-none"
      />
    </span>
  );
}
