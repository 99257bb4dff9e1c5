'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { useActionForm } from '@/components/forms/use-action-form';
import { useNow } from '@/components/ui/use-now';
import { accountPhoneKey, useResendPhoneCode, useVerifyPhone, type PhoneState } from '@/lib/api/account-phone';
import { ApiError } from '@/lib/api/client';
import { useT } from '@/lib/i18n/client';
import { countdown, msUntil, waitParts } from './phone-wait';
import { loadPhoneRules, usePhoneError } from './phone-text';

type Status = { tone: 'info' | 'error'; text: string } | null;

export function CodeEntry({ phone, focusSignal, onResent }: { phone: PhoneState; focusSignal: number; onResent: () => void }) {
  const id = useId();
  const now = useNow(1000);
  const client = useQueryClient();
  const verify = useVerifyPhone();
  const resend = useResendPhoneCode();
  const [status, setStatus] = useState<Status>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const t = useT('portal');
  const failed = usePhoneError();
  const waitWords = (ms: number) => {
    const { unit, count } = waitParts(ms);
    return t(unit === 'seconds' ? 'phone.inSeconds' : 'phone.inMinutes', { count });
  };

  useEffect(() => {
    if (focusSignal > 0) inputRef.current?.focus();
  }, [focusSignal]);

  // Until hydrated (now === null) the server's word stands (it sends a lock or a code only while
  // they hold) and no countdown is shown, so server and browser render the same markup.
  const lockedFor = now === null ? 0 : msUntil(phone.locked_until, now);
  const resendIn = now === null ? 0 : msUntil(phone.resend_available_at, now);
  const codeLive = now === null ? phone.code_expires_at !== null : msUntil(phone.code_expires_at, now) > 0;
  const locked = now === null ? phone.locked_until !== null : lockedFor > 0;
  const showEntry = codeLive && !locked;

  // Every word of this form is on its one status line (sent, wrong with the tries left, expired, locked), so the
  // kit says nothing itself: the action sets the line. The rules (zod) load on focus, not with the page.
  const { form, submit: onVerify } = useActionForm<{ code: string }>({
    defaultValues: { code: '' },
    action: async ({ code }) => {
      const { otpCodeSchema } = await loadPhoneRules();
      const parsed = otpCodeSchema.safeParse(code);
      if (!parsed.success) {
        setStatus({ tone: 'error', text: t('phone.enterCode') }); // the rules' one sentence, in the page's language
        inputRef.current?.focus();
        return;
      }
      try {
        await verify.mutateAsync(parsed.data);
        toast.success(t('phone.verified'));
      } catch (failure) {
        // Wrong (with the tries left), expired, or locked: the server's words, and its new state.
        setStatus({ tone: 'error', text: failed(failure) });
        form.setValue('code', '');
        await client.invalidateQueries({ queryKey: accountPhoneKey });
        inputRef.current?.focus();
      }
    },
    failureShown: 'inline',
  });
  const codeField = form.register('code', {
    onChange: () => {
      if (status?.tone === 'info') setStatus(null);
    },
  });

  const onResend = async () => {
    try {
      await resend.mutateAsync(undefined);
      form.setValue('code', '');
      setStatus({ tone: 'info', text: t('phone.resent') });
      onResent();
    } catch (failure) {
      setStatus({ tone: 'error', text: failed(failure) });
      if (failure instanceof ApiError && failure.status === 429) await client.invalidateQueries({ queryKey: accountPhoneKey });
    }
  };

  const resendLabel =
    resendIn > 0 ? t('phone.resendIn', { time: countdown(resendIn) }) : codeLive ? t('phone.resend') : t('phone.sendCode');
  const resendDisabled = (now === null && phone.resend_available_at !== null) || resendIn > 0 || locked || resend.isPending;
  const resendButton = (
    <button
      type="button"
      className={
        showEntry
          ? 'rounded font-medium text-primary hover:underline focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary disabled:cursor-not-allowed disabled:text-slate-500 disabled:no-underline'
          : 'btn-primary'
      }
      disabled={resendDisabled}
      onClick={() => void onResend()}
    >
      {resend.isPending ? t('phone.sending') : resendLabel}
    </button>
  );

  // The one place that speaks: sent, wrong (tries left), expired, locked.
  const message: Status = locked
    ? { tone: 'error', text: t('phone.locked', { wait: now === null ? t('phone.later') : waitWords(lockedFor) }) }
    : (status ??
      (codeLive
        ? { tone: 'info', text: t('phone.sent', { display: phone.display }) }
        : { tone: 'info', text: phone.code_expires_at ? t('phone.expired') : t('phone.noCode') }));

  return (
    <form method="post" noValidate onSubmit={(event) => void onVerify(event)} className="rounded-lg bg-slate-50 p-4 ring-1 ring-slate-200">
      {showEntry && (
        <>
          <label htmlFor={id} className="block text-sm font-medium text-slate-800">
            {t('phone.codeLabel')}
          </label>
          <div className="mt-1 flex flex-wrap items-start gap-2">
            <input
              id={id}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={11}
              {...codeField}
              ref={(element) => {
                codeField.ref(element);
                inputRef.current = element;
              }}
              onFocus={() => void loadPhoneRules()}
              aria-invalid={message?.tone === 'error' ? true : undefined}
              aria-describedby={`${id}-status`}
              className="input w-40 text-center font-mono text-lg tracking-[0.3em]"
              placeholder="••••••"
            />
            <button type="submit" className="btn-primary" disabled={verify.isPending}>
              {verify.isPending ? t('phone.checking') : t('phone.verify')}
            </button>
          </div>
        </>
      )}
      <p
        id={`${id}-status`}
        role="status"
        aria-live="polite"
        data-testid="code-status"
        className={`min-h-5 text-sm ${showEntry ? 'mt-2' : ''} ${message?.tone === 'error' ? 'text-red-700' : 'text-slate-600'}`}
      >
        {message?.text}
        {showEntry && message?.tone === 'error' && phone.tries_left !== null && !/tr(y|ies) left|subok na lang/i.test(message.text)
          ? ` ${t('phone.triesLeft', { count: phone.tries_left })}`
          : null}
      </p>
      {showEntry ? (
        <p className="mt-3 text-sm text-slate-600">
          {t('phone.didntGet')} <span className="tabular-nums">{resendButton}</span>
        </p>
      ) : (
        <div className="mt-3">{resendButton}</div>
      )}
    </form>
  );
}
