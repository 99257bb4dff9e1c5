'use client';

import { useId, useState } from 'react';
import { useActionForm } from '@/components/forms/use-action-form';
import { serviceOffersApi } from '@/lib/api/service-offers';
import type { ServiceOffersDto } from '@/features/services/dto/service-orders';
import { useT } from '@/lib/i18n/client';
import { MIN_TURNAROUND_DAYS, SERVICE_CATALOGUE, SERVICE_TYPES, type ServiceType } from '@/features/services/reference/legal-services';

/** `send`: the lawyer also sends the letter for the client (issue 72), at `sendPrice`. */
type Row = { on: boolean; price: string; days: string; send: boolean; sendPrice: string };
type Rows = Record<ServiceType, Row>;

const pesoText = (n: number) => n.toLocaleString('en-PH');

function rowsOf(offers: ServiceOffersDto['offers']): Rows {
  const byType = new Map(offers.map((o) => [o.service_type, o]));
  return Object.fromEntries(
    SERVICE_TYPES.map((type) => {
      const offer = byType.get(type);
      const spec = SERVICE_CATALOGUE[type];
      return [
        type,
        {
          on: !!offer,
          price: String(offer?.price_pesos ?? ''),
          days: String(offer?.turnaround_days ?? spec.defaultDays),
          send: offer?.send_price_pesos != null,
          sendPrice: String(offer?.send_price_pesos ?? ''),
        },
      ];
    }),
  ) as Rows;
}

/**
 * Issue 62, /lawyer-portal/services: each catalogue service with on/off, the lawyer's price (the type's bounds shown)
 * and turnaround in calendar days; for a letter that may be sent (issue 72), whether the lawyer also sends it for the
 * client and at what price. Saving sends the whole set (PUT lawyers/profile/services); the server holds each
 * number to its bounds and answers with the set as saved. One column on a phone.
 */
export function ServiceOffersEditor({ initial }: { initial: ServiceOffersDto }) {
  const id = useId();
  const t = useT('services');
  const [rows, setRows] = useState<Rows>(() => rowsOf(initial.offers));
  const [saved, setSaved] = useState(false);
  const set = (type: ServiceType, patch: Partial<Row>) => setRows((old) => ({ ...old, [type]: { ...old[type], ...patch } }));

  // The rows are state here (one per catalogue service); the kit holds the submit. "Saved" and a failure are
  // said beside the button, not in a toast.
  const {
    submit: save,
    pending,
    failure,
  } = useActionForm<Record<string, never>, Awaited<ReturnType<typeof serviceOffersApi.save>>>({
    action: () => {
      setSaved(false);
      const offers = SERVICE_TYPES.filter((type) => rows[type].on).map((type) => ({
        service_type: type,
        price_pesos: Number(rows[type].price),
        turnaround_days: Number(rows[type].days),
        send_price_pesos: SERVICE_CATALOGUE[type].sending && rows[type].send ? Number(rows[type].sendPrice) : null,
      }));
      return serviceOffersApi.save({ offers });
    },
    onDone: (answer) => {
      setRows(rowsOf(answer.offers));
      setSaved(true);
    },
    failure: t('portal.saveFailed'),
    failureShown: 'inline',
  });

  return (
    <form method="post" onSubmit={save} className="space-y-4">
      <ul className="space-y-3">
        {SERVICE_TYPES.map((type) => {
          const spec = SERVICE_CATALOGUE[type];
          const row = rows[type];
          const key = `${id}-${type}`;
          return (
            <li key={type} className="rounded-lg border border-slate-200 bg-white p-3 sm:p-4" data-testid={`offer-${type}`}>
              <label className="flex items-start gap-3">
                <input
                  type="checkbox"
                  className="mt-1 h-5 w-5 shrink-0 accent-primary"
                  checked={row.on}
                  onChange={(e) => set(type, { on: e.target.checked })}
                  aria-describedby={`${key}-summary`}
                />
                <span className="min-w-0">
                  <span className="block font-semibold text-slate-900">{t(`catalogue.${type}.name`)}</span>
                  <span id={`${key}-summary`} className="block text-sm text-slate-600">
                    {t(`catalogue.${type}.summary`)}
                  </span>
                  <span className="block text-xs text-slate-600">{t('revisionsIncluded', { count: spec.revisions })}</span>
                </span>
              </label>
              {row.on ? (
                <div className="mt-3 grid gap-3 sm:grid-cols-2 sm:pl-8">
                  <BoundedNumber
                    id={`${key}-price`}
                    label={t('portal.price')}
                    bounds={t('portal.priceBounds', { min: pesoText(spec.minPesos), max: pesoText(spec.maxPesos) })}
                    min={spec.minPesos}
                    max={spec.maxPesos}
                    value={row.price}
                    onChange={(price) => set(type, { price })}
                  />
                  <BoundedNumber
                    id={`${key}-days`}
                    label={t('portal.days')}
                    bounds={t('portal.daysBounds', { min: MIN_TURNAROUND_DAYS, max: spec.maxDays })}
                    min={MIN_TURNAROUND_DAYS}
                    max={spec.maxDays}
                    value={row.days}
                    onChange={(days) => set(type, { days })}
                  />
                  {spec.sending && (
                    <div className="sm:col-span-2" data-testid={`offer-${type}-sending`}>
                      <label className="flex items-start gap-3 text-sm text-slate-800">
                        <input
                          type="checkbox"
                          className="mt-0.5 h-5 w-5 shrink-0 accent-primary"
                          checked={row.send}
                          onChange={(e) => set(type, { send: e.target.checked })}
                        />
                        <span>{t('portal.sendOffer')}</span>
                      </label>
                      {row.send && (
                        <div className="mt-2 sm:max-w-[50%] sm:pr-1.5">
                          <BoundedNumber
                            id={`${key}-send`}
                            label={t('portal.sendPrice')}
                            bounds={t('portal.sendBounds', { min: pesoText(spec.sending.minPesos), max: pesoText(spec.sending.maxPesos) })}
                            min={spec.sending.minPesos}
                            max={spec.sending.maxPesos}
                            value={row.sendPrice}
                            onChange={(sendPrice) => set(type, { sendPrice })}
                          />
                        </div>
                      )}
                    </div>
                  )}
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className="btn-primary" disabled={pending}>
          {t('portal.save')}
        </button>
        <p role="status" className="text-sm">
          {saved && !pending ? <span className="text-emerald-700">{t('portal.saved')}</span> : null}
          {failure ? <span className="text-red-700">{failure}</span> : null}
        </p>
      </div>
    </form>
  );
}

/** One whole number of an offer (a price, the turnaround, the sending's price), its bounds said under it. */
function BoundedNumber(p: {
  id: string;
  label: string;
  bounds: string;
  min: number;
  max: number;
  value: string;
  onChange: (v: string) => void;
}) {
  return (
    <div>
      <label htmlFor={p.id} className="block text-sm font-medium text-slate-800">
        {p.label}
      </label>
      <input
        id={p.id}
        className="input h-11 w-full"
        inputMode="numeric"
        type="number"
        required
        min={p.min}
        max={p.max}
        step={1}
        value={p.value}
        onChange={(e) => p.onChange(e.target.value)}
        aria-describedby={`${p.id}-bounds`}
      />
      <p id={`${p.id}-bounds`} className="mt-1 text-xs text-slate-600">
        {p.bounds}
      </p>
    </div>
  );
}
