'use client';

import type { z } from 'zod';
import { localizeAppUrl } from '@/components/booking/localize-url';
import { useActionForm } from '@/components/forms/use-action-form';
import { useHydrated } from '@/components/ui/use-hydrated';
import { api } from '@/lib/api/client';
import type { payerCheckoutSchema } from '@/lib/dto/payment-link';
import { useLocale, useT } from '@/lib/i18n/client';

type Payer = { name: string; email: string };
type Checkout = z.infer<typeof payerCheckoutSchema>;

/**
 * The payer's name and e-mail (their receipt's), then on to the checkout (issue 63 item 4). A public
 * page: no schema in the browser — the boxes' own checks (required, e-mail) stop an empty send, the
 * handler's zod decides. The boxes are left out of the defaults so words typed before the page came
 * alive are read from them, not cleared.
 */
export function PayerForm({ token }: { token: string }) {
  const t = useT('payLink');
  const locale = useLocale();
  const hydrated = useHydrated();
  const { form, submit, pending } = useActionForm<Payer, Checkout>({
    action: ({ name, email }) => api.post<z.infer<typeof payerCheckoutSchema>>(`pay/${token}`, { name, email, language: locale }),
    onDone: ({ checkout_url }) => window.location.assign(localizeAppUrl(checkout_url, locale, window.location.origin)),
    holdOnDone: true,
    failure: t('page.pay'),
  });

  return (
    <form method="post" onSubmit={submit} className="space-y-3 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <label className="block text-sm font-medium text-slate-800">
        {t('page.name')}
        <input required className="input mt-1 w-full" autoComplete="name" maxLength={120} {...form.register('name')} />
      </label>
      <label className="block text-sm font-medium text-slate-800">
        {t('page.email')}
        <input required type="email" className="input mt-1 w-full" autoComplete="email" {...form.register('email')} />
      </label>
      <button type="submit" className="btn-primary w-full" disabled={!hydrated || pending}>
        {pending ? t('page.starting') : t('page.pay')}
      </button>
    </form>
  );
}
