'use client';

import { useState } from 'react';
import { toast } from 'sonner';
import type { z } from 'zod';
import { useHydrated } from '@/components/ui/use-hydrated';
import { api } from '@/lib/api/client';
import type { sandboxCompletionSchema } from '@/lib/dto/payment-event';
import { useLocale, useT } from '@/lib/i18n/client';
import { useFailureText } from '@/components/ui/form-messages';
import { localizeAppUrl } from './localize-url';

// The providers' names stay as they are; the cards are the catalogue's (methods.card, methods.cardAbroad).
const METHODS = [
  { value: 'gcash', label: 'GCash' },
  { value: 'paymaya', label: 'Maya' },
  { value: 'card', key: 'methods.card' },
  { value: 'card_abroad', key: 'methods.cardAbroad' },
  { value: 'qrph', label: 'QR Ph' },
] as const;

/**
 * The sandbox provider's hosted checkout: choose a method, then Pay, Fail or Cancel. `payerToken`: the
 * payer of a payment link presses them at pay/{token}/sandbox instead (issue 63).
 */
export function SandboxCheckoutForm({ sessionId, payerToken }: { sessionId?: string; payerToken?: string }) {
  const [method, setMethod] = useState<(typeof METHODS)[number]['value']>('gcash');
  const [busy, setBusy] = useState<string | null>(null);
  const hydrated = useHydrated();
  const locale = useLocale();
  const t = useT('booking');
  const message = useFailureText();
  const act = async (action: 'pay' | 'fail' | 'cancel') => {
    setBusy(action);
    try {
      const body = { action, method };
      const { redirect_url } = payerToken
        ? await api.post<z.infer<typeof sandboxCompletionSchema>>(`pay/${payerToken}/sandbox`, body)
        : await api.post<z.infer<typeof sandboxCompletionSchema>>(`payments/sandbox/${sessionId}`, body);
      // Back to our summary page, in the language the client paid in.
      window.location.assign(localizeAppUrl(redirect_url, locale, window.location.origin));
    } catch (error) {
      toast.error(message(error, t('errors.unknown')));
      setBusy(null);
    }
  };
  return (
    <div className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">{t('sandbox.method')}</legend>
        <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3">
          {METHODS.map((m) => (
            <label
              key={m.value}
              className={`flex cursor-pointer items-center gap-2 rounded-md border px-3 py-2 text-sm ${m.value === 'card_abroad' ? 'col-span-2' : ''} ${method === m.value ? 'border-primary bg-primary-50' : 'border-slate-300'}`}
            >
              <input
                type="radio"
                name="method"
                value={m.value}
                checked={method === m.value}
                onChange={() => setMethod(m.value)}
                className="accent-primary"
              />
              {'key' in m ? t(m.key) : m.label}
            </label>
          ))}
        </div>
      </fieldset>
      <p className="mt-3 text-sm text-slate-600">{t('sandbox.pesosNote')}</p>
      <div className="mt-6 flex flex-col gap-2 sm:flex-row">
        <button type="button" className="btn-primary sm:flex-1" disabled={!hydrated || busy !== null} onClick={() => act('pay')}>
          {busy === 'pay' ? t('sandbox.paying') : t('sandbox.pay')}
        </button>
        <button type="button" className="btn-outline sm:flex-1" disabled={!hydrated || busy !== null} onClick={() => act('fail')}>
          {t('sandbox.fail')}
        </button>
        <button type="button" className="btn-ghost sm:flex-1" disabled={!hydrated || busy !== null} onClick={() => act('cancel')}>
          {t('sandbox.cancel')}
        </button>
      </div>
    </div>
  );
}
