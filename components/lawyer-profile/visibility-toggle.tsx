'use client';

import { Eye, EyeOff } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { lawyerProfileApi, useOwnProfile } from '@/lib/api/lawyer-profile';
import type { LawyerOwnProfile } from '@/lib/dto/lawyer-profile';
import { useT } from '@/lib/i18n/client';
import { listingNote } from './listing-note';
import { useEditorSave } from './use-editor-save';

/**
 * Spec §4 visibility: the switch shows the stored value and flips only after the server agreed —
 * no optimistic flip, so a refused "make public" never looks public.
 */
export function VisibilityToggle({ initial }: { initial: LawyerOwnProfile }) {
  const router = useRouter();
  const { data: profile } = useOwnProfile(initial);
  const t = useT('editor');
  const toggle = useEditorSave(lawyerProfileApi.visibility, 'visibilityFailed');
  const isPublic = profile.is_public;
  return (
    <div className="flex flex-wrap items-center gap-4">
      <button
        type="button"
        role="switch"
        aria-checked={isPublic}
        aria-label={t('visibility.switch')}
        disabled={toggle.isPending}
        aria-busy={toggle.isPending}
        onClick={() => toggle.mutate(!isPublic, { onSuccess: () => router.refresh() })}
        className={`relative inline-flex h-8 w-14 shrink-0 items-center rounded-full transition-colors focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 disabled:opacity-60 ${isPublic ? 'bg-primary-600' : 'bg-slate-300'}`}
      >
        <span
          className={`inline-block h-6 w-6 rounded-full bg-white shadow transition-transform ${isPublic ? 'translate-x-7' : 'translate-x-1'}`}
        />
      </button>
      <div>
        <p className="flex items-center gap-1.5 font-semibold text-slate-900">
          {isPublic ? <Eye className="h-4 w-4" aria-hidden="true" /> : <EyeOff className="h-4 w-4" aria-hidden="true" />}
          {isPublic ? t('visibility.public') : t('visibility.hidden')}
        </p>
        <p className="text-sm text-slate-600">{listingNote(profile, t)}</p>
      </div>
    </div>
  );
}
