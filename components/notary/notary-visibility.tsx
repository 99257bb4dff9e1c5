'use client';

import { AlertTriangle, CheckCircle2, Circle, ExternalLink, Eye, EyeOff } from 'lucide-react';
import Link from 'next/link';
import { mutationOp, notaryApi, useNotaryMutation } from '@/lib/api/notary';
import type { NotaryMissingItem, NotaryPrivateProfile } from '@/lib/dto/notary';
import { formatLongDate } from '@/lib/format/date-time';
import { useHref, useLocale, useT } from '@/lib/i18n/client';
import { NOTARY_ITEM_LABELS } from '@/lib/validation/notary';
import { OpStatus } from './op-status';

const ITEMS = Object.keys(NOTARY_ITEM_LABELS) as NotaryMissingItem[];

/**
 * The public/hidden switch (PUT toggle-visibility). It shows the stored value and flips only after
 * the server agreed; a refusal names what is missing.
 */
export function NotaryVisibility({ profile }: { profile: NotaryPrivateProfile }) {
  const toggle = useNotaryMutation(notaryApi.toggleVisibility);
  const t = useT('account');
  const locale = useLocale();
  const href = useHref();
  const op = mutationOp(toggle);
  const done = ITEMS.length - profile.missing.length;
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center gap-4">
        <button
          type="button"
          role="switch"
          aria-checked={profile.is_public}
          aria-label={t('notary.visibility.switch')}
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
            {profile.is_public ? t('notary.visibility.public') : t('notary.visibility.hidden')}
          </p>
          <p className="text-sm text-slate-600" data-testid="notary-listing">
            {t(
              profile.listed
                ? 'notary.visibility.listed'
                : profile.is_public && profile.lapsed
                  ? 'notary.visibility.lapsed'
                  : profile.is_public
                    ? 'notary.visibility.incomplete'
                    : 'notary.visibility.private',
            )}
          </p>
        </div>
        {profile.listed && profile._id ? (
          <Link
            href={href(`/notary-public/profile/${profile._id}`)}
            className="inline-flex items-center gap-1 text-sm font-medium text-primary-700 hover:underline"
          >
            {t('notary.visibility.viewPublic')} <ExternalLink className="h-3.5 w-3.5" aria-hidden="true" />
          </Link>
        ) : null}
      </div>
      <OpStatus
        op={op}
        name="toggle"
        loading={t('notary.visibility.updating')}
        succeeded={profile.is_public ? t('notary.visibility.nowPublic') : t('notary.visibility.nowHidden')}
      />
      {profile.lapsed && profile.commission_expires_on ? (
        <p role="alert" className="flex gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
          <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          {t('notary.visibility.ended', { date: formatLongDate(profile.commission_expires_on, locale) })}
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
            aria-label={t('notary.visibility.completeness')}
          >
            <div className="h-full rounded-full bg-primary-600 transition-all" style={{ width: `${(done / ITEMS.length) * 100}%` }} />
          </div>
          <span className="text-sm font-semibold tabular-nums text-slate-700">
            {done}/{ITEMS.length}
          </span>
        </div>
        {profile.missing.length ? (
          <ul className="mt-3 grid gap-1 sm:grid-cols-2" aria-label={t('notary.visibility.stillNeeded')}>
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
                    {t(`notary.item.${item}`)}
                  </span>
                  <span className="sr-only">{open ? t('notary.visibility.toDo') : t('notary.visibility.done')}</span>
                </li>
              );
            })}
          </ul>
        ) : (
          <p className="mt-2 text-sm text-slate-600">{t('notary.visibility.allDone')}</p>
        )}
      </div>
    </div>
  );
}
