'use client';

import { useState } from 'react';
import { questionsApi } from '@/features/questions/api/questions';
import type { Translate } from '@/lib/i18n/client';

/** "Ask for a proposal (work item)": the lawyer is told (after the commit), once; then it says so. */
export function AskProposal({
  id,
  lawyer,
  asked: askedBefore,
  t,
}: {
  id: string;
  lawyer: string;
  asked: boolean;
  t: Translate<'questions'>;
}) {
  const [asked, setAsked] = useState(askedBefore);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const ask = async () => {
    setBusy(true);
    setFailed(false);
    try {
      await questionsApi.requestProposal(id);
      setAsked(true);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  if (asked)
    return (
      <p role="status" className="text-sm text-slate-700">
        {t('carry.proposalAsked', { lawyer })}
      </p>
    );
  return (
    <div>
      <button type="button" className="btn-secondary w-full sm:w-auto" disabled={busy} onClick={() => void ask()}>
        {t('carry.askProposal')}
      </button>
      <p className="mt-2 text-sm text-slate-600">{t('carry.askProposalHint', { lawyer })}</p>
      {failed && (
        <p role="alert" className="mt-1 text-sm text-red-700">
          {t('carry.proposalAskFailed')}
        </p>
      )}
    </div>
  );
}
