'use client';

import { useEffect } from 'react';
import { useAuth } from '@/lib/auth/auth-provider';
import { readCookie } from '@/lib/auth/read-cookie';
import { SIGN_IN_NOTICE_COOKIE, SIGN_IN_NOTICES } from '@/lib/config/privacy';
import { useWords } from '@/lib/i18n/context';

/** Each notice's key in the `account` catalogue (the root layout sends them). */
const MESSAGES: Record<string, string> = { [SIGN_IN_NOTICES.deletionCancelled]: 'signInNotice.deletionCancelled' };

/**
 * Says once, on the first page after a sign-in, what that sign-in did that the person must know: it
 * cancelled their account's deletion. The server leaves the message in a cookie with the session
 * (startSession); it is cleared before the toast shows, so neither a reload nor another tab repeats it.
 * Checked whenever the signed-in user changes, as the password form signs in without a page load.
 */
export function SignInNotice() {
  const userId = useAuth().user?._id;
  const t = useWords('account');
  useEffect(() => {
    if (!userId) return;
    const notice = readCookie(document.cookie, SIGN_IN_NOTICE_COOKIE);
    if (notice === undefined) return;
    document.cookie = `${SIGN_IN_NOTICE_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${window.location.protocol === 'https:' ? '; Secure' : ''}`;
    const key = MESSAGES[notice];
    const message = key ? t(key) : undefined;
    // sonner only when there is something to say: it stays out of every page's first load (app-providers.tsx).
    if (message) void import('sonner').then(({ toast }) => toast.success(message));
  }, [userId, t]);
  return null;
}
