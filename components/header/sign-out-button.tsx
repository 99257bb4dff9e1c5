'use client';

import { LogOut } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { useAuth } from '@/lib/auth/auth-provider';
import { useT } from '@/lib/i18n/client';

const noSubscription = () => () => {};

/**
 * "Sign out" for the bars without the avatar menu (the verification pages). The server knows whether
 * the request had a session (`signedIn`), so the button is in the HTML before any JavaScript runs;
 * after hydration the browser's session decides (a verification link signs a browser in on the page).
 */
export function SignOutButton({ signedIn }: { signedIn: boolean }) {
  const { status, user, signOut, signingOut } = useAuth();
  const t = useT('common');
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const shown = user !== null || ((!hydrated || status === 'loading') && signedIn);
  if (!shown) return null;
  return (
    <button type="button" className="btn-outline ml-auto gap-2 px-3 py-1.5 text-sm" onClick={() => void signOut()} disabled={signingOut}>
      <LogOut className="h-4 w-4" aria-hidden="true" />
      {t('account.signOut')}
    </button>
  );
}
