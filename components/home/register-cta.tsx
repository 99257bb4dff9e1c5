'use client';

import Link from 'next/link';
import { useAuth } from '@/lib/auth/auth-provider';
import { useHref, useWords } from '@/lib/i18n/context';

/**
 * Spec §6: the About page's Register button is for visitors only. The pre-rendered HTML has it
 * (the status is "unauthenticated" there, spec §4); a signed-in visitor never sees it once the
 * stored user or the session answer is known.
 */
export function RegisterCta() {
  const { status, user } = useAuth();
  // The header's word for it, from `common` (every page sends it).
  const t = useWords('common');
  const href = useHref();
  if (status === 'authenticated' || user) return null;
  return (
    <Link href={href('/signup')} className="btn-secondary px-6 py-3 text-base">
      {t('header.register')}
    </Link>
  );
}
