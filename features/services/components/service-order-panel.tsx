'use client';

import { BadgeCheck, Stamp } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { useViewerTimeZone } from '@/components/lawyers/viewer-zone';
import { useFailureToast } from '@/components/ui/failure-toast';
import { formatPesoExact } from '@/lib/format/money';
import { serviceOrdersApi, useServiceOrder, useServiceOrderMutation, type ServiceOrder } from '@/features/services/api/service-orders';
import { useHref, useT } from '@/lib/i18n/client';
import { DeliveryList } from './delivery-list';
import { DisputeBox } from './dispute-box';
import { OpenStepForm, type StepForm } from './open-step-form';
import { OrderClock } from './order-clock';
import { SendingBox } from './sending-box';

type Action = ServiceOrder['allowed'][number];

const TONES: Record<ServiceOrder['status'], string> = {
  AWAITING_PAYMENT: 'bg-secondary-100 text-secondary-900',
  AWAITING_LAWYER: 'bg-amber-100 text-amber-900',
  IN_PROGRESS: 'bg-primary-100 text-primary-800',
  DELIVERED: 'bg-sky-100 text-sky-900',
  ACCEPTED: 'bg-emerald-100 text-emerald-900',
  DISPUTED: 'bg-red-100 text-red-800',
  RESOLVED: 'bg-slate-200 text-slate-800',
  CANCELLED: 'bg-slate-200 text-slate-700',
};

/**
 * Issue 62: a fixed-price service order on its work item page, for either party — where it stands in plain
 * words, its clock in the viewer's zone, the deliveries with their files, and exactly the steps the server's
 * `allowed` lists (never worked out here: the server decides, the page shows). The engagement letter to sign
 * is the page's letter panel below; "Sign" and "Take" point to it.
 */
export function ServiceOrderPanel({ initial, party }: { initial: ServiceOrder; party: 'CUSTOMER' | 'LAWYER' }) {
  const { data } = useServiceOrder(initial._id, initial);
  const order = data ?? initial;
  const t = useT('serviceOrders');
  const services = useT('services');
  const href = useHref();
  const zone = useViewerTimeZone();
  const fail = useFailureToast();
  const [form, setForm] = useState<StepForm>(null);
  const [paying, setPaying] = useState(false);
  const id = order._id;
  const can = (a: Action) => order.allowed.includes(a);

  const accept = useServiceOrderMutation(id, () => serviceOrdersApi.accept(id));
  const cancelLate = useServiceOrderMutation(id, () => serviceOrdersApi.cancelLate(id));
  const withdraw = useServiceOrderMutation(id, () => serviceOrdersApi.withdraw(id));

  /** One step: the confirmation asked first (if any), then the call; the toast says how it went. */
  const run = async (step: () => Promise<unknown>, done: string, failed: string, question?: string) => {
    if (question && !window.confirm(question)) return false;
    try {
      await step();
      toast.success(done);
      setForm(null);
      return true;
    } catch (error) {
      fail(failed, error);
      return false;
    }
  };
  const pay = async () => {
    setPaying(true);
    try {
      const { checkout_url } = await serviceOrdersApi.pay(id);
      window.location.assign(checkout_url);
    } catch (error) {
      fail(t('toast.payFailed'), error);
      setPaying(false);
    }
  };

  const revisionsLeft = Math.max(0, order.revisions_included - order.revisions_used);
  const delivered = order.deliveries.length > 0;

  const cancelled = order.status === 'CANCELLED' && order.cancel_reason ? t(`cancelled.${order.cancel_reason}`) : null;

  return (
    <section
      aria-labelledby="service-order-heading"
      data-testid="service-order-panel"
      data-status={order.status}
      className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="text-xs font-semibold uppercase tracking-wide text-slate-500">{t('panel.kicker')}</p>
          <h2 id="service-order-heading" className="text-lg font-semibold text-slate-900">
            {services(`catalogue.${order.service_type}.name`)}
          </h2>
          <p className="text-sm text-slate-600">
            {t('panel.terms', {
              price: formatPesoExact(order.price_pesos * 100),
              days: order.turnaround_days,
            })}{' '}
            · {services('revisionsIncluded', { count: order.revisions_included })}
          </p>
        </div>
        <span data-testid="order-status" className={`rounded-full px-2.5 py-1 text-xs font-semibold ${TONES[order.status]}`}>
          {t(`status.${order.status}`)}
        </span>
      </div>

      <p className="mt-4 rounded-lg bg-primary-50 p-3 text-sm text-slate-800" data-testid="order-situation">
        {t(`situation.${party}.${order.status}`)}
        {cancelled && <span className="mt-1 block">{cancelled}</span>}
        {order.decline_reason && (
          <span className="mt-1 block" data-testid="order-decline-reason">
            {t('panel.declineReason', { reason: order.decline_reason })}
          </span>
        )}
      </p>

      <OrderClock order={order} party={party} zone={zone} />

      <SendingBox order={order} party={party} zone={zone} />

      {order.other_party_name && party === 'LAWYER' && (
        <p className="mt-3 text-sm text-slate-700" data-testid="order-other-party">
          {t('panel.otherParty', { name: order.other_party_name })}
        </p>
      )}

      {(can('sign') || can('take')) && (
        <p className="mt-3 text-sm font-medium text-slate-900">
          <a href="#letter-heading" className="text-primary underline underline-offset-2">
            {t(can('sign') ? 'actions.signBelow' : 'actions.takeBelow')}
          </a>
        </p>
      )}

      <div className="mt-4 flex flex-wrap gap-2" data-testid="order-actions">
        {can('pay') && (
          <button type="button" className="btn-primary" disabled={paying} onClick={pay}>
            {paying ? t('actions.opening') : t('actions.pay', { price: formatPesoExact(order.price_pesos * 100) })}
          </button>
        )}
        {can('accept') && (
          <button
            type="button"
            className="btn-primary"
            disabled={accept.isPending}
            onClick={() => run(() => accept.mutateAsync(undefined), t('toast.accepted'), t('toast.failed'), t('actions.acceptConfirm'))}
          >
            <BadgeCheck aria-hidden="true" className="mr-1 inline h-4 w-4" />
            {t('actions.accept')}
          </button>
        )}
        {can('deliver') && form !== 'deliver' && (
          <button type="button" className="btn-primary" onClick={() => setForm('deliver')}>
            {t(delivered ? 'actions.deliverAgain' : 'actions.deliver')}
          </button>
        )}
        {can('revise') && form !== 'revise' && (
          <button type="button" className="btn-outline" onClick={() => setForm('revise')}>
            {t('actions.revise')}
          </button>
        )}
        {can('answer-dispute') && form !== 'answer-dispute' && (
          <button type="button" className="btn-primary" onClick={() => setForm('answer-dispute')}>
            {t('actions.answerDispute')}
          </button>
        )}
        {can('cancel-late') && (
          <button
            type="button"
            className="btn-outline"
            disabled={cancelLate.isPending}
            onClick={() =>
              run(() => cancelLate.mutateAsync(undefined), t('toast.cancelled'), t('toast.failed'), t('actions.cancelLateConfirm'))
            }
          >
            {t('actions.cancelLate')}
          </button>
        )}
        {can('attach-proof') && form !== 'proof' && (
          <button type="button" className={order.sending_proof.length ? 'btn-outline' : 'btn-primary'} onClick={() => setForm('proof')}>
            {t('actions.attachProof')}
          </button>
        )}
        {can('dispute') && form !== 'dispute' && (
          <button type="button" className="btn-ghost text-red-700" onClick={() => setForm('dispute')}>
            {t('actions.dispute')}
          </button>
        )}
        {can('decline') && form !== 'decline' && (
          <button type="button" className="btn-ghost text-red-700" onClick={() => setForm('decline')}>
            {t('actions.decline')}
          </button>
        )}
        {can('withdraw') && (
          <button
            type="button"
            className="btn-ghost"
            disabled={withdraw.isPending}
            onClick={() =>
              run(() => withdraw.mutateAsync(undefined), t('toast.withdrawn'), t('toast.failed'), t('actions.withdrawConfirm'))
            }
          >
            {t('actions.withdraw')}
          </button>
        )}
      </div>
      {can('cancel-late') && <p className="mt-2 text-xs text-slate-600">{t('actions.cancelLateHint')}</p>}

      <OpenStepForm order={order} form={form} run={run} onCancel={() => setForm(null)} />

      {party === 'CUSTOMER' && order.status === 'DELIVERED' ? (
        <p className="mt-3 text-xs text-slate-600" data-testid="revisions-left">
          {t('forms.reviseLeft', { count: revisionsLeft })}
        </p>
      ) : null}

      {order.notarized && delivered && (
        <div
          className="mt-4 flex items-start gap-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-950 ring-1 ring-amber-200"
          data-testid="notary-note"
        >
          <Stamp aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
          <p>
            {t('notary.line')}{' '}
            <a href={href('/notary-public')} className="font-semibold underline underline-offset-2">
              {t('notary.link')}
            </a>
          </p>
        </div>
      )}

      <DeliveryList order={order} zone={zone} />
      {order.dispute && <DisputeBox order={order} dispute={order.dispute} zone={zone} />}
    </section>
  );
}
