'use client';

import { useState } from 'react';
import { useActionForm } from '@/components/forms/use-action-form';
import { plainResolver } from '@/components/ui/plain-resolver';
import { legalAidApi } from '@/features/legal-aid/api/legal-aid';
import { useLocale, useT } from '@/lib/i18n/client';
import { QUESTION_LIMITS } from '@/features/questions/rules/written-questions';

type Fields = { problem: string; facts: string; wants: string; other_parties: string; language: 'en' | 'fil' };

/** One name a line, blank lines dropped. */
const namesOf = (parties: string | undefined) =>
  (parties ?? '')
    .split('\n')
    .map((n) => n.trim())
    .filter(Boolean);

type Props = {
  /** The legal problems to choose from, named in the page's language on the server (or one, already chosen). */
  problems: { id: number; name: string }[];
  /** The problem the person already chose (e.g. from "Where do I start?"). */
  problem?: number;
};

/**
 * Issue 61: a free written question to the legal-aid desk, for a person whose declaration is written — the problem,
 * what happened, what they want to know, the other party's names (one a line; the lawyers' conflict check) and the
 * language. It posts to legal-aid/questions and then says that a legal-aid lawyer reads the declaration first. The
 * server checks everything (the limits, the declaration); its refusal is shown as it says it.
 */
export function AskFreeForm({ problems, problem }: Props) {
  const t = useT('questions');
  const locale = useLocale();
  const [sent, setSent] = useState(false);
  // The boxes are left out of the defaults: words typed before the page came alive are read from them.
  // A missing part is one sentence above the button (the server checks the rest and says why it refuses).
  const {
    form,
    submit,
    pending: busy,
    failure: error,
  } = useActionForm<Fields>({
    defaultValues: { problem: String(problem ?? (problems.length === 1 ? problems[0].id : '')), language: locale },
    resolver: plainResolver(({ problem: chosen, facts, wants, other_parties }): Record<string, string> =>
      chosen === '' || !facts?.trim() || !wants?.trim() || namesOf(other_parties).length === 0 ? { problem: t('legalAidAsk.missing') } : {},
    ),
    action: ({ problem: chosen, facts, wants, other_parties, language }) =>
      legalAidApi.ask({
        problem: Number(chosen),
        facts,
        wants,
        other_parties: namesOf(other_parties).slice(0, QUESTION_LIMITS.otherPartiesMax),
        language,
      }),
    onDone: () => setSent(true),
    failureShown: 'inline',
  });
  const missing = Boolean(form.formState.errors.problem);

  if (sent)
    return (
      <p role="status" className="rounded-xl bg-emerald-50 p-5 text-emerald-900 ring-1 ring-emerald-200" data-testid="ask-free-sent">
        {t('legalAidAsk.sent')}
      </p>
    );

  return (
    <form method="post" noValidate onSubmit={submit} className="space-y-4 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <h2 className="text-lg font-semibold text-slate-900">{t('legalAidAsk.heading')}</h2>
      <p className="text-sm text-slate-700">{t('legalAidAsk.intro')}</p>
      {problems.length > 1 || problem === undefined ? (
        <label className="block text-sm font-semibold text-slate-900">
          {t('legalAidAsk.problem')}
          <select {...form.register('problem')} className="input mt-1 block w-full font-normal">
            <option value="">{t('legalAidAsk.chooseProblem')}</option>
            {problems.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <label className="block text-sm font-semibold text-slate-900">
        {t('legalAidAsk.facts')}
        <textarea rows={6} maxLength={QUESTION_LIMITS.facts} {...form.register('facts')} className="input mt-1 block w-full font-normal" />
      </label>
      <label className="block text-sm font-semibold text-slate-900">
        {t('legalAidAsk.wants')}
        <textarea rows={3} maxLength={QUESTION_LIMITS.wants} {...form.register('wants')} className="input mt-1 block w-full font-normal" />
      </label>
      <label className="block text-sm font-semibold text-slate-900">
        {t('legalAidAsk.otherParties')}
        <span className="block font-normal text-slate-600">{t('legalAidAsk.otherPartiesHint')}</span>
        <textarea rows={2} {...form.register('other_parties')} className="input mt-1 block w-full font-normal" />
      </label>
      <label className="block text-sm font-semibold text-slate-900">
        {t('legalAidAsk.language')}
        <select {...form.register('language')} className="input mt-1 block font-normal">
          <option value="en">{t('ask.languageEn')}</option>
          <option value="fil">{t('ask.languageFil')}</option>
        </select>
      </label>
      {missing && (
        <p role="alert" className="text-sm text-red-700">
          {t('legalAidAsk.missing')}
        </p>
      )}
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <button type="submit" className="btn-primary w-full sm:w-auto" disabled={busy}>
        {t('legalAidAsk.send')}
      </button>
    </form>
  );
}
