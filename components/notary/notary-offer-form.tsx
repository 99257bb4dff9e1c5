'use client';

import { useState } from 'react';
import { useActionForm } from '@/components/forms/use-action-form';
import { SaveBar } from '@/components/lawyer-profile/fields';
import { mutationOp, notaryApi, useNotaryMutation } from '@/lib/api/notary';
import type { NotaryPrivateProfile } from '@/lib/dto/notary';
import { useT } from '@/lib/i18n/client';
import {
  NOTARY_CHECKLIST_ITEMS,
  NOTARY_DURATIONS,
  NOTARY_SERVICE_DEFAULTS,
  REQUIRED_CHECKLIST_ITEM,
  type NotaryChecklistItem,
} from '@/lib/reference/notary-checklist';
import type { NotaryServiceSlug } from '@/lib/reference/notary-services';
import type { NotaryOfferInput } from '@/lib/validation/notary-offer';
import { PAY_AT_OFFICE_PER_DAY } from '@/lib/validation/pay-at-office';
import { OpStatus } from './op-status';

type Row = { offered: boolean; fee: string; duration: number; checklist: NotaryChecklistItem[] };

/** One row per service the profile lists: its stored offer, or the service's defaults (not yet offered). */
function initialRows(profile: NotaryPrivateProfile): Record<string, Row> {
  const rows: Record<string, Row> = {};
  for (const service of profile.services) {
    const stored = profile.offers.find((o) => o.service === service);
    const defaults = NOTARY_SERVICE_DEFAULTS[service as NotaryServiceSlug];
    rows[service] = stored
      ? {
          offered: true,
          fee: String(stored.fee_centavos / 100),
          duration: stored.duration_minutes,
          checklist: stored.checklist as NotaryChecklistItem[],
        }
      : { offered: false, fee: '', duration: defaults?.durationMinutes ?? 15, checklist: defaults?.checklist ?? [REQUIRED_CHECKLIST_ITEM] };
  }
  return rows;
}

/**
 * PUT /api/v1/notary-public/offer (issue 43): in-person appointments on or off, paying at the office,
 * and per service of the profile its fee, typical length and what to bring (a government ID always).
 * The hours are the office hours of the details form.
 */
export function NotaryOfferForm({ profile }: { profile: NotaryPrivateProfile }) {
  const save = useNotaryMutation(notaryApi.saveOffer);
  const t = useT('account');
  const words = useT('notary');
  const [takesBookings, setTakesBookings] = useState(profile.takes_bookings);
  const [payAtOffice, setPayAtOffice] = useState(profile.pay_at_office);
  const [perDay, setPerDay] = useState(profile.pay_at_office_per_day);
  const [rows, setRows] = useState(() => initialRows(profile));
  const change = (service: string, patch: Partial<Row>) => setRows((r) => ({ ...r, [service]: { ...r[service], ...patch } }));
  // The rows are the form's own controls (state here); the kit holds the one submit path. Its state is the
  // mutation's, said by OpStatus (spec §4: idle, loading, succeeded, failed per operation), not in a toast.
  const { submit } = useActionForm<Record<string, never>>({
    action: () => {
      const body: NotaryOfferInput = {
        takes_bookings: takesBookings,
        pay_at_office: payAtOffice,
        pay_at_office_per_day: perDay,
        offers: Object.entries(rows)
          .filter(([, row]) => row.offered)
          .map(([service, row]) => ({
            service: service as NotaryServiceSlug,
            fee_pesos: row.fee.trim(),
            duration_minutes: row.duration,
            checklist: row.checklist,
          })),
      };
      return save.mutateAsync(body);
    },
    failureShown: 'inline',
  });

  if (!profile.services.length) return <p className="text-sm text-slate-700">{t('notary.offer.noServices')}</p>;

  return (
    <form method="post" noValidate onSubmit={submit} className="space-y-5" aria-label={t('notary.offer.title')}>
      <p className="text-sm text-slate-700">{t('notary.offer.hours')}</p>
      <label className="flex items-center gap-3 font-medium text-slate-900">
        <input
          type="checkbox"
          checked={takesBookings}
          onChange={(e) => setTakesBookings(e.target.checked)}
          className="h-5 w-5 accent-primary"
        />
        {t('notary.offer.takesBookings')}
      </label>
      <div>
        <label className="flex items-center gap-3 text-slate-900">
          <input
            type="checkbox"
            checked={payAtOffice}
            onChange={(e) => setPayAtOffice(e.target.checked)}
            className="h-5 w-5 accent-primary"
          />
          {t('notary.offer.payAtOffice')}
        </label>
        <p className="ml-8 text-sm text-slate-600">{t('notary.offer.payAtOfficeHint')}</p>
        {payAtOffice ? (
          <div className="ml-8 mt-3">
            <label className="block text-sm font-medium text-slate-800">
              {t('notary.offer.perDay')}
              <select
                value={perDay}
                onChange={(e) => setPerDay(Number(e.target.value))}
                className="mt-1 block w-24 rounded-md border border-slate-300 px-2 py-2 text-sm"
                data-testid="pay-at-office-per-day"
              >
                {Array.from(
                  { length: PAY_AT_OFFICE_PER_DAY.max - PAY_AT_OFFICE_PER_DAY.min + 1 },
                  (_, i) => i + PAY_AT_OFFICE_PER_DAY.min,
                ).map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </select>
            </label>
            <p className="text-sm text-slate-600">{t('notary.offer.perDayHint')}</p>
          </div>
        ) : null}
      </div>
      {profile.services.map((service) => {
        const row = rows[service];
        const name = words(`services.${service}`);
        return (
          <fieldset key={service} className="rounded-lg border border-slate-200 p-4" data-testid={`offer-${service}`}>
            <legend className="px-1 font-semibold text-slate-900">{name}</legend>
            <label className="flex items-center gap-3 text-sm text-slate-900">
              <input
                type="checkbox"
                checked={row.offered}
                onChange={(e) => change(service, { offered: e.target.checked })}
                className="h-4 w-4 accent-primary"
              />
              {t('notary.offer.offerService')}
            </label>
            {row.offered ? (
              <div className="mt-3 space-y-3">
                <div className="grid gap-3 sm:grid-cols-2">
                  <label className="block text-sm font-medium text-slate-800">
                    {t('notary.offer.fee')}
                    <input
                      type="text"
                      inputMode="numeric"
                      value={row.fee}
                      onChange={(e) => change(service, { fee: e.target.value })}
                      className="input mt-1 w-full"
                      placeholder="300"
                    />
                  </label>
                  <label className="block text-sm font-medium text-slate-800">
                    {t('notary.offer.duration')}
                    <select
                      value={row.duration}
                      onChange={(e) => change(service, { duration: Number(e.target.value) })}
                      className="input mt-1 w-full"
                    >
                      {NOTARY_DURATIONS.map((minutes) => (
                        <option key={minutes} value={minutes}>
                          {t('notary.offer.minutes', { minutes })}
                        </option>
                      ))}
                    </select>
                  </label>
                </div>
                <fieldset>
                  <legend className="text-sm font-medium text-slate-800">{t('notary.offer.checklist')}</legend>
                  <div className="mt-2 grid gap-2">
                    {NOTARY_CHECKLIST_ITEMS.map((item) => {
                      const required = item === REQUIRED_CHECKLIST_ITEM;
                      return (
                        <label key={item} className="flex items-start gap-2 text-sm text-slate-800">
                          <input
                            type="checkbox"
                            checked={required || row.checklist.includes(item)}
                            disabled={required}
                            onChange={(e) =>
                              change(service, {
                                checklist: e.target.checked ? [...row.checklist, item] : row.checklist.filter((x) => x !== item),
                              })
                            }
                            className="mt-0.5 h-4 w-4 accent-primary"
                          />
                          <span>
                            {words(`checklist.${item}`)}
                            {required ? <span className="text-slate-600"> ({t('notary.offer.idAlways')})</span> : null}
                          </span>
                        </label>
                      );
                    })}
                  </div>
                </fieldset>
              </div>
            ) : null}
          </fieldset>
        );
      })}
      <OpStatus op={mutationOp(save)} name="offer" loading={t('notary.offer.saving')} succeeded={t('notary.offer.saved')} />
      <SaveBar pending={save.isPending} label={t('notary.offer.save')} pendingLabel={t('notary.offer.saving')} />
    </form>
  );
}
