'use client';

import { useState } from 'react';
import { toast } from 'sonner';
import type { z } from 'zod';
import { localizeAppUrl } from '@/components/booking/localize-url';
import { useFailureText } from '@/components/ui/form-messages';
import { useHydrated } from '@/components/ui/use-hydrated';
import { api } from '@/lib/api/client';
import type { payerCheckoutSchema } from '@/lib/dto/payment-link';
import { useLocale, useT } from '@/lib/i18n/client';

/** The payer's name and e-mail (their receipt's), then on to the checkout (issue 63 item 4). */
export function PayerForm({ token }: { token: string }) {
  const t = useT('payLink');
  const locale = useLocale();
  const hydrated = useHydrated();
  const say = useFailureText();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const { checkout_url } = await api.post<z.infer<typeof payerCheckoutSchema>>(`pay/${token}`, { name, email, language: locale });
      window.location.assign(localizeAppUrl(checkout_url, locale, window.location.origin));
    } catch (error) {
      toast.error(say(error, t('page.pay')));
      setBusy(false);
    }
  };

  return (
    <form method="post" onSubmit={submit} className="space-y-3 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <label className="block text-sm font-medium text-slate-800">
        {t('page.name')}
        <input
          required
          value={name}
          onChange={(e) => setName(e.target.value)}
          className="input mt-1 w-full"
          autoComplete="name"
          maxLength={120}
        />
      </label>
      <label className="block text-sm font-medium text-slate-800">
        {t('page.email')}
        <input
          required
          type="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          className="input mt-1 w-full"
          autoComplete="email"
        />
      </label>
      <button type="submit" className="btn-primary w-full" disabled={!hydrated || busy}>
        {busy ? t('page.starting') : t('page.pay')}
      </button>
    </form>
  );
}
