'use client';

import { useHref, useLocale, useT } from '@/lib/i18n/client';
import { callErrorText } from './call-words';
import type { CallError } from './hooks/use-call-signals';

/** The call page when the call cannot go on (the session ended, or the join was refused): why, and the way back. */
export function CallFailed({ error, portal, meetingId }: { error: CallError; portal: string; meetingId: string }) {
  const t = useT('call');
  const locale = useLocale();
  const href = useHref();
  const signedOut = error.kind === 'signed-out';
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-slate-950 p-6 text-center text-white">
      <h1 className="text-xl font-semibold">{signedOut ? t('room.signedOutTitle') : t('room.failedTitle')}</h1>
      <p role="alert" className="max-w-md text-slate-300">
        {callErrorText(error, locale, t)}
      </p>
      {/* The join page sends a visitor to sign in and back. */}
      <a href={href(`${portal}/meeting/${meetingId}/join`)} className="btn-secondary">
        {signedOut ? t('room.signInAgain') : t('room.backToLobby')}
      </a>
    </main>
  );
}
