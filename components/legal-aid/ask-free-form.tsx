'use client';

import { useState } from 'react';
import { legalAidApi } from '@/lib/api/legal-aid';
import { useErrorText, useLocale, useT } from '@/lib/i18n/client';
import { QUESTION_LIMITS } from '@/lib/rules/written-questions';

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
  const errorText = useErrorText();
  const [chosen, setChosen] = useState<number | ''>(problem ?? (problems.length === 1 ? problems[0].id : ''));
  const [facts, setFacts] = useState('');
  const [wants, setWants] = useState('');
  const [parties, setParties] = useState('');
  const [language, setLanguage] = useState<'en' | 'fil'>(locale);
  const [missing, setMissing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);

  const names = parties
    .split('\n')
    .map((n) => n.trim())
    .filter(Boolean);

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    setError(null);
    if (chosen === '' || !facts.trim() || !wants.trim() || names.length === 0) {
      setMissing(true);
      return;
    }
    setMissing(false);
    setBusy(true);
    try {
      await legalAidApi.ask({ problem: chosen, facts, wants, other_parties: names.slice(0, QUESTION_LIMITS.otherPartiesMax), language });
      setSent(true);
    } catch (failed) {
      setError(errorText(failed as Error));
    } finally {
      setBusy(false);
    }
  }

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
          <select
            name="problem"
            value={chosen}
            onChange={(e) => setChosen(e.target.value === '' ? '' : Number(e.target.value))}
            className="input mt-1 block w-full font-normal"
          >
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
        <textarea
          name="facts"
          rows={6}
          maxLength={QUESTION_LIMITS.facts}
          value={facts}
          onChange={(e) => setFacts(e.target.value)}
          className="input mt-1 block w-full font-normal"
        />
      </label>
      <label className="block text-sm font-semibold text-slate-900">
        {t('legalAidAsk.wants')}
        <textarea
          name="wants"
          rows={3}
          maxLength={QUESTION_LIMITS.wants}
          value={wants}
          onChange={(e) => setWants(e.target.value)}
          className="input mt-1 block w-full font-normal"
        />
      </label>
      <label className="block text-sm font-semibold text-slate-900">
        {t('legalAidAsk.otherParties')}
        <span className="block font-normal text-slate-600">{t('legalAidAsk.otherPartiesHint')}</span>
        <textarea
          name="other_parties"
          rows={2}
          value={parties}
          onChange={(e) => setParties(e.target.value)}
          className="input mt-1 block w-full font-normal"
        />
      </label>
      <label className="block text-sm font-semibold text-slate-900">
        {t('legalAidAsk.language')}
        <select
          name="language"
          value={language}
          onChange={(e) => setLanguage(e.target.value as 'en' | 'fil')}
          className="input mt-1 block font-normal"
        >
          <option value="en">English</option>
          <option value="fil">Filipino</option>
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
