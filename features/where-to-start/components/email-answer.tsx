'use client';

import { useState } from 'react';
import { useFailureText } from '@/components/ui/form-messages';
import { emailWhereToStartAnswer } from '@/features/where-to-start/api/where-to-start';
import { useLocale, useT } from '@/lib/i18n/client';

type State = { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent'; to: string } | { kind: 'failed'; message: string };

/** "E-mail it to me": the answer to the signed-in person's own address (issue 41), in the page's language. */
export function EmailAnswer({ answers }: { answers: string }) {
  const t = useT('triage');
  const locale = useLocale();
  const say = useFailureText();
  const [state, setState] = useState<State>({ kind: 'idle' });
  const send = async () => {
    setState({ kind: 'sending' });
    try {
      const { sent_to } = await emailWhereToStartAnswer(answers, locale);
      setState({ kind: 'sent', to: sent_to });
    } catch (error) {
      setState({ kind: 'failed', message: say(error) });
    }
  };
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <button type="button" className="btn-outline min-h-9 px-3 py-1.5" onClick={send} disabled={state.kind === 'sending'}>
        {state.kind === 'sending' ? t('email.sending') : t('email.send')}
      </button>
      <p role="status" className="text-sm">
        {state.kind === 'sent' && <span className="text-slate-700">{t('email.sentTo', { to: state.to })}</span>}
        {state.kind === 'failed' && <span className="text-red-700">{state.message}</span>}
      </p>
    </div>
  );
}
