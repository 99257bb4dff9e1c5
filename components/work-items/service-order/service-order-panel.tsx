'use client';

import { BadgeCheck, CalendarClock, Clock3, Scale, Stamp } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { useViewerTimeZone } from '@/components/lawyers/viewer-zone';
import { useFailureToast } from '@/components/ui/failure-toast';
import { formatPesoExact } from '@/lib/format/money';
import { formatDayTime } from '@/lib/format/zoned-time';
import { serviceOrdersApi, useServiceOrder, useServiceOrderMutation, type ServiceOrder } from '@/lib/api/service-orders';
import { useHref, useLocale, useT } from '@/lib/i18n/client';
import { DeliveryList } from './delivery-list';
import { DisputeBox } from './dispute-box';
import { FilesForm, NoteForm } from './order-forms';

type Action = ServiceOrder['allowed'][number];
type Party = 'CUSTOMER' | 'LAWYER';
type Form = 'deliver' | 'decline' | 'revise' | 'dispute' | 'answer-dispute' | null;

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
export function ServiceOrderPanel({ initial, party }: { initial: ServiceOrder; party: Party }) {
  const { data } = useServiceOrder(initial._id, initial);
  const order = data ?? initial;
  const t = useT('serviceOrders');
  const services = useT('services');
  const locale = useLocale();
  const href = useHref();
  const zone = useViewerTimeZone();
  const fail = useFailureToast();
  const [form, setForm] = useState<Form>(null);
  const [paying, setPaying] = useState(false);
  const id = order._id;
  const can = (a: Action) => order.allowed.includes(a);
  const when = (iso: string) => formatDayTime(iso, zone, locale);

  const deliver = useServiceOrderMutation(id, (f: FormData) => serviceOrdersApi.deliver(id, f));
  const decline = useServiceOrderMutation(id, (reason: string) => serviceOrdersApi.decline(id, reason));
  const revise = useServiceOrderMutation(id, (note: string) => serviceOrdersApi.revise(id, note));
  const dispute = useServiceOrderMutation(id, (f: FormData) => serviceOrdersApi.dispute(id, f));
  const answer = useServiceOrderMutation(id, (text: string) => serviceOrdersApi.answerDispute(id, text));
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
  const clock: { icon: typeof Clock3; text: string; testId: string }[] = [];
  if (order.status === 'AWAITING_LAWYER' && order.take_by)
    clock.push({ icon: Clock3, text: t(`clock.takeBy${party}`, { date: when(order.take_by) }), testId: 'order-take-by' });
  if (order.due_at && (order.status === 'IN_PROGRESS' || order.status === 'DELIVERED'))
    clock.push({ icon: CalendarClock, text: t('clock.due', { date: when(order.due_at) }), testId: 'order-due' });
  if (order.dispute_until && can('dispute'))
    clock.push({ icon: Scale, text: t('clock.disputeUntil', { date: when(order.dispute_until) }), testId: 'order-dispute-until' });

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

      {clock.length > 0 && (
        <ul className="mt-3 grid gap-2 sm:grid-cols-2" aria-label={t('clock.label')}>
          {clock.map(({ icon: Icon, text, testId }) => (
            <li key={testId} data-testid={testId} className="flex items-start gap-2 rounded-lg bg-slate-50 p-3 text-sm text-slate-800">
              <Icon aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-primary" />
              <span>{text}</span>
            </li>
          ))}
        </ul>
      )}

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

      {form === 'deliver' && can('deliver') && (
        <FilesForm
          kind="deliver"
          onCancel={() => setForm(null)}
          pending={deliver.isPending}
          onSubmit={(f) => run(() => deliver.mutateAsync(f), t('toast.delivered'), t('toast.failed'))}
        />
      )}
      {form === 'dispute' && can('dispute') && (
        <FilesForm
          kind="dispute"
          onCancel={() => setForm(null)}
          pending={dispute.isPending}
          onSubmit={(f) => run(() => dispute.mutateAsync(f), t('toast.disputed'), t('toast.failed'))}
        />
      )}
      {form === 'revise' && can('revise') && (
        <NoteForm
          kind="revise"
          hint={t('forms.reviseLeft', { count: revisionsLeft })}
          onCancel={() => setForm(null)}
          pending={revise.isPending}
          onSubmit={(note) => run(() => revise.mutateAsync(note), t('toast.revisionAsked'), t('toast.failed'))}
        />
      )}
      {form === 'decline' && can('decline') && (
        <NoteForm
          kind="decline"
          onCancel={() => setForm(null)}
          pending={decline.isPending}
          onSubmit={(reason) => run(() => decline.mutateAsync(reason), t('toast.declined'), t('toast.failed'))}
        />
      )}
      {form === 'answer-dispute' && can('answer-dispute') && (
        <NoteForm
          kind="answer"
          onCancel={() => setForm(null)}
          pending={answer.isPending}
          onSubmit={(text) => run(() => answer.mutateAsync(text), t('toast.answered'), t('toast.failed'))}
        />
      )}

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
