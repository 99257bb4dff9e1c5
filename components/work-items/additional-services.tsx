'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { useFailureToast } from '@/components/ui/failure-toast';
import { formatPesoExact } from '@/lib/format/money';
import { useFormError } from './form-errors';
import { useWorkItemMutation, workItemsApi } from '@/lib/api/work-items';
import type { AdditionalServiceStatus, WorkItemDto } from '@/lib/dto/work-item';
import { useT } from '@/lib/i18n/client';
import { additionalServiceFormSchema, type AdditionalServiceFormValues } from '@/lib/validation/work-items';

// The status words are `services.<status>` of the `work` namespace.
const TONES: Record<AdditionalServiceStatus, string> = {
  PROPOSED: 'bg-secondary-100 text-secondary-900',
  PAYMENT_PENDING: 'bg-amber-100 text-amber-900',
  PAID: 'bg-primary-100 text-primary-800',
  CANCELLED: 'bg-slate-200 text-slate-700',
};

function OfferForm({ item, onDone }: { item: WorkItemDto; onDone: () => void }) {
  const id = useId();
  const t = useT('work');
  const fail = useFailureToast();
  const fieldError = useFormError();
  const add = useWorkItemMutation(item._id, (input: { title: string; description?: string; price: number }) =>
    workItemsApi.addService(item._id, input),
  );
  const { register, handleSubmit, formState } = useForm<
    AdditionalServiceFormValues,
    unknown,
    { title: string; description?: string; price: number }
  >({
    resolver: zodResolver(additionalServiceFormSchema),
    defaultValues: { title: '', description: '', price: '' },
  });
  const e = formState.errors;
  const submit = handleSubmit(async (values) => {
    try {
      await add.mutateAsync(values);
      toast.success(t('toast.serviceAdded'));
      onDone();
    } catch (error) {
      fail(t('toast.addServiceFailed'), error);
    }
  });
  return (
    <form method="post" onSubmit={submit} noValidate className="mt-3 grid gap-3 rounded-lg bg-slate-50 p-4 ring-1 ring-slate-200">
      <div>
        <label htmlFor={`${id}-title`} className="block text-sm font-medium text-slate-800">
          {t('services.service')}
        </label>
        <input id={`${id}-title`} className="input mt-1" {...register('title')} />
        {e.title && <p className="mt-1 text-sm text-red-700">{fieldError(e.title.message)}</p>}
      </div>
      <div>
        <label htmlFor={`${id}-description`} className="block text-sm font-medium text-slate-800">
          {t('services.description')}
        </label>
        <textarea id={`${id}-description`} rows={3} className="input mt-1" {...register('description')} />
        {e.description && <p className="mt-1 text-sm text-red-700">{fieldError(e.description.message)}</p>}
      </div>
      <div>
        <label htmlFor={`${id}-price`} className="block text-sm font-medium text-slate-800">
          {t('services.price')}
        </label>
        <input id={`${id}-price`} inputMode="decimal" className="input mt-1 sm:max-w-48" {...register('price')} />
        {e.price && <p className="mt-1 text-sm text-red-700">{fieldError(e.price.message)}</p>}
      </div>
      <div className="flex gap-2">
        <button type="submit" className="btn-primary" disabled={add.isPending}>
          {t('services.offer')}
        </button>
        <button type="button" className="btn-ghost" onClick={onDone}>
          {t('services.cancel')}
        </button>
      </div>
    </form>
  );
}

/** More work offered after payment: the lawyer offers, the client buys (paid like the engagement). */
export function AdditionalServices({ item }: { item: WorkItemDto }) {
  const titleId = useId();
  const t = useT('work');
  const fail = useFailureToast();
  const [offering, setOffering] = useState(false);
  const [buying, setBuying] = useState<string | null>(null);
  const canOffer = item.allowed.includes('offer-service');
  const canBuy = item.allowed.includes('buy-service');
  if (!item.additional_services.length && !canOffer) return null;
  const buy = async (serviceId: string) => {
    setBuying(serviceId);
    try {
      const { checkout_url } = await workItemsApi.purchase(item._id, serviceId);
      window.location.assign(checkout_url);
    } catch (error) {
      fail(t('toast.purchaseFailed'), error);
      setBuying(null);
    }
  };
  return (
    <section aria-labelledby={titleId} className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <h2 id={titleId} className="text-lg font-semibold text-slate-900">
        {t('services.heading')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{item.role === 'CUSTOMER' ? t('services.introClient') : t('services.introLawyer')}</p>
      {item.additional_services.length > 0 && (
        <ul aria-label={t('services.heading')} className="mt-3 divide-y divide-slate-200">
          {item.additional_services.map((s) => (
            <li key={s._id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
              <div className="min-w-0">
                <p className="font-medium text-slate-900">
                  {s.title}{' '}
                  <span className={`ml-1 inline-flex rounded-full px-2 py-0.5 align-middle text-xs font-semibold ${TONES[s.status]}`}>
                    {t(`services.${s.status}`)}
                  </span>
                </p>
                {s.description && <p className="whitespace-pre-wrap break-words text-sm text-slate-700">{s.description}</p>}
                <p className="text-sm font-semibold text-slate-900">{formatPesoExact(s.price)}</p>
              </div>
              {canBuy && s.status === 'PROPOSED' && (
                <button type="button" className="btn-primary" disabled={buying !== null} onClick={() => buy(s._id)}>
                  {buying === s._id ? t('actions.opening') : t('services.buy', { price: formatPesoExact(s.price) })}
                </button>
              )}
              {s.checkout_url && (
                <a href={s.checkout_url} className="btn-primary">
                  {t('actions.continuePayment')}
                </a>
              )}
            </li>
          ))}
        </ul>
      )}
      {canOffer && !offering && (
        <button type="button" className="btn-outline mt-3" onClick={() => setOffering(true)}>
          {t('services.offerService')}
        </button>
      )}
      {offering && <OfferForm item={item} onDone={() => setOffering(false)} />}
    </section>
  );
}
