'use client';

import { useState } from 'react';
import { toast } from 'sonner';
import type { z } from 'zod';
import { useActionForm } from '@/components/forms/use-action-form';
import { useFailureText } from '@/components/ui/form-messages';
import { useHydrated } from '@/components/ui/use-hydrated';
import { api } from '@/lib/api/client';
import { DEFAULT_TIME_ZONE } from '@/lib/config/time';
import { formatLongInZone } from '@/lib/format/date-time';
import type { paymentLinkSchema } from '@/lib/dto/payment-link';
import { useLocale, useT } from '@/lib/i18n/client';

/**
 * Issue 63 item 4, on the client's pending checkout: "Someone else can pay" — a payment link to copy
 * or have mailed, shown once (only its digest is kept), and withdrawn with one press.
 */
export function PaymentLinkPanel({ paymentId }: { paymentId: string }) {
  const t = useT('payLink');
  const locale = useLocale();
  const hydrated = useHydrated();
  const say = useFailureText();
  const [link, setLink] = useState<z.infer<typeof paymentLinkSchema> | null>(null);
  const {
    form,
    submit: create,
    pending: busy,
  } = useActionForm<{ email: string }, z.infer<typeof paymentLinkSchema>>({
    defaultValues: { email: '' },
    action: ({ email }) =>
      api.post<z.infer<typeof paymentLinkSchema>>('payment-links', {
        payment_id: paymentId,
        ...(email.trim() ? { email: email.trim() } : {}),
        language: locale,
      }),
    done: t('ask.created'),
    onDone: (made) => setLink(made),
    failure: t('ask.create'),
  });
  const revoke = async () => {
    if (!link) return;
    try {
      await api.delete<z.infer<typeof paymentLinkSchema>>(`payment-links/${link._id}`);
      setLink(null);
      toast.success(t('ask.revoked'));
    } catch (error) {
      toast.error(say(error, t('ask.revoke')));
    }
  };
  const copy = async () => {
    if (!link?.url) return;
    await navigator.clipboard?.writeText(link.url).catch(() => undefined);
    toast.success(t('ask.copied'));
  };

  return (
    <section aria-labelledby="pay-link-heading" className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <h2 id="pay-link-heading" className="text-lg font-semibold text-slate-900">
        {t('ask.heading')}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t('ask.text')}</p>
      {link?.url ? (
        <div className="mt-4 space-y-2" data-testid="payment-link">
          <input readOnly value={link.url} aria-label={t('ask.copy')} className="input w-full font-mono text-xs" />
          <p className="text-sm text-slate-600">
            {link.sent_to ? `${t('ask.sentTo', { email: link.sent_to })} ` : ''}
            {t('ask.until', { time: t('page.manila', { time: formatLongInZone(new Date(link.expires_at), DEFAULT_TIME_ZONE, locale) }) })}
          </p>
          <div className="flex flex-wrap gap-2">
            <button type="button" className="btn-primary" onClick={copy}>
              {t('ask.copy')}
            </button>
            <button type="button" className="btn-ghost" onClick={revoke}>
              {t('ask.revoke')}
            </button>
          </div>
        </div>
      ) : (
        <form method="post" onSubmit={create} className="mt-4 flex flex-col gap-2 sm:flex-row sm:items-end">
          <label className="flex-1 text-sm font-medium text-slate-800">
            {t('ask.email')}
            <input type="email" {...form.register('email')} className="input mt-1 w-full" autoComplete="off" />
          </label>
          <button type="submit" className="btn-outline" disabled={!hydrated || busy}>
            {busy ? t('ask.creating') : t('ask.create')}
          </button>
        </form>
      )}
    </section>
  );
}
