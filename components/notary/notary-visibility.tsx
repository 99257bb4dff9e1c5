'use client';

import { AlertTriangle, CheckCircle2, Circle, ExternalLink, Eye, EyeOff } from 'lucide-react';
import Link from 'next/link';
import { mutationOp, notaryApi, useNotaryMutation } from '@/lib/api/notary';
import type { NotaryMissingItem, NotaryPrivateProfile } from '@/lib/dto/notary';
import { formatLongDate } from '@/lib/format/date-time';
import { NOTARY_ITEM_LABELS } from '@/lib/validation/notary';
import { OpStatus } from './op-status';

const ITEMS = Object.keys(NOTARY_ITEM_LABELS) as NotaryMissingItem[];

/**
 * The public/hidden switch (PUT toggle-visibility). It shows the stored value and flips only after
 * the server agreed; a refusal names what is missing.
 */
export function NotaryVisibility({ profile }: { profile: NotaryPrivateProfile }) {
  const toggle = useNotaryMutation(notaryApi.toggleVisibility);
  const op = mutationOp(toggle);
  const done = ITEMS.length - profile.missing.length;
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center gap-4">
        <button
          type="button"
          role="switch"
          aria-checked={profile.is_public}
          aria-label="Notary profile visible to the public"
          disabled={toggle.isPending}
          aria-busy={toggle.isPending}
          onClick={() => toggle.mutate(!profile.is_public)}
          className={`relative inline-flex h-8 w-14 shrink-0 items-center rounded-full transition-colors focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 disabled:opacity-60 ${profile.is_public ? 'bg-primary-600' : 'bg-slate-300'}`}
        >
          <span
            className={`inline-block h-6 w-6 rounded-full bg-white shadow transition-transform ${profile.is_public ? 'translate-x-7' : 'translate-x-1'}`}
          />
        </button>
        <div className="min-w-0 flex-1">
          <p className="flex items-center gap-1.5 font-semibold text-slate-900">
            {profile.is_public ? <Eye className="h-4 w-4" aria-hidden="true" /> : <EyeOff className="h-4 w-4" aria-hidden="true" />}
            {profile.is_public ? 'Public' : 'Hidden'}
          </p>
          <p className="text-sm text-slate-600" data-testid="notary-listing">
            {profile.listed
              ? 'Visitors can find you in the notary search and on your city page.'
              : profile.is_public && profile.lapsed
                ? 'Hidden from the public: your commission has ended.'
                : profile.is_public
                  ? 'Hidden from the public until the checklist below is complete.'
                  : 'Only you can see this profile.'}
          </p>
        </div>
        {profile.listed && profile._id ? (
          <Link
            href={`/notary-public/profile/${profile._id}`}
            className="inline-flex items-center gap-1 text-sm font-medium text-primary-700 hover:underline"
          >
            View public page <ExternalLink className="h-3.5 w-3.5" aria-hidden="true" />
          </Link>
        ) : null}
      </div>
      <OpStatus
        op={op}
        name="toggle"
        loading="Updating…"
        succeeded={profile.is_public ? 'Your notary profile is public.' : 'Your notary profile is hidden.'}
      />
      {profile.lapsed && profile.commission_expires_on ? (
        <p role="alert" className="flex gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
          <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          Your commission ended on {formatLongDate(profile.commission_expires_on)}. Upload the renewed commission and update its date to be
          listed again.
        </p>
      ) : null}
      <div>
        <div className="flex items-center gap-3">
          <div
            className="h-2 flex-1 overflow-hidden rounded-full bg-slate-200"
            role="progressbar"
            aria-valuemin={0}
            aria-valuemax={ITEMS.length}
            aria-valuenow={done}
            aria-label="Notary profile completeness"
          >
            <div className="h-full rounded-full bg-primary-600 transition-all" style={{ width: `${(done / ITEMS.length) * 100}%` }} />
          </div>
          <span className="text-sm font-semibold tabular-nums text-slate-700">
            {done}/{ITEMS.length}
          </span>
        </div>
        {profile.missing.length ? (
          <ul className="mt-3 grid gap-1 sm:grid-cols-2" aria-label="Still needed">
            {ITEMS.map((item) => {
              const open = profile.missing.includes(item);
              return (
                <li key={item} className="flex min-h-8 items-center gap-2 px-1 text-sm" data-done={!open}>
                  {open ? (
                    <Circle className="h-4 w-4 shrink-0 text-slate-400" aria-hidden="true" />
                  ) : (
                    <CheckCircle2 className="h-4 w-4 shrink-0 text-primary-600" aria-hidden="true" />
                  )}
                  <span className={open ? 'text-slate-800' : 'text-slate-500 line-through decoration-slate-300'}>
                    {NOTARY_ITEM_LABELS[item].charAt(0).toUpperCase() + NOTARY_ITEM_LABELS[item].slice(1)}
                  </span>
                  <span className="sr-only">{open ? '(to do)' : '(done)'}</span>
                </li>
              );
            })}
          </ul>
        ) : (
          <p className="mt-2 text-sm text-slate-600">Everything a public notary profile needs is here.</p>
        )}
      </div>
    </div>
  );
}
