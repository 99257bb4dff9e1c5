'use client';

import { useQueryClient } from '@tanstack/react-query';
import { AlertTriangle, BadgeCheck, Smartphone } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { toast } from 'sonner';
import { useNow } from '@/components/ui/use-now';
import {
  accountPhoneKey,
  useAccountPhone,
  useRemovePhone,
  useResendPhoneCode,
  useSetPhone,
  useVerifyPhone,
  type PhoneState,
} from '@/lib/api/account-phone';
import { ApiError } from '@/lib/api/client';
import { countdown, msUntil, waitPhrase } from './phone-wait';

type PhoneForm = { phone: string };

// The phone schemas carry libphonenumber-js's metadata: loaded when the section is first used, not
// with the page (the same pattern as the basic-info form's zod schema).
const loadPhoneRules = () => import('@/lib/validation/phone');

const validatePhone: Resolver<PhoneForm> = async (values, context, options) => {
  const [{ zodResolver }, { accountPhoneSchema }] = await Promise.all([import('@hookform/resolvers/zod'), loadPhoneRules()]);
  return zodResolver(accountPhoneSchema)(values, context, options) as ReturnType<Resolver<PhoneForm>>;
};

/** The section's copy, in one place for the page and its tests. */
const PHONE_TEXT = {
  intro: 'For booking confirmations and reminders by text. You choose which texts you get under Notifications.',
  hint: 'A Philippine mobile number like 0917 123 4567, or another country’s with + and its code.',
  sent: (display: string) => `We texted a 6-digit code to ${display}.`,
  resent: 'We sent you a new code.',
  expired: 'This code has expired. Send a new one.',
  noCode: 'Send a code to verify this number.',
  locked: (wait: string) => `Too many wrong codes. You can try again ${wait}.`,
  verified: 'Mobile number verified.',
  removed: 'Mobile number removed.',
  optedOut: 'You replied STOP to one of our texts, so we don’t text this number. Reply START to that text to get texts again.',
} as const;

function errorMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'Something went wrong. Please try again.';
}

/** Add a number, prove it with the texted code, change or remove it (issue 29). */
export function PhoneSection({ initialPhone }: { initialPhone?: PhoneState | null }) {
  const { data: phone, isPending, isError, refetch } = useAccountPhone(initialPhone);
  const [editing, setEditing] = useState(false);
  // Moves focus to the code field once it is on screen after a code went out.
  const [focusCode, setFocusCode] = useState(0);

  if (isPending) return <p className="mt-4 text-sm text-slate-500">Loading…</p>;
  if (isError) {
    return (
      <p className="mt-4 text-sm text-slate-600">
        We could not load your mobile number.{' '}
        <button type="button" className="font-medium text-primary underline" onClick={() => void refetch()}>
          Try again
        </button>
      </p>
    );
  }

  if (!phone || editing) {
    return (
      <NumberForm
        current={phone ?? null}
        onCancel={phone ? () => setEditing(false) : undefined}
        onSent={() => {
          setEditing(false);
          setFocusCode((n) => n + 1);
        }}
      />
    );
  }
  return (
    <div className="mt-4 space-y-4">
      <NumberRow phone={phone} onChange={() => setEditing(true)} />
      {phone.opted_out && (
        <p className="flex gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
          <AlertTriangle aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
          {PHONE_TEXT.optedOut}
        </p>
      )}
      {!phone.verified && <CodeEntry phone={phone} focusSignal={focusCode} onResent={() => setFocusCode((n) => n + 1)} />}
    </div>
  );
}

function NumberRow({ phone, onChange }: { phone: PhoneState; onChange: () => void }) {
  const remove = useRemovePhone();
  const [confirming, setConfirming] = useState(false);
  const keepRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (confirming) keepRef.current?.focus();
  }, [confirming]);

  const onRemove = async () => {
    try {
      await remove.mutateAsync(undefined);
      toast.success(PHONE_TEXT.removed);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  return (
    <div className="rounded-lg border border-slate-200 p-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex min-w-0 items-center gap-3">
          <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-primary-50 text-primary">
            <Smartphone aria-hidden="true" className="h-5 w-5" />
          </span>
          <div className="min-w-0">
            <p className="font-medium tabular-nums text-slate-900" data-testid="phone-number">
              {phone.display}
            </p>
            {phone.verified ? (
              <p className="mt-0.5 inline-flex items-center gap-1 text-sm font-medium text-primary-700">
                <BadgeCheck aria-hidden="true" className="h-4 w-4" />
                Verified
              </p>
            ) : (
              <p className="mt-0.5 text-sm text-amber-800">Not verified yet</p>
            )}
          </div>
        </div>
        {!confirming && (
          <div className="flex gap-2">
            <button type="button" className="btn-outline" onClick={onChange}>
              Change
            </button>
            <button
              type="button"
              className="btn text-red-700 hover:bg-red-50 focus-visible:outline-red-700"
              onClick={() => setConfirming(true)}
            >
              Remove
            </button>
          </div>
        )}
      </div>
      {confirming && (
        <div role="group" aria-label="Remove this number?" className="mt-4 rounded-md bg-red-50 p-3 ring-1 ring-red-200">
          <p className="text-sm text-red-900">Remove {phone.display}? We will stop texting you.</p>
          <div className="mt-3 flex flex-wrap gap-2">
            <button
              type="button"
              className="btn bg-red-700 text-white hover:bg-red-800 focus-visible:outline-red-700"
              disabled={remove.isPending}
              onClick={() => void onRemove()}
            >
              {remove.isPending ? 'Removing…' : 'Remove number'}
            </button>
            <button ref={keepRef} type="button" className="btn-ghost" onClick={() => setConfirming(false)}>
              Keep it
            </button>
          </div>
        </div>
      )}
    </div>
  );
}

function NumberForm({ current, onCancel, onSent }: { current: PhoneState | null; onCancel?: () => void; onSent: () => void }) {
  const id = useId();
  const { register, handleSubmit, formState, setError, setFocus } = useForm<PhoneForm>({
    resolver: validatePhone,
    defaultValues: { phone: '' },
  });
  const save = useSetPhone();
  const error = formState.errors.phone?.message;

  useEffect(() => {
    if (current) setFocus('phone');
  }, [current, setFocus]);

  const onSubmit = handleSubmit(async ({ phone }) => {
    try {
      await save.mutateAsync(phone);
      onSent();
    } catch (failure) {
      // A bad number, one on another account (409) or too many sends (429): said under the field.
      setError('phone', { message: errorMessage(failure) }, { shouldFocus: true });
    }
  });

  return (
    <form method="post" noValidate onSubmit={onSubmit} className="mt-4 space-y-4">
      <p className="text-sm text-slate-600">{PHONE_TEXT.intro}</p>
      <div>
        <label htmlFor={id} className="block text-sm font-medium text-slate-800">
          {current ? 'New mobile number' : 'Mobile number'}
        </label>
        <p id={`${id}-hint`} className="mt-0.5 text-sm text-slate-500">
          {PHONE_TEXT.hint}
        </p>
        <input
          id={id}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="0917 123 4567"
          {...register('phone', { onBlur: () => void loadPhoneRules() })}
          onFocus={() => void loadPhoneRules()}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
          className={`input mt-2 sm:max-w-xs ${error ? 'border-red-600 focus:border-red-600 focus:ring-red-200' : ''}`}
        />
        {error && (
          <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
            {error}
          </p>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn-primary" disabled={save.isPending || formState.isSubmitting}>
          {save.isPending ? 'Sending code…' : 'Send code'}
        </button>
        {onCancel && (
          <button type="button" className="btn-ghost" onClick={onCancel}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}

type Status = { tone: 'info' | 'error'; text: string } | null;

function CodeEntry({ phone, focusSignal, onResent }: { phone: PhoneState; focusSignal: number; onResent: () => void }) {
  const id = useId();
  const now = useNow(1000);
  const client = useQueryClient();
  const verify = useVerifyPhone();
  const resend = useResendPhoneCode();
  const [code, setCode] = useState('');
  const [status, setStatus] = useState<Status>(null);
  const inputRef = useRef<HTMLInputElement>(null);

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

  const onVerify = async (event: FormEvent) => {
    event.preventDefault();
    const { otpCodeSchema } = await loadPhoneRules();
    const parsed = otpCodeSchema.safeParse(code);
    if (!parsed.success) {
      setStatus({ tone: 'error', text: parsed.error.issues[0]?.message ?? 'Enter the 6-digit code.' });
      inputRef.current?.focus();
      return;
    }
    try {
      await verify.mutateAsync(parsed.data);
      toast.success(PHONE_TEXT.verified);
    } catch (failure) {
      // Wrong (with the tries left), expired, or locked: the server's words, and its new state.
      setStatus({ tone: 'error', text: errorMessage(failure) });
      setCode('');
      await client.invalidateQueries({ queryKey: accountPhoneKey });
      inputRef.current?.focus();
    }
  };

  const onResend = async () => {
    try {
      await resend.mutateAsync(undefined);
      setCode('');
      setStatus({ tone: 'info', text: PHONE_TEXT.resent });
      onResent();
    } catch (failure) {
      setStatus({ tone: 'error', text: errorMessage(failure) });
      if (failure instanceof ApiError && failure.status === 429) await client.invalidateQueries({ queryKey: accountPhoneKey });
    }
  };

  const resendLabel = resendIn > 0 ? `Resend code in ${countdown(resendIn)}` : codeLive ? 'Resend code' : 'Send code';
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
      {resend.isPending ? 'Sending…' : resendLabel}
    </button>
  );

  // The one place that speaks: sent, wrong (tries left), expired, locked.
  const message: Status = locked
    ? { tone: 'error', text: PHONE_TEXT.locked(now === null ? 'later' : waitPhrase(lockedFor)) }
    : (status ??
      (codeLive
        ? { tone: 'info', text: PHONE_TEXT.sent(phone.display) }
        : { tone: 'info', text: phone.code_expires_at ? PHONE_TEXT.expired : PHONE_TEXT.noCode }));

  return (
    <form method="post" noValidate onSubmit={(event) => void onVerify(event)} className="rounded-lg bg-slate-50 p-4 ring-1 ring-slate-200">
      {showEntry && (
        <>
          <label htmlFor={id} className="block text-sm font-medium text-slate-800">
            6-digit code
          </label>
          <div className="mt-1 flex flex-wrap items-start gap-2">
            <input
              ref={inputRef}
              id={id}
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={11}
              value={code}
              onChange={(event) => {
                setCode(event.target.value);
                if (status?.tone === 'info') setStatus(null);
              }}
              onFocus={() => void loadPhoneRules()}
              aria-invalid={message?.tone === 'error' ? true : undefined}
              aria-describedby={`${id}-status`}
              className="input w-40 text-center font-mono text-lg tracking-[0.3em]"
              placeholder="••••••"
            />
            <button type="submit" className="btn-primary" disabled={verify.isPending}>
              {verify.isPending ? 'Checking…' : 'Verify'}
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
        {showEntry && message?.tone === 'error' && phone.tries_left !== null && !/tr(y|ies) left/i.test(message.text)
          ? ` ${phone.tries_left === 1 ? '1 try left.' : `${phone.tries_left} tries left.`}`
          : null}
      </p>
      {showEntry ? (
        <p className="mt-3 text-sm text-slate-600">
          Didn’t get it? <span className="tabular-nums">{resendButton}</span>
        </p>
      ) : (
        <div className="mt-3">{resendButton}</div>
      )}
    </form>
  );
}
