'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { withCallbackUrl } from '@/lib/auth/callback-url';

/**
 * "Sign in" from a page that refused a visitor (app/unauthorized.tsx): back to this very page
 * afterwards, query included. The refusal page cannot know the path on the server (a boundary has no
 * params), so the link is built from the browser's location.
 */
export function SignInHere() {
  const path = usePathname();
  const search = useSearchParams().toString();
  return (
    <a href={withCallbackUrl('/login', `${path}${search ? `?${search}` : ''}`)} className="btn-outline">
      Sign in
    </a>
  );
}
