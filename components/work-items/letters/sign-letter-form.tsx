'use client';

import { useId, useState } from 'react';
import { toast } from 'sonner';
import { useActionForm } from '@/components/forms/use-action-form';
import { lettersApi, useLetterRefresh, type LetterState } from '@/lib/api/engagement-letters';
import { formatTime } from '@/lib/format/zoned-time';
import { useLocale, useT } from '@/lib/i18n/client';
import { useLetterError } from './letter-errors';

type Status = { tone: 'info' | 'error'; text: string } | null;
type Signing = { name: string; consent: boolean; channel: 'sms' | 'email'; code: string };

/**
 * The explicit intent (RA 8792 §8): the signer types their full name as the letter prints it, ticks
 * that they sign, and enters the one-time code sent to their verified mobile number or e-mail.
 */
export function SignLetterForm({ workItemId, state }: { workItemId: string; state: LetterState }) {
  const t = useT('letters');
  const locale = useLocale();
  const id = useId();
  const failed = useLetterError();
  const refresh = useLetterRefresh();
  const version = state.latest_version!;
  const lawyer = state.viewer.role === 'LAWYER';
  const [sentTo, setSentTo] = useState(state.viewer.code);
  // Sending a code and signing speak on one line (`status`), the latest word standing.
  const [status, setStatus] = useState<Status>(null);
  const [sending, setSending] = useState(false);
  const {
    form,
    submit: sign,
    pending: signing,
  } = useActionForm<Signing>({
    defaultValues: { name: '', consent: false, channel: state.viewer.channels[0], code: '' },
    action: async ({ name, consent, code }) => {
      const problem = !name.trim()
        ? 'nameFirst'
        : !consent
          ? 'consentFirst'
          : !/^\d{6}$/.test(code.replace(/\s/g, ''))
            ? 'codeFirst'
            : null;
      if (problem) return setStatus({ tone: 'error', text: t(`sign.${problem}`) });
      try {
        const next = await lettersApi.sign(workItemId, { version, typed_name: name, consent: true, code });
        toast.success(t(next.letter?.status === 'SIGNED' ? 'toast.countersigned' : 'toast.signed'));
        await refresh(workItemId, next);
      } catch (error) {
        setStatus({ tone: 'error', text: failed(error) });
        form.setValue('code', '');
        await refresh(workItemId);
      }
    },
  });
  const busy = sending ? 'code' : signing ? 'sign' : null;

  const sendCode = async () => {
    setSending(true);
    try {
      const sent = await lettersApi.sendCode(workItemId, { version, channel: form.getValues('channel') });
      setSentTo(sent);
      setStatus(null);
      toast.success(t('toast.codeSent'));
      document.getElementById(`${id}-code`)?.focus();
    } catch (error) {
      setStatus({ tone: 'error', text: failed(error) });
    } finally {
      setSending(false);
    }
  };

  return (
    <form
      method="post"
      onSubmit={sign}
      noValidate
      className="mt-4 rounded-lg bg-primary-50 p-4 ring-1 ring-primary-100"
      aria-labelledby={`${id}-heading`}
    >
      <h3 id={`${id}-heading`} className="font-semibold text-slate-900">
        {t(lawyer ? 'sign.countersign' : 'sign.heading')}
      </h3>
      <p className="mt-1 text-sm text-slate-700">{t('sign.intro')}</p>
      <label htmlFor={`${id}-name`} className="mt-3 block text-sm font-medium text-slate-800">
        {t('sign.typedName', { name: state.viewer.expected_name ?? '' })}
      </label>
      <input id={`${id}-name`} type="text" className="input mt-1" autoComplete="name" maxLength={160} {...form.register('name')} />
      <label className="mt-3 flex items-start gap-2 text-sm text-slate-800">
        <input type="checkbox" className="mt-1" {...form.register('consent')} />
        <span>{t('sign.consent', { version })}</span>
      </label>
      <fieldset className="mt-3">
        <legend className="text-sm font-medium text-slate-800">{t('sign.sendBy')}</legend>
        <div className="mt-1 flex flex-wrap items-center gap-4">
          {state.viewer.channels.map((c) => (
            <label key={c} className="flex items-center gap-1.5 text-sm">
              <input type="radio" value={c} {...form.register('channel')} />
              {t(`sign.${c}`)}
            </label>
          ))}
          <button type="button" className="btn-outline" disabled={busy !== null} onClick={() => void sendCode()}>
            {busy === 'code' ? t('sign.sending') : sentTo ? t('sign.sendAgain') : t('sign.sendCode')}
          </button>
        </div>
      </fieldset>
      {sentTo && (
        <p className="mt-2 text-sm text-slate-700" role="status">
          {t('sign.sent', { to: sentTo.sent_to, time: formatTime(sentTo.expires_at, 'Asia/Manila', locale) })}
        </p>
      )}
      <label htmlFor={`${id}-code`} className="mt-3 block text-sm font-medium text-slate-800">
        {t('sign.code')}
      </label>
      <input
        id={`${id}-code`}
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        className="input mt-1 max-w-[10rem] tabular-nums"
        maxLength={10}
        {...form.register('code')}
      />
      {status && (
        <p className={`mt-2 text-sm ${status.tone === 'error' ? 'text-red-700' : 'text-slate-700'}`} role="alert">
          {status.text}
        </p>
      )}
      <div className="mt-4">
        <button type="submit" className="btn-primary" disabled={busy !== null}>
          {busy === 'sign' ? t('sign.signing') : t(lawyer ? 'sign.submitLawyer' : 'sign.submit')}
        </button>
      </div>
    </form>
  );
}
