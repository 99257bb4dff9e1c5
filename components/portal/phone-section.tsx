'use client';

import { AlertTriangle, BadgeCheck, Info, Smartphone } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { LoadFailed } from '@/components/ui/load-failed';
import { lazyZodResolver } from '@/components/ui/lazy-resolver';
import {
  useAccountPhone,
  useRemovePhone,
  useSetPhone,
  useTextsAbroad,
  type AccountPhoneResult,
  type PhoneState,
} from '@/lib/api/account-phone';
import { CodeEntry } from './phone-code-entry';
import { useT } from '@/lib/i18n/client';
import { useAuthMessage } from '@/components/auth/auth-messages';
import { loadPhoneRules, usePhoneError } from './phone-text';

type PhoneForm = { phone: string };

const validatePhone = lazyZodResolver<PhoneForm>(() => loadPhoneRules().then((m) => m.accountPhoneSchema));

/**
 * Add a number, prove it with the texted code, change or remove it (issue 29). Whether a number abroad
 * can be added is the server's word (`texts_abroad`, issue 63): where it cannot, the form says so
 * before anyone types one.
 */
export function PhoneSection({ initialPhone }: { initialPhone?: AccountPhoneResult }) {
  const { data: phone, isPending, isError, refetch } = useAccountPhone(initialPhone);
  const { data: textsAbroad = false } = useTextsAbroad(initialPhone);
  const [editing, setEditing] = useState(false);
  // Moves focus to the code field once it is on screen after a code went out.
  const [focusCode, setFocusCode] = useState(0);
  const t = useT('portal');

  if (isPending) return <p className="mt-4 text-sm text-slate-500">{t('settings.loading')}</p>;
  if (isError) return <LoadFailed what={t('phone.loadWhat')} onRetry={() => void refetch()} />;

  if (!phone || editing) {
    return (
      <NumberForm
        current={phone ?? null}
        textsAbroad={textsAbroad}
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
          {t('phone.optedOutStop')}
        </p>
      )}
      {!phone.verified && <CodeEntry phone={phone} focusSignal={focusCode} onResent={() => setFocusCode((n) => n + 1)} />}
    </div>
  );
}

function NumberRow({ phone, onChange }: { phone: PhoneState; onChange: () => void }) {
  const remove = useRemovePhone();
  const t = useT('portal');
  const failed = usePhoneError();
  const [confirming, setConfirming] = useState(false);
  const keepRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (confirming) keepRef.current?.focus();
  }, [confirming]);

  const onRemove = async () => {
    try {
      await remove.mutateAsync(undefined);
      toast.success(t('phone.removed'));
    } catch (error) {
      toast.error(failed(error));
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
                {t('phone.verifiedBadge')}
              </p>
            ) : (
              <p className="mt-0.5 text-sm text-amber-800">{t('phone.notVerified')}</p>
            )}
          </div>
        </div>
        {!confirming && (
          <div className="flex gap-2">
            <button type="button" className="btn-outline" onClick={onChange}>
              {t('phone.change')}
            </button>
            <button
              type="button"
              className="btn text-red-700 hover:bg-red-50 focus-visible:outline-red-700"
              onClick={() => setConfirming(true)}
            >
              {t('phone.remove')}
            </button>
          </div>
        )}
      </div>
      {confirming && (
        <div role="group" aria-label={t('phone.removeGroup')} className="mt-4 rounded-md bg-red-50 p-3 ring-1 ring-red-200">
          <p className="text-sm text-red-900">{t('phone.removeConfirm', { display: phone.display })}</p>
          <div className="mt-3 flex flex-wrap gap-2">
            <button
              type="button"
              className="btn bg-red-700 text-white hover:bg-red-800 focus-visible:outline-red-700"
              disabled={remove.isPending}
              onClick={() => void onRemove()}
            >
              {remove.isPending ? t('phone.removing') : t('phone.removeNumber')}
            </button>
            <button ref={keepRef} type="button" className="btn-ghost" onClick={() => setConfirming(false)}>
              {t('phone.keep')}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}

function NumberForm({
  current,
  textsAbroad,
  onCancel,
  onSent,
}: {
  current: PhoneState | null;
  textsAbroad: boolean;
  onCancel?: () => void;
  onSent: () => void;
}) {
  const id = useId();
  const { register, handleSubmit, formState, setError, setFocus } = useForm<PhoneForm>({
    resolver: validatePhone,
    defaultValues: { phone: '' },
  });
  const save = useSetPhone();
  const t = useT('portal');
  const failed = usePhoneError();
  const say = useAuthMessage();
  const raw = formState.errors.phone?.message;
  // The rules speak English; the auth catalogue knows their sentences (already-worded ones pass through).
  const error = raw ? say(raw) : undefined;

  useEffect(() => {
    if (current) setFocus('phone');
  }, [current, setFocus]);

  const onSubmit = handleSubmit(async ({ phone }) => {
    try {
      await save.mutateAsync(phone);
      onSent();
    } catch (failure) {
      // A bad number, one on another account (409) or too many sends (429): said under the field.
      setError('phone', { message: failed(failure) }, { shouldFocus: true });
    }
  });

  return (
    <form method="post" noValidate onSubmit={onSubmit} className="mt-4 space-y-4">
      <p className="text-sm text-slate-600">{t('phone.intro')}</p>
      {!textsAbroad && (
        <p
          data-testid="phone-only-philippine"
          className="flex items-start gap-2 rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-700 ring-1 ring-slate-200"
        >
          <Info aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-slate-500" />
          {t('phone.onlyPhilippine')}
        </p>
      )}
      <div>
        <label htmlFor={id} className="block text-sm font-medium text-slate-800">
          {current ? t('phone.newNumber') : t('phone.number')}
        </label>
        <p id={`${id}-hint`} className="mt-0.5 text-sm text-slate-500">
          {textsAbroad ? t('phone.hintAbroad') : t('phone.hint')}
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
          {save.isPending ? t('phone.sendingCode') : t('phone.sendCode')}
        </button>
        {onCancel && (
          <button type="button" className="btn-ghost" onClick={onCancel}>
            {t('phone.cancel')}
          </button>
        )}
      </div>
    </form>
  );
}
