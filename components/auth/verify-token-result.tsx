'use client';

import Link from 'next/link';
import { useEffect, useRef, useState } from 'react';
import { authApi } from '@/lib/api/auth';
import { portalPath } from '@/lib/auth/access-rules';
import { withCallbackUrl } from '@/lib/auth/callback-url';
import { useAuth } from '@/lib/auth/auth-provider';
import { useLocale, useT } from '@/lib/i18n/client';
import { cookieLanguage, pathInLanguage } from '@/lib/rules/signed-in-language';
import { PhoneCodeHere } from './phone-code-here';

type Kind = 'email' | 'ibp';

/**
 * Consumes a mailed link with a POST from the page (a mail scanner's GET must not use it up) and
 * shows the spec §8 outcome. `callback` (a same-origin path the server read from the link: say the
 * booking page of the slot tapped before signing up) is where "Continue" leads, in the language the
 * browser now follows (the account's, when the link signed it in).
 */
export function VerifyTokenResult({ kind, token, callback }: { kind: Kind; token: string; callback: string | null }) {
  // 'already': the link was used before, and this browser is its owner's, verified (issue 72): no red failure.
  const [state, setState] = useState<'pending' | 'ok' | 'already' | 'failed'>('pending');
  // The number given at sign-up, when its code (which waited for this verification) was just texted.
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null);
  const started = useRef(false);
  const { user, signIn } = useAuth();
  const t = useT('auth');
  const locale = useLocale();

  useEffect(() => {
    // Once per mount, also under React's development double-invocation: the token is single-use.
    if (started.current) return;
    started.current = true;
    const call =
      kind === 'email'
        ? authApi.verifyEmail(token).then(({ user, phone_code_sent_to, already_verified }) => {
            // The server re-issued this browser's session, or started one (a link opened with none).
            if (user) signIn(user);
            setCodeSentTo(phone_code_sent_to);
            return already_verified;
          })
        : authApi.verifyIbp(token).then(() => false);
    call.then((already) => setState(already ? 'already' : 'ok')).catch(() => setState('failed'));
  }, [kind, token, signIn]);

  if (state === 'pending') {
    return (
      <p role="status" className="flex items-center gap-3 text-slate-700">
        <span className="h-5 w-5 animate-spin rounded-full border-2 border-primary-100 border-t-primary" aria-hidden="true" />
        {t('verifyToken.verifying')}
      </p>
    );
  }
  // Rendered after the call answered, in the browser only: the cookie is there to read.
  const inLanguage = (path: string) => pathInLanguage(cookieLanguage(document.cookie, locale), path);
  const continueHref = inLanguage(user ? (callback ?? portalPath(user.type)) : callback ? withCallbackUrl('/login', callback) : '/login');
  const retryHref = inLanguage(callback ? withCallbackUrl('/verify-email', callback) : '/verify-email');
  const done = state !== 'failed';
  return (
    <div role="status" className="flex flex-col gap-4">
      <h2 className={`text-xl font-bold ${done ? 'text-primary' : 'text-red-700'}`}>
        {state === 'already'
          ? t('verifyToken.alreadyVerified')
          : t(state === 'ok' ? (kind === 'email' ? 'messages.emailVerified' : 'messages.ibpVerified') : 'messages.verificationFailed')}
      </h2>
      {state === 'already' && <p className="text-sm text-slate-700">{t('verifyToken.alreadyVerifiedText')}</p>}
      {/* The code texted to the number given at sign-up is typed here, where we say it went (issue 72). */}
      {state === 'ok' && codeSentTo && user && (
        <PhoneCodeHere sentTo={codeSentTo} settingsHref={inLanguage(`${portalPath(user.type)}/account-settings`)} />
      )}
      {kind === 'email' && (
        <Link href={done ? continueHref : retryHref} className="btn-primary w-full">
          {done ? t('verifyToken.continue') : t('verifyToken.newLink')}
        </Link>
      )}
    </div>
  );
}
